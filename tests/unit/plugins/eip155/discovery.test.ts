// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createModal, type Modal } from '../../../../kernel/modal'
import type { ModalOptionsInput } from '../../../../kernel/modal'
import { eip155, localEvmNetwork, type Eip1193Provider, type Eip6963ProviderInfo } from '../../../../plugins/eip155'
import { MemoryStorage, testEnv } from '../../support/env'
import { FakeProvider } from '../../support/eip1193'

type EthereumWindow = Window & { ethereum?: Eip1193Provider }
// Discovery is the subject here, not balances: RPC reads fail at once, as if offline.
const mainnet = localEvmNetwork(1, 'http://127.0.0.1:9', 'Ethereum')
const optimism = localEvmNetwork(10, 'http://127.0.0.1:9', 'OP Mainnet')
const offline: typeof fetch = () => Promise.reject(new TypeError('offline'))
const cleanups: Array<() => void> = []
const modals: Modal[] = []

afterEach(() => {
  modals.splice(0).forEach((modal) => modal.destroy())
  cleanups.splice(0).forEach((cleanup) => cleanup())
  delete (window as EthereumWindow).ethereum
})

const info = (name: string, rdns: string): Eip6963ProviderInfo => ({
  uuid: `${rdns}-uuid`,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns,
})

function announce(detail: { info: Eip6963ProviderInfo; provider: Eip1193Provider }): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(detail) }))
}

/** A wallet extension as EIP-6963 has it: it announces at once and again on every request. */
function installWallet(walletInfo: Eip6963ProviderInfo, provider: Eip1193Provider): void {
  const onRequest = () => announce({ info: walletInfo, provider })
  window.addEventListener('eip6963:requestProvider', onRequest)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', onRequest))
  onRequest()
}

function modal(options: Partial<ModalOptionsInput> = {}, o: { storage?: MemoryStorage } = {}) {
  const m = createModal(
    { projectId: 'p', plugins: [eip155()], networks: [mainnet, optimism], logLevel: 'silent', ...options },
    testEnv({ window, storage: o.storage, fetch: offline }),
  )
  modals.push(m)
  return m
}

const listed = (m: Modal) => m.stores.$connectors.get().map((c) => ({ id: c.id, name: c.name, type: c.type, rdns: c.rdns }))

