// The cosmos plugin with the demo's dev Keplr-style wallet (window.keplr, real secp256k1 keys, @cosmjs
// signers) and the simulated Cosmos chain (CometBFT RPC; it checks signature, chain id, account number,
// sequence and funds) on 127.0.0.1.
import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { bech32 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createModal } from '../../../../kernel/modal'
import type { Modal } from '../../../../kernel/modal'
import { cosmos, cosmosHub, cosmosNetwork, localCosmosNetwork, type CosmosNetwork, type CosmosOptions } from '../../../../plugins/cosmos'
import { adr36Document } from '../../../../plugins/cosmos/adr36'
import { addressPrefix } from '../../../../plugins/cosmos/address-shape'
import { decodeAccountAddress } from '../../../../plugins/cosmos/bech32'
import { TransactionFailed } from '../../../../plugins/cosmos/transfers'
import { createCosmosDevWallet, type CosmosDevWallet } from '../../../../demo/dev-wallet/cosmos'
import { devCosmosKey } from '../../../../services/dev/cosmos-keys'
import { startLocalCosmos, type LocalCosmos } from '../../../../services/cosmos'
import { MemoryStorage, testEnv } from '../../support/env'
import { pageWindow } from '../../support/solana'

let chain: LocalCosmos
let reader: StargateClient
const modals: Modal[] = []
beforeAll(async () => {
  chain = await startLocalCosmos({ port: 0 })
  reader = await StargateClient.connect(chain.url)
})
afterAll(async () => {
  modals.forEach((m) => m.destroy())
  reader?.disconnect()
  await chain?.stop()
})

const address = (i: number) => devCosmosKey(i).address
const balance = async (a: string) => BigInt((await reader.getBalance(a, 'ustake')).amount)
const local = (): CosmosNetwork => localCosmosNetwork(chain.url, { name: 'Gangway Local' })

interface Page {
  window: Window
  storage: MemoryStorage
  walletStorage: MemoryStorage
  wallet: CosmosDevWallet
}
function page(walletStorage = new MemoryStorage(), storage = new MemoryStorage()): Page {
  const window = pageWindow()
  const wallet = createCosmosDevWallet({ chains: [{ chainId: 'gangway-local-1', chainName: 'Gangway Local', rpc: chain.url, bech32Prefix: 'cosmos' }], storage: walletStorage })
  wallet.install(window)
  return { window, storage, walletStorage, wallet }
}
function open(p: Page, o: { networks?: CosmosNetwork[]; options?: CosmosOptions } = {}) {
  const modal = createModal(
    { projectId: 'test', plugins: [cosmos({ wallets: [{ global: 'keplr', name: 'Dev Keplr' }], ...o.options })], networks: o.networks ?? [local()], logLevel: 'silent' },
    testEnv({ window: p.window, storage: p.storage }),
  )
  modals.push(modal)
  return modal
}
async function connected(o: { account?: number; networks?: CosmosNetwork[]; options?: CosmosOptions } = {}) {
  const p = page()
  if (o.account !== undefined) p.wallet.setAccount(o.account)
  const modal = open(p, o)
  await modal.ready
  await modal.connect('keplr', 'cosmos')
  return { modal, page: p, session: modal.session('cosmos')! }
}

