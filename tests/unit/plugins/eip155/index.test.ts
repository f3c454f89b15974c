// The eip155 plugin against a REAL local chain: anvil on 127.0.0.1 (funded dev account, 10000 ETH).
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonRpc } from '../../../../kernel/http'
import { createKernel } from '../../../../kernel/create-kernel'
import { createModal } from '../../../../kernel/modal'
import type { Network } from '../../../../kernel/plugin'
import { eip155, isEvmAddress, localEvmNetwork, mainnet, type Eip1193Provider } from '../../../../plugins/eip155'
import { startAnvil, type EvmChain } from '../../../../services/stack/evm'
import { freePort } from '../../../../services/stack/ports'
import { testEnv } from '../../support/env'

const FUNDED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TEN_THOUSAND_ETH = 10_000n * 10n ** 18n

let anvil: EvmChain
let rpcUrl: string
let local: Network


beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await freePort() })
  rpcUrl = anvil.url
  local = localEvmNetwork(31337, rpcUrl, 'Anvil')
}, 40_000)

afterAll(() => anvil?.stop())

/** A wallet whose every request is answered by the anvil node (its dev accounts are unlocked). */
const anvilWallet = (): Eip1193Provider => ({
  request: ({ method, params }) => jsonRpc(fetch, rpcUrl, method, (params as unknown[] | undefined) ?? []),
})

/** A bare EventTarget stands in for `window`: EIP-6963 needs only events. */
function walletWindow(provider: Eip1193Provider): Window {
  const w = new EventTarget()
  const detail = Object.freeze({ info: { uuid: 'anvil-uuid', name: 'Anvil Wallet', icon: 'data:,', rdns: 'dev.anvil' }, provider })
  w.addEventListener('eip6963:requestProvider', () => w.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  return w as unknown as Window
}

describe('eip155 plugin (SPEC §1, §5, §7)', () => {
  it('SPEC §7 getBalance reads eth_getBalance from the network RPC: the funded dev account holds exactly 10000 ETH', async () => {
    const plugin = eip155()
    const { ctx } = createKernel({ projectId: 'p', plugins: [plugin], networks: [local] }, testEnv())
    await expect(plugin.getBalance(ctx, local, FUNDED)).resolves.toBe(TEN_THOUSAND_ETH)
  })

  it('SPEC §7 getBalance of an address that never received anything is 0', async () => {
    const plugin = eip155()
    const { ctx } = createKernel({ projectId: 'p', plugins: [plugin], networks: [local] }, testEnv())
    await expect(plugin.getBalance(ctx, local, '0x000000000000000000000000000000000000dEaD')).resolves.toBe(0n)
  })

  it('SPEC §7 a node that cannot be reached makes getBalance fail (and the kernel only logs it)', async () => {
    const plugin = eip155()
    const dead = localEvmNetwork(31337, 'http://127.0.0.1:9')
    const { ctx } = createKernel({ projectId: 'p', plugins: [plugin], networks: [dead] }, testEnv())
    await expect(plugin.getBalance(ctx, dead, FUNDED)).rejects.toThrow()
  })

  it('SPEC §9 connected to the anvil wallet, the account shows the 10000 ETH balance, truncated display 10000.000', async () => {
    const modal = createModal(
      { projectId: 'p', plugins: [eip155()], networks: [local], logLevel: 'silent' },
      testEnv({ window: walletWindow(anvilWallet()) }),
    )
    await modal.ready
    expect(modal.stores.$connectors.get().map((c) => c.id)).toEqual(['dev.anvil'])
    await expect(modal.connect('dev.anvil')).resolves.toBe(FUNDED)
    expect(modal.stores.$activeNetwork.get()).toBe(local)
    await expect.poll(() => modal.stores.$account.get().balance).toBe('10000')
    expect(modal.stores.$account.get().balanceSymbol).toBe('ETH')
    modal.destroy()
  })

  it('SPEC §7 a message signed through the modal (personal_sign, hex message) verifies for the connected address', async () => {
    const modal = createModal(
      { projectId: 'p', plugins: [eip155()], networks: [local], logLevel: 'silent' },
      testEnv({ window: walletWindow(anvilWallet()) }),
    )
    await modal.ready
    await modal.connect('dev.anvil')
    const message = 'Sign in to Gangway\nNonce: 42'
    const signature = (await modal.signMessage(message)) as `0x${string}`
    await expect(verifyMessage({ address: FUNDED, message, signature })).resolves.toBe(true)
    await expect(verifyMessage({ address: FUNDED, message: `${message}!`, signature })).resolves.toBe(false)
    modal.destroy()
  })

  it('SPEC §5 an EVM address is 40 hex characters with an optional 0x', () => {
    expect(eip155().isAddress(FUNDED)).toBe(true)
    expect(isEvmAddress(FUNDED.slice(2))).toBe(true)
    expect(isEvmAddress(FUNDED.toLowerCase())).toBe(true)
    expect(isEvmAddress(FUNDED.slice(0, 41))).toBe(false)
    expect(isEvmAddress(`${FUNDED}0`)).toBe(false)
    expect(isEvmAddress('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  })

  it('SPEC §6 the eip155 default account type is smartAccount', () => {
    expect(eip155().defaultAccountType).toBe('smartAccount')
  })

  it('SPEC §3 built-in networks carry their CAIP-2 id; a local network is a testnet on its RPC URL', () => {
    expect(mainnet).toMatchObject({ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', nativeCurrency: { symbol: 'ETH', decimals: 18 } })
    expect(local).toMatchObject({ caipNetworkId: 'eip155:31337', testnet: true, rpcUrls: { default: { http: [rpcUrl] } } })
  })

  it('SPEC §7 the WalletConnect method list includes the standard eth_ and wallet_ methods', () => {
    for (const method of ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_sendCalls']) {
      expect(eip155().capabilities.walletConnect?.methods).toContain(method)
    }
    expect(eip155().capabilities.walletConnect?.events).toEqual(['chainChanged', 'accountsChanged'])
  })
})
