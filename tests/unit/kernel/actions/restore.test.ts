import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISCOVERY_SETTLE_MS } from '../../../../kernel/actions/restore'
import { MemoryStorage } from '../../support/env'
import { makeModal, op, sol } from '../../support/modal'
import { ADDRESS_A, scriptedConnector, ScriptedSession, testNamespace } from '../../support/namespace'

const stored = (items: Record<string, unknown> = {}) =>
  new MemoryStorage().seed({ connected_connector_ids: { eip155: 'io.metamask' }, connection_status: 'connected', ...items })

describe('startup (SPEC §4 Startup)', () => {
  afterEach(() => vi.useRealTimers())

  it('SPEC §4 Startup: an existing connection is synced from the stored connector id', async () => {
    const session = new ScriptedSession({ addresses: [ADDRESS_A], chainId: 'eip155:10' })
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', restore: async () => session })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })], storage: stored() })
    await modal.ready
    expect(wallet.restoreCalls).toBe(1)
    expect(wallet.connectCalls).toBe(0)
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_A, connectorId: 'io.metamask' })
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    // The restored session keeps driving the account.
    session.emit({ type: 'disconnect' })
    expect(modal.stores.$account.get().status).toBe('disconnected')
  })

  it('SPEC §4 Startup: nothing stored means no wallet is asked and the status stays disconnected', async () => {
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', restore: async () => new ScriptedSession() })
    const { modal, storage } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    expect(wallet.restoreCalls).toBe(0)
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(storage.read('connection_status')).toBe('disconnected')
  })

  it('SPEC §4 Startup: the status is connecting while the stored connection is being synced', async () => {
    let release!: (s: ScriptedSession) => void
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', restore: () => new Promise((resolve) => (release = resolve)) })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })], storage: stored() })
    // Connecting from the first render on, before the restore code has even loaded.
    expect(modal.stores.$account.get().status).toBe('connecting')
    await vi.waitUntil(() => release !== undefined)
    expect(modal.stores.$account.get().status).toBe('connecting')
    release(new ScriptedSession({ chainId: 'eip155:1' }))
    await modal.ready
    expect(modal.stores.$account.get().status).toBe('connected')
  })

  it('SPEC §4 Startup: a wallet that no longer grants access gives disconnected and forgets the stored connector id', async () => {
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', restore: async () => null })
    const { modal, storage } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })], storage: stored() })
    await modal.ready
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(modal.stores.$account.get().address).toBeUndefined()
    expect(storage.read('connected_connector_ids')).toEqual({})
    expect(storage.read('connection_status')).toBe('disconnected')
  })

  it('SPEC §4 Startup: a failing restore gives disconnected', async () => {
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', restore: async () => Promise.reject(new Error('provider crashed')) })
    const { modal, storage } = makeModal({
      plugins: [testNamespace('eip155', { connectors: [wallet] })],
      storage: stored(),
      options: { logLevel: 'silent' },
    })
    await expect(modal.ready).resolves.toBeUndefined()
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(storage.read('connected_connector_ids')).toEqual({})
  })

  it('SPEC §4 Startup: a stored wallet that announces itself shortly after page load is still restored', async () => {
    vi.useFakeTimers()
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', restore: async () => new ScriptedSession({ chainId: 'eip155:1' }) })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet], discoverAfterMs: 300 })], storage: stored() })
    await vi.advanceTimersByTimeAsync(300)
    await modal.ready
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_A })
  })

  it('SPEC §4 Startup: a stored wallet that never shows up gives disconnected once discovery has settled', async () => {
    vi.useFakeTimers()
    const { modal, storage } = makeModal({ plugins: [testNamespace('eip155')], storage: stored() })
    let settled = false
    void modal.ready.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(DISCOVERY_SETTLE_MS - 1)
    expect(settled).toBe(false)
    expect(modal.stores.$account.get().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(storage.read('connected_connector_ids')).toEqual({})
  })

  it('SPEC §4 Startup: a stored connector id of a namespace with no plugin is dropped', async () => {
    const { modal, storage } = makeModal({
      plugins: [testNamespace('eip155')],
      storage: new MemoryStorage().seed({ connected_connector_ids: { cosmos: 'keplr' } }),
    })
    await modal.ready
    expect(storage.read('connected_connector_ids')).toEqual({})
    expect(modal.stores.$accounts.get().cosmos).toBeUndefined()
  })

  it('SPEC §3 Startup: the stored active network and the stored active namespace come back', async () => {
    const evm = scriptedConnector({ id: 'io.metamask', chain: 'eip155', restore: async () => new ScriptedSession({ chainId: 'eip155:10' }) })
    const phantom = scriptedConnector({
      id: 'phantom',
      chain: 'solana',
      restore: async () => new ScriptedSession({ addresses: ['So1anaAddre55'], chainId: sol.caipNetworkId }),
    })
    const { modal } = makeModal({
      plugins: [testNamespace('eip155', { connectors: [evm] }), testNamespace('solana', { connectors: [phantom] })],
      networks: [op, sol],
      storage: new MemoryStorage().seed({
        connected_connector_ids: { eip155: 'io.metamask', solana: 'phantom' },
        active_namespace: 'solana',
        active_caip_network_id: sol.caipNetworkId,
      }),
    })
    await modal.ready
    expect(modal.stores.$activeNamespace.get()).toBe('solana')
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: 'So1anaAddre55' })
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ status: 'connected', address: ADDRESS_A })
  })

  it('SPEC §4 Startup: restoring several connections never makes a namespace active other than the stored one', async () => {
    // The EVM wallet answers first: the page must not show its account on the way to Solana's.
    const evm = scriptedConnector({ id: 'io.metamask', chain: 'eip155', restore: async () => new ScriptedSession({ chainId: 'eip155:10' }) })
    const phantom = scriptedConnector({
      id: 'phantom',
      chain: 'solana',
      restore: () => new Promise((resolve) => setTimeout(() => resolve(new ScriptedSession({ addresses: ['So1anaAddre55'], chainId: sol.caipNetworkId })), 20)),
    })
    const { modal } = makeModal({
      plugins: [testNamespace('eip155', { connectors: [evm] }), testNamespace('solana', { connectors: [phantom] })],
      networks: [op, sol],
      storage: new MemoryStorage().seed({
        connected_connector_ids: { eip155: 'io.metamask', solana: 'phantom' },
        active_namespace: 'solana',
        active_caip_network_id: sol.caipNetworkId,
      }),
    })
    const seen: string[] = []
    const stop = modal.stores.$account.subscribe((account) => seen.push(`${account.namespace}:${account.address ?? '-'}`))
    await modal.ready
    stop()
    expect(seen.every((entry) => entry.startsWith('solana:'))).toBe(true)
    expect(seen.at(-1)).toBe('solana:So1anaAddre55')
    // The EVM wallet's chain is remembered for when the person switches to EVM.
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ status: 'connected', address: ADDRESS_A })
  })

  it('SPEC §3 Startup: a stored active network the host no longer lists is ignored', async () => {
    const { modal } = makeModal({
      plugins: [testNamespace('eip155')],
      storage: new MemoryStorage().seed({ active_caip_network_id: 'eip155:424242' }),
    })
    await modal.ready
    expect(modal.stores.$activeNetwork.get()?.caipNetworkId).toBe('eip155:1')
  })
})