describe('SPEC §5 cosmos address rules: bech32 with the chain prefix', () => {
  const key = devCosmosKey(0)
  const words = bech32.toWords(decodeAccountAddress(key.address)!.data)
  /** The plugin after a session loaded its full rules, on a host whose one network has the prefix 'cosmos'. */
  const connectedPlugin = async () => {
    const plugin = cosmos({ wallets: [{ global: 'keplr', name: 'Dev Keplr' }] })
    const modal = createModal({ projectId: 'test', plugins: [plugin], networks: [local()], logLevel: 'silent' }, testEnv({ window: page().window }))
    modals.push(modal)
    await modal.connect('keplr', 'cosmos')
    return plugin
  }

  it('20-byte (key) and 32-byte (module) accounts with a prefix of the host networks are addresses', async () => {
    const plugin = await connectedPlugin()
    const module32 = bech32.encode('cosmos', bech32.toWords(new Uint8Array(32).fill(7)))
    for (const a of [key.address, key.address.toUpperCase(), module32]) expect(plugin.isAddress(a), a).toBe(true)
  })

  it('another chain prefix, a changed character, mixed case, a wrong length and other chains are refused', async () => {
    const plugin = await connectedPlugin()
    const osmo = bech32.encode('osmo', words)
    const changed = key.address.slice(0, -1) + (key.address.endsWith('q') ? 'p' : 'q')
    const mixed = key.address.slice(0, 8) + key.address.slice(8).toUpperCase()
    const short = bech32.encode('cosmos', bech32.toWords(new Uint8Array(10)))
    for (const bad of [osmo, changed, mixed, short, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '']) expect(plugin.isAddress(bad), bad).toBe(false)
    expect(addressPrefix(osmo)).toBe('osmo')
    expect(decodeAccountAddress(osmo)?.prefix).toBe('osmo')
  })

  it('a host with an Osmosis-style network also accepts its prefix', () => {
    const plugin = cosmos()
    const osmosis = cosmosNetwork({ chainId: 'osmosis-1', name: 'Osmosis', rpcUrl: 'http://127.0.0.1:9', prefix: 'osmo', denom: 'uosmo', symbol: 'OSMO', decimals: 6 })
    const modal = createModal({ projectId: 'test', plugins: [plugin], networks: [local(), osmosis], logLevel: 'silent' }, testEnv({ window: page().window }))
    modals.push(modal)
    expect(plugin.isAddress(bech32.encode('osmo', words))).toBe(true)
    expect(plugin.isAddress(bech32.encode('juno', words))).toBe(false)
  })
})

describe('cosmos networks and plugin shape (SPEC §3, §6)', () => {
  it('the CAIP-2 reference is the chain id; each network carries its prefix, denomination and gas price', () => {
    expect(cosmosHub).toMatchObject({ caipNetworkId: 'cosmos:cosmoshub-4', nativeCurrency: { symbol: 'ATOM', decimals: 6 }, cosmos: { prefix: 'cosmos', denom: 'uatom', gasPrice: '0.025uatom' } })
    expect(local()).toMatchObject({ caipNetworkId: 'cosmos:gangway-local-1', nativeCurrency: { symbol: 'STAKE', decimals: 6 }, cosmos: { denom: 'ustake' } })
  })

  it('SPEC §6 accounts are eoa; signing needs approval; a WalletConnect session asks for the cosmos methods', async () => {
    const plugin = cosmos()
    expect(plugin.defaultAccountType).toBe('eoa')
    expect(plugin.capabilities.walletConnect?.methods).toEqual(['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'])
    expect(await plugin.capabilities.rpc!()).toMatchObject({ approval: ['cosmos_signDirect', 'cosmos_signAmino'], safe: ['cosmos_getAccounts'] })
    expect(plugin.capabilities.transfers).toMatchObject({ requiresToken: false, nativeReturnsToAccount: true })
  })
})

describe('a Keplr-style session (SPEC §4)', () => {
  it('connecting enables the chain and gives the eoa account with its public key; the bank balance is exact', async () => {
    const { modal } = await connected()
    expect(modal.stores.$account.get().accounts).toEqual([{ address: address(0), type: 'eoa', publicKey: Buffer.from(devCosmosKey(0).publicKey).toString('base64') }])
    await expect.poll(() => modal.stores.$account.get().balance).toBe('1000')
    expect(modal.stores.$account.get()).toMatchObject({ balanceSymbol: 'STAKE', caipAddress: `cosmos:gangway-local-1:${address(0)}` })
  })

  it('signs a message ADR-36 style (signArbitrary); the signature verifies over the amino document for the key', async () => {
    const { modal } = await connected()
    const signature = await modal.signMessage('Hello from Gangway')
    const digest = sha256(serializeSignDoc(adr36Document(address(0), 'Hello from Gangway')))
    expect(await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature)), digest, devCosmosKey(0).publicKey)).toBe(true)
  })

  it("SPEC §4 a refused enable() is 'Connection rejected'", async () => {
    const p = page()
    const modal = open(p)
    await p.wallet.ready()
    p.wallet.reject()
    await expect(modal.connect('keplr', 'cosmos')).rejects.toThrow(/^Connection rejected$/)
  })

  it('a chain the wallet does not know is suggested to it first, then enabled', async () => {
    const other = localCosmosNetwork(chain.url, { chainId: 'gangway-local-2', name: 'Second Local' })
    const { modal, page: p } = await connected({ networks: [other] })
    expect(p.wallet.getState().enabledChains).toEqual(['gangway-local-2'])
    expect(modal.stores.$account.get().address).toBe(address(0))
  })

  it('SPEC §4 an account switch in the wallet (keplr_keystorechange) resyncs the account; a reload restores it', async () => {
    const { modal, page: p } = await connected()
    p.wallet.setAccount(3)
    await expect.poll(() => modal.stores.$account.get().address).toBe(address(3))
    modal.destroy()
    const again = open(page(p.walletStorage, p.storage))
    await again.ready
    await expect.poll(() => again.stores.$account.get().address).toBe(address(3))
  })
})