describe('eip155 wallet discovery (SPEC §3, §5; EIP-6963)', () => {
  it('SPEC §3 a wallet announced through EIP-6963 is added as an ANNOUNCED connector', () => {
    installWallet(info('MetaMask', 'io.metamask'), new FakeProvider())
    const m = modal()
    expect(listed(m)).toEqual([{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', rdns: 'io.metamask' }])
    expect(m.stores.$connectors.get()[0]).toMatchObject({ chain: 'eip155', icon: 'data:image/svg+xml,<svg/>' })
  })

  it('SPEC §3 a wallet announcing after the modal started is added too, and announcing again does not add a twin', () => {
    const m = modal()
    expect(listed(m)).toEqual([])
    const provider = new FakeProvider()
    announce({ info: info('Rabby Wallet', 'io.rabby'), provider })
    announce({ info: info('Rabby Wallet', 'io.rabby'), provider })
    expect(listed(m)).toEqual([{ id: 'io.rabby', name: 'Rabby Wallet', type: 'ANNOUNCED', rdns: 'io.rabby' }])
  })

  it("SPEC §5 window.ethereum appears as 'Browser Wallet' (id 'injected') when it is not an announced provider", () => {
    ;(window as EthereumWindow).ethereum = new FakeProvider()
    installWallet(info('Rabby Wallet', 'io.rabby'), new FakeProvider())
    const m = modal()
    expect(listed(m)).toEqual([
      { id: 'io.rabby', name: 'Rabby Wallet', type: 'ANNOUNCED', rdns: 'io.rabby' },
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', rdns: undefined },
    ])
  })

  it("SPEC §5 window.ethereum that is an announced provider is not listed again as 'Browser Wallet'", () => {
    const provider = new FakeProvider()
    ;(window as EthereumWindow).ethereum = provider
    installWallet(info('MetaMask', 'io.metamask'), provider)
    const m = modal()
    expect(listed(m).map((c) => c.id)).toEqual(['io.metamask'])
  })

  it("SPEC §5 a wallet announcing window.ethereum late replaces the 'Browser Wallet' twin", () => {
    const provider = new FakeProvider()
    ;(window as EthereumWindow).ethereum = provider
    const m = modal()
    expect(listed(m).map((c) => c.id)).toEqual(['injected'])
    announce({ info: info('MetaMask', 'io.metamask'), provider })
    expect(listed(m).map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('SPEC §5 announcements without an rdns or a provider are ignored', () => {
    const m = modal()
    announce({ info: { ...info('Nameless', ''), rdns: '' }, provider: new FakeProvider() })
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: info('Ghost', 'io.ghost') } }))
    expect(listed(m)).toEqual([])
  })

  it('SPEC §3 with enableEIP6963 off announced wallets are not listed; with enableInjected off window.ethereum is not', () => {
    ;(window as EthereumWindow).ethereum = new FakeProvider()
    installWallet(info('MetaMask', 'io.metamask'), new FakeProvider())
    expect(listed(modal({ enableEIP6963: false })).map((c) => c.id)).toEqual(['injected'])
    expect(listed(modal({ enableInjected: false })).map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('SPEC §3 without a window (server rendering) nothing is discovered and nothing fails', () => {
    const m = createModal({ projectId: 'p', plugins: [eip155()], networks: [mainnet] }, testEnv({ window: undefined }))
    modals.push(m)
    expect(listed(m)).toEqual([])
  })

  it('SPEC §3 a destroyed modal stops listening for announcements', () => {
    const m = modal()
    m.destroy()
    announce({ info: info('Rabby Wallet', 'io.rabby'), provider: new FakeProvider() })
    expect(listed(m)).toEqual([])
  })

  it('SPEC §4 connecting an announced wallet through the modal: connected, checksummed address, network from the wallet, stored for next time', async () => {
    const storage = new MemoryStorage()
    const provider = new FakeProvider({ chainId: '0xa' })
    installWallet(info('MetaMask', 'io.metamask'), provider)
    const m = modal({}, { storage })
    await m.ready
    await expect(m.connect('io.metamask')).resolves.toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(m.stores.$account.get()).toMatchObject({ status: 'connected', connectorId: 'io.metamask', walletInfo: { name: 'MetaMask' } })
    expect(m.stores.$activeNetwork.get()).toBe(optimism)
    expect(storage.read('connected_connector_ids')).toEqual({ eip155: 'io.metamask' })
    // The wallet's own events drive the account.
    provider.emit('chainChanged', '0x1')
    expect(m.stores.$activeNetwork.get()).toBe(mainnet)
    provider.emit('accountsChanged', [])
    expect(m.stores.$account.get().status).toBe('disconnected')
  })

  it('SPEC §4 Startup: a stored announced wallet is restored silently with eth_accounts', async () => {
    const provider = new FakeProvider()
    installWallet(info('MetaMask', 'io.metamask'), provider)
    const storage = new MemoryStorage().seed({ connected_connector_ids: { eip155: 'io.metamask' } })
    const m = modal({}, { storage })
    await m.ready
    expect(provider.methods()).not.toContain('eth_requestAccounts')
    expect(provider.methods()).toContain('eth_accounts')
    expect(m.stores.$account.get()).toMatchObject({ status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
  })

  it("SPEC §4 a person rejecting the wallet prompt (4001) gets 'Connection rejected'", async () => {
    const provider = new FakeProvider({ handlers: { eth_requestAccounts: () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })) } })
    installWallet(info('MetaMask', 'io.metamask'), provider)
    const m = modal()
    await m.ready
    await expect(m.connect('io.metamask')).rejects.toThrow(/^Connection rejected$/)
    expect(m.stores.$account.get().status).toBe('disconnected')
  })
})
