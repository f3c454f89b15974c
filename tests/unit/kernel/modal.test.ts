import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal } from '../../../kernel/modal'
import type { KeyValueBackend } from '../../../kernel/storage'
import { BROWSER_WALLET_ID } from '../../../plugins/eip155'
import { MemoryStorage, testEnv } from '../support/env'
import { eth, makeModal, op, sol } from '../support/modal'
import { ADDRESS_A, ADDRESS_B, flush, scriptedConnector, ScriptedSession, testNamespace } from '../support/namespace'

afterEach(() => vi.restoreAllMocks())

describe('createModal: one instance (DESIGN, SPEC §4)', () => {
  it('SPEC §4 two modals created on one page do not share state', async () => {
    const plugin = () =>
      testNamespace('eip155', {
        connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', connect: async () => new ScriptedSession({ chainId: 'eip155:10' }) })],
      })
    const a = makeModal({ plugins: [plugin()] }).modal
    const b = makeModal({ plugins: [plugin()] }).modal
    await Promise.all([a.ready, b.ready])
    await a.connect('mm')
    a.open()
    a.toast.show('Signature declined', 'error')
    expect(a.stores.$account.get().status).toBe('connected')
    expect(b.stores.$account.get().status).toBe('disconnected')
    expect(b.stores.$activeNetwork.get()).toBe(eth)
    expect(b.stores.$open.get()).toBe(false)
    expect(b.stores.$toast.get().open).toBe(false)
    expect(b.router.current().name).toBe('Connect')
  })

  it('SPEC §4 two modals sharing one plugin instance still keep their own connectors, accounts and events', async () => {
    const shared = testNamespace('eip155', {
      connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', connect: async () => new ScriptedSession({ chainId: 'eip155:1' }) })],
    })
    const a = makeModal({ plugins: [shared] }).modal
    const b = makeModal({ plugins: [shared] }).modal
    const bEvents: unknown[] = []
    b.events.on('connect', (e) => bEvents.push(e))
    await a.connect('mm')
    expect(bEvents).toEqual([])
    expect(b.stores.$account.get().address).toBeUndefined()
    a.removeNetwork('eip155', 'eip155:1')
    expect(b.stores.$networks.get()).toEqual([eth, op])
  })

  it("SPEC §4 requestConnection rejects with 'Modal closed' when the modal closes first", async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155' })] })] })
    await modal.ready
    const pending = modal.requestConnection()
    expect(modal.stores.$open.get()).toBe(true)
    modal.close()
    await expect(pending).rejects.toThrow(/^Modal closed$/)
  })

  it('SPEC §4 requestConnection resolves with the address once a wallet connects, and closing later does not reject it', async () => {
    const { modal } = makeModal({
      plugins: [
        testNamespace('eip155', {
          connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', connect: async () => new ScriptedSession({ addresses: [ADDRESS_B] }) })],
        }),
      ],
    })
    await modal.ready
    const pending = modal.requestConnection()
    await modal.connect('mm')
    modal.close()
    await expect(pending).resolves.toBe(ADDRESS_B)
  })

  it('SPEC §4 requestConnection resolves at once when already connected, without opening the modal', async () => {
    const { modal } = makeModal({
      plugins: [testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155' })] })],
    })
    await modal.ready
    await modal.connect('mm')
    await expect(modal.requestConnection()).resolves.toBe(ADDRESS_A)
    expect(modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §8 storage failures are only logged: a modal on a throwing storage backend still connects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const throwing: KeyValueBackend = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const modal = createModal(
      {
        projectId: 'p',
        plugins: [testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155' })] })],
        networks: [eth],
      },
      testEnv({ storage: throwing }),
    )
    await modal.ready
    await expect(modal.connect('mm')).resolves.toBe(ADDRESS_A)
    await expect(modal.disconnect()).resolves.toBeUndefined()
    expect(error).toHaveBeenCalled()
    expect(String(error.mock.calls[0]?.[1])).toMatch(/storage (read|write|remove) failed/)
  })

  it('SPEC §3 a modal with no storage at all (SSR, blocked storage) still works', async () => {
    const modal = createModal(
      { projectId: 'p', plugins: [testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155' })] })], networks: [eth] },
      { ...testEnv(), storage: undefined },
    )
    await modal.ready
    await expect(modal.connect('mm')).resolves.toBe(ADDRESS_A)
  })

  it('SPEC §3 invalid stored recent wallets are ignored', async () => {
    const storage = new MemoryStorage().seed({ recent_wallets: [1, 2] })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155' })] })], storage })
    expect(modal.stores.$wallets.get()[0]?.recent).toBe(false)
  })
})

describe('createModal: wallet list (SPEC §5, §9)', () => {
  it('SPEC §5 excluded wallets (by rdns or case-insensitive name) are hidden from the wallet list', () => {
    const { modal } = makeModal({
      plugins: [
        testNamespace('eip155', {
          connectors: [
            scriptedConnector({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', chain: 'eip155' }),
            scriptedConnector({ id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby', chain: 'eip155' }),
            scriptedConnector({ id: 'com.trustwallet', name: 'Trust Wallet', rdns: 'com.trustwallet.app', chain: 'eip155' }),
          ],
        }),
      ],
      options: { excludeWalletIds: ['io.metamask', 'rabby wallet'] },
    })
    expect(modal.stores.$wallets.get().map((w) => w.name)).toEqual(['Trust Wallet'])
  })

  it("SPEC §5 the injected 'Browser Wallet' stays listed on mobile when it is the installed wallet", () => {
    const { modal } = makeModal({
      isMobile: true,
      plugins: [
        testNamespace('eip155', {
          connectors: [scriptedConnector({ id: BROWSER_WALLET_ID, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' })],
        }),
      ],
    })
    expect(modal.stores.$wallets.get().map((w) => w.name)).toEqual(['Browser Wallet'])
  })

  it('SPEC §9 connector order in the wallet list: walletConnect, recent, injected, external', async () => {
    const { modal } = makeModal({
      plugins: [
        testNamespace('eip155', {
          connectors: [
            scriptedConnector({ id: 'coinbase', name: 'Coinbase', type: 'EXTERNAL', chain: 'eip155' }),
            scriptedConnector({ id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', rdns: 'io.rabby', chain: 'eip155' }),
            scriptedConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
            scriptedConnector({ id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' }),
          ],
        }),
      ],
    })
    await modal.ready
    await modal.connect('safe')
    expect(modal.stores.$wallets.get().map((w) => w.name)).toEqual(['WalletConnect', 'Safe', 'Rabby', 'Coinbase'])
  })

  it('SPEC §3 connecting a multi-chain wallet connects each namespace it serves', async () => {
    const evm = new ScriptedSession({ chainId: 'eip155:1' })
    const phantom = new ScriptedSession({ addresses: ['So1'], chainId: sol.caipNetworkId })
    const { modal } = makeModal({
      plugins: [
        testNamespace('eip155', { connectors: [scriptedConnector({ id: 'phantom-evm', name: 'Phantom', rdns: 'app.phantom', chain: 'eip155', connect: async () => evm })] }),
        testNamespace('solana', { connectors: [scriptedConnector({ id: 'phantom-sol', name: 'Phantom', rdns: 'app.phantom', chain: 'solana', connect: async () => phantom })] }),
      ],
      networks: [eth, sol],
    })
    await modal.ready
    const [wallet] = modal.stores.$wallets.get()
    expect(modal.stores.$wallets.get()).toHaveLength(1)
    await expect(modal.connectWallet(wallet!)).resolves.toBe(ADDRESS_A)
    expect(modal.stores.$accounts.get().eip155?.address).toBe(ADDRESS_A)
    expect(modal.stores.$accounts.get().solana?.address).toBe('So1')
    expect(modal.stores.$activeNamespace.get()).toBe('eip155')
  })
})

describe('createModal: signing and balance (SPEC §4, §9)', () => {
  it('SPEC §7 signing a message goes to the connected wallet with the active address', async () => {
    const session = new ScriptedSession({ chainId: 'eip155:1' })
    const { modal } = makeModal({
      plugins: [testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', connect: async () => session })] })],
    })
    await modal.ready
    await expect(modal.signMessage('hello')).rejects.toThrow('Please call connect() before request()')
    await modal.connect('mm')
    await expect(modal.signMessage('hello')).resolves.toBe('signature(hello)')
    expect(session.signed).toEqual([{ message: 'hello', address: ADDRESS_A }])
  })

  it('SPEC §9 the native balance is cached 30 s per network and address; a forced refresh reads again', async () => {
    vi.useFakeTimers()
    try {
      const plugin = testNamespace('eip155', { balance: 10n ** 18n, connectors: [scriptedConnector({ id: 'mm', chain: 'eip155' })] })
      const { modal } = makeModal({ plugins: [plugin] })
      await modal.ready
      await modal.connect('mm')
      await vi.advanceTimersByTimeAsync(0)
      expect(plugin.balanceCalls).toHaveLength(1)
      plugin.balance = 2n * 10n ** 18n
      await modal.refreshBalance()
      expect(plugin.balanceCalls).toHaveLength(1)
      expect(modal.stores.$account.get().balance).toBe('1')
      await vi.advanceTimersByTimeAsync(30_000)
      await modal.refreshBalance()
      expect(plugin.balanceCalls).toHaveLength(2)
      expect(modal.stores.$account.get().balance).toBe('2')
      plugin.balance = 3n * 10n ** 18n
      await modal.refreshBalance({ force: true })
      expect(plugin.balanceCalls).toHaveLength(3)
      expect(modal.stores.$account.get().balance).toBe('3')
    } finally {
      vi.useRealTimers()
    }
  })

  it('SPEC §4 balance fetch: an answer for the network the person just left does not overwrite the new network\'s balance', async () => {
    const plugin = testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155' })] })
    // Each network answers when the test says: Ethereum's late, after OP Mainnet's.
    const answers = new Map<string, (value: bigint) => void>()
    plugin.getBalance = (_ctx, network) => new Promise<bigint>((resolve) => answers.set(network.caipNetworkId, resolve))
    const { modal } = makeModal({ plugins: [plugin] })
    await modal.ready
    await modal.connect('mm')
    const onEth = modal.refreshBalance({ force: true })
    await modal.switchNetwork(op)
    const onOp = modal.refreshBalance({ force: true })
    answers.get(op.caipNetworkId)!(2n * 10n ** 18n)
    await onOp
    answers.get(eth.caipNetworkId)!(7n * 10n ** 18n)
    await onEth
    expect(modal.stores.$account.get()).toMatchObject({ balance: '2', balanceSymbol: op.nativeCurrency.symbol })
  })

  it('SPEC §8 a failed balance read is logged, not thrown, and the account stays connected', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const plugin = testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155' })] })
    plugin.getBalance = async () => Promise.reject(new Error('rpc down'))
    const { modal } = makeModal({ plugins: [plugin] })
    await modal.ready
    await modal.connect('mm')
    await flush()
    await expect(modal.refreshBalance()).resolves.toBeUndefined()
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', balance: undefined })
    expect(error).toHaveBeenCalled()
  })
})
