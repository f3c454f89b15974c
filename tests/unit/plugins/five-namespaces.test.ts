// The five namespaces of SPEC §1 in one modal: each plugin brings its networks, label and wallets, and
// moving between them follows SPEC §2's SwitchActiveChain rule with no edit of the kernel. Real wallets:
// the demo's dev Bitcoin, Polkadot and Keplr-style wallets on one page window; the Bitcoin ledger runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createModal, type Modal } from '../../../kernel/modal'
import { bip122, bitcoinRegtest } from '../../../plugins/bip122'
import { cosmos, localCosmosNetwork } from '../../../plugins/cosmos'
import { eip155 } from '../../../plugins/eip155'
import { localPolkadotNetwork, polkadot } from '../../../plugins/polkadot'
import { solana } from '../../../plugins/solana'
import { createBitcoinDevWallet, DEV_BITCOIN_WALLET_NAME } from '../../../demo/dev-wallet/bitcoin'
import { createCosmosDevWallet } from '../../../demo/dev-wallet/cosmos'
import { createPolkadotDevWallet } from '../../../demo/dev-wallet/polkadot'
import { registerStandardWallet } from '../../../demo/dev-wallet/register'
import { startLocalBitcoin, type LocalBitcoin } from '../../../services/bitcoin'
import { testEnv } from '../support/env'
import { eth, sol } from '../support/modal'
import { pageWindow } from '../support/solana'

let btc: LocalBitcoin
let modal: Modal
beforeAll(async () => {
  btc = await startLocalBitcoin({ port: 0 })
})
afterAll(async () => {
  modal?.destroy()
  await btc?.stop()
})

const bitcoinNet = () => bitcoinRegtest(btc.url)
const polkadotNet = localPolkadotNetwork({ genesisHash: `0x${'45'.repeat(32)}`, rpcUrl: 'http://127.0.0.1:9' })
const cosmosNet = localCosmosNetwork('http://127.0.0.1:9')

function fiveNamespaceModal(): Modal {
  const window = pageWindow()
  const bitcoin = createBitcoinDevWallet({ esploraUrl: btc.url })
  registerStandardWallet(bitcoin.wallet, window)
  createPolkadotDevWallet().install(window)
  createCosmosDevWallet({ chains: [{ chainId: 'gangway-local-1', chainName: 'Local', rpc: 'http://127.0.0.1:9', bech32Prefix: 'cosmos' }] }).install(window)
  return createModal(
    { projectId: 'test', plugins: [eip155(), solana(), bip122(), polkadot(), cosmos()], networks: [eth, sol, bitcoinNet(), polkadotNet, cosmosNet], logLevel: 'silent' },
    testEnv({ window }),
  )
}

describe('SPEC §1 five namespaces in one modal, each from its own plugin', () => {
  it('each plugin labels its family and finds its wallets', () => {
    modal = fiveNamespaceModal()
    expect([...modal.namespaces.values()].map((p) => [p.namespace, p.label, p.defaultAccountType])).toEqual([
      ['eip155', 'Ethereum and EVM', 'smartAccount'],
      ['solana', 'Solana', 'eoa'],
      ['bip122', 'Bitcoin', 'payment'],
      ['polkadot', 'Polkadot', 'eoa'],
      ['cosmos', 'Cosmos', 'eoa'],
    ])
    expect(modal.stores.$connectors.get().map((c) => [c.chain, c.name])).toEqual([
      ['bip122', DEV_BITCOIN_WALLET_NAME],
      ['polkadot', 'gangway-dev'],
      ['cosmos', 'Keplr'],
    ])
  })

  it('SPEC §2 connected on Bitcoin, picking a Polkadot, Cosmos, Solana or EVM network shows SwitchActiveChain for that namespace', async () => {
    await modal.connect(DEV_BITCOIN_WALLET_NAME, 'bip122')
    expect(modal.stores.$activeNamespace.get()).toBe('bip122')
    for (const target of [polkadotNet, cosmosNet, sol, eth]) {
      modal.open()
      expect(modal.requestNetworkSwitch(target)).toBe('view')
      expect(modal.router.current()).toMatchObject({ name: 'SwitchActiveChain', params: { switchToChain: target.chainNamespace, navigateTo: 'Connect', network: target } })
      modal.close()
    }
  })

  it('SPEC §2 with the target namespace connected too, SwitchNetwork is shown; switching keeps each namespace its account', async () => {
    await modal.connect('keplr', 'cosmos')
    expect(modal.stores.$activeNamespace.get()).toBe('cosmos')
    const bitcoinAddress = modal.stores.$accounts.get().bip122?.address
    modal.open()
    expect(modal.requestNetworkSwitch(bitcoinNet())).toBe('view')
    expect(modal.router.current()).toMatchObject({ name: 'SwitchNetwork', params: { network: bitcoinNet() } })
    await modal.switchNetwork(bitcoinNet())
    expect(modal.stores.$activeNamespace.get()).toBe('bip122')
    expect(modal.stores.$account.get().address).toBe(bitcoinAddress)
    expect(modal.stores.$accounts.get().cosmos?.status).toBe('connected')
  })
})