describe('sending on the simulated Cosmos chain: a bank MsgSend', () => {
  it.each(['direct', 'amino'] as const)('signed with sign mode %s: the receiver gets exactly 12.345678 STAKE; the sender pays it and the fee in the transaction', async (signMode) => {
    const { modal, session } = await connected({ account: 1, options: { signMode } })
    const t = await cosmos({ signMode }).capabilities.transfers!.load()
    const [from, to] = [address(1), address(2)]
    const [fromBefore, toBefore] = [await balance(from), await balance(to)]
    const hash = await t.send(modal.context, session, { network: local(), from, to, amount: 12_345_678n })
    await t.confirm!(modal.context, local(), hash)
    const tx = await reader.getTx(hash)
    const fee = BigInt(decodeTxRaw(tx!.tx).authInfo.fee!.amount[0]!.amount)
    expect(fee).toBeGreaterThan(0n)
    expect(await balance(to)).toBe(toBefore + 12_345_678n)
    expect(await balance(from)).toBe(fromBefore - 12_345_678n - fee)
  })

  it("more than the balance: the fee simulation refuses it before the wallet is asked, in the chain's words", async () => {
    const { modal, session, page: p } = await connected({ account: 4 })
    const t = await cosmos().capabilities.transfers!.load()
    const before = await balance(address(4))
    p.wallet.reject() // a prompt now would fail the test with 'Request rejected'
    await expect(t.send(modal.context, session, { network: local(), from: address(4), to: address(0), amount: before + 1n })).rejects.toThrow(/insufficient funds/)
    expect(await balance(address(4))).toBe(before)
    p.wallet.reject(false)
  })

  it('a transaction included with a failing code (5: insufficient funds at delivery) makes confirm reject; only its fee was paid', async () => {
    const { modal, page: p } = await connected({ account: 4 })
    const t = await cosmos().capabilities.transfers!.load()
    // signed with a fixed fee, so it skips the simulation and passes CheckTx, as a balance that changed in between would
    const client = await SigningStargateClient.connectWithSigner(chain.url, p.wallet.keplr.getOfflineSigner('gangway-local-1'), { gasPrice: GasPrice.fromString('0.025ustake') })
    const before = await balance(address(4))
    const hash = await client.signAndBroadcastSync(address(4), [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: address(4), toAddress: address(0), amount: [{ denom: 'ustake', amount: String(before + 1n) }] } }], { amount: [{ denom: 'ustake', amount: '5000' }], gas: '200000' })
    client.disconnect()
    const failed = await t.confirm!(modal.context, local(), hash).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(TransactionFailed)
    expect((failed as TransactionFailed).code).toBe(5)
    expect(await balance(address(4))).toBe(before - 5_000n)
  })

  it('an address of another chain prefix is no receiver', async () => {
    const { modal, session } = await connected()
    const t = await cosmos().capabilities.transfers!.load()
    const osmo = bech32.encode('osmo', bech32.toWords(decodeAccountAddress(address(1))!.data))
    await expect(t.send(modal.context, session, { network: local(), from: address(0), to: osmo, amount: 1n })).rejects.toThrow(/is not a Gangway Local address/)
  })

  it("a 'Max' keeps back the fee of 200,000 gas at the network's gas price", async () => {
    const { modal } = await connected()
    expect(await (await cosmos().capabilities.transfers!.load()).feeReserve!(modal.context, local())).toBe(5_000n)
  })
})
