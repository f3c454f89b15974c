import { describe, expect, it } from 'vitest'
import type { ConnectionStatus } from '../../../../kernel/state/accounts'
import { makeModal, op } from '../../support/modal'
import { ADDRESS_A, ADDRESS_B, flush, scriptedConnector, ScriptedSession, testNamespace } from '../../support/namespace'

describe('connect (SPEC §4 connection flows)', () => {
  it('SPEC §4 connecting moves the status disconnected → connecting → connected and resolves with the active address', async () => {
    const session = new ScriptedSession({ addresses: [ADDRESS_A], chainId: 'eip155:1' })
    const wallet = scriptedConnector({ id: 'io.metamask', name: 'MetaMask', chain: 'eip155', connect: async () => session })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    const statuses: ConnectionStatus[] = [modal.stores.$account.get().status]
    modal.stores.$account.listen((account) => {
      if (statuses[statuses.length - 1] !== account.status) statuses.push(account.status)
    })
    const connected: unknown[] = []
    modal.events.on('connect', (e) => connected.push(e))

    await expect(modal.connect('io.metamask')).resolves.toBe(ADDRESS_A)

    expect(statuses).toEqual(['disconnected', 'connecting', 'connected'])
    const account = modal.stores.$account.get()
    expect(account).toMatchObject({ status: 'connected', address: ADDRESS_A, caipAddress: `eip155:1:${ADDRESS_A}`, connectorId: 'io.metamask' })
    expect(account.walletInfo?.name).toBe('MetaMask')
    expect(connected).toEqual([{ namespace: 'eip155', address: ADDRESS_A, connectorId: 'io.metamask' }])
  })

  it("SPEC §4 the active network follows the wallet's chain when the host lists it", async () => {
    const session = new ScriptedSession({ chainId: 'eip155:10' })
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', connect: async () => session })
    const { modal, storage } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    expect(modal.stores.$activeNetwork.get()?.caipNetworkId).toBe('eip155:1')
    await modal.connect('io.metamask')
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(modal.stores.$account.get().caipAddress).toBe(`eip155:10:${ADDRESS_A}`)
    expect(modal.stores.$unsupportedChainId.get()).toBeUndefined()
    expect(storage.read('active_caip_network_id')).toBe('eip155:10')
  })

  it('SPEC §3 connecting stores the connector id per namespace, the connection status and the recent wallet', async () => {
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', connect: async () => new ScriptedSession({ chainId: 'eip155:1' }) })
    const { modal, storage } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    await modal.connect('io.metamask')
    expect(storage.read('connected_connector_ids')).toEqual({ eip155: 'io.metamask' })
    expect(storage.read('connection_status')).toBe('connected')
    expect(storage.read('connected_namespaces')).toEqual(['eip155'])
    expect(storage.read('active_namespace')).toBe('eip155')
    expect(storage.read('recent_wallets')).toEqual(['io.metamask'])
    expect(modal.stores.$wallets.get().find((w) => w.id === 'io.metamask')?.recent).toBe(true)
  })

  it('SPEC §9 connecting a third wallet keeps only the 2 most recent wallets, most recent first', async () => {
    const wallets = ['a', 'b', 'c'].map((id) =>
      scriptedConnector({ id, chain: 'eip155', type: 'EXTERNAL', connect: async () => new ScriptedSession({ chainId: 'eip155:1' }) }),
    )
    const { modal, storage } = makeModal({ plugins: [testNamespace('eip155', { connectors: wallets })] })
    await modal.ready
    for (const id of ['a', 'b', 'c']) await modal.connect(id)
    expect(storage.read('recent_wallets')).toEqual(['c', 'b'])
    expect(modal.stores.$wallets.get().map((w) => [w.id, w.recent])).toEqual([
      ['c', true],
      ['b', true],
      ['a', false],
    ])
  })

  it("SPEC §4 a rejected connect (error code 4001) throws 'Connection rejected' and leaves the status disconnected", async () => {
    const wallet = scriptedConnector({
      id: 'io.metamask',
      chain: 'eip155',
      connect: async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    })
    const { modal, storage } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    await expect(modal.connect('io.metamask')).rejects.toThrow(/^Connection rejected$/)
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(modal.stores.$account.get().address).toBeUndefined()
    expect(storage.read('connected_connector_ids')).toBeUndefined()
    expect(storage.read('recent_wallets')).toBeUndefined()
  })

  it("SPEC §4 a 4001 rejection wrapped by the wallet still gives 'Connection rejected'", async () => {
    const wallet = scriptedConnector({
      id: 'io.metamask',
      chain: 'eip155',
      connect: async () => Promise.reject(new Error('Request failed', { cause: { code: 4001, message: 'User denied' } })),
    })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    await expect(modal.connect('io.metamask')).rejects.toThrow(/^Connection rejected$/)
  })

  it("SPEC §4 any other connect failure throws 'Failed to connect' and leaves the status disconnected", async () => {
    const wallet = scriptedConnector({
      id: 'io.metamask',
      chain: 'eip155',
      connect: async () => Promise.reject(Object.assign(new Error('Internal error'), { code: -32603 })),
    })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    await expect(modal.connect('io.metamask')).rejects.toThrow(/^Failed to connect$/)
    expect(modal.stores.$account.get().status).toBe('disconnected')
  })

  it("SPEC §4 a wallet that grants no account fails with 'Failed to connect' (the flow resolves only when an address appears)", async () => {
    const wallet = scriptedConnector({ id: 'io.metamask', chain: 'eip155', connect: async () => new ScriptedSession({ addresses: [] }) })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    await expect(modal.connect('io.metamask')).rejects.toThrow(/^Failed to connect$/)
    expect(modal.stores.$account.get().status).toBe('disconnected')
  })

  it('SPEC §4 a failed attempt to connect another wallet leaves the existing connection as it was', async () => {
    const first = scriptedConnector({ id: 'a', chain: 'eip155', connect: async () => new ScriptedSession({ addresses: [ADDRESS_A], chainId: 'eip155:1' }) })
    const second = scriptedConnector({ id: 'b', chain: 'eip155', connect: async () => Promise.reject({ code: 4001 }) })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [first, second] })] })
    await modal.ready
    await modal.connect('a')
    await expect(modal.connect('b')).rejects.toThrow('Connection rejected')
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_A, connectorId: 'a' })
  })

  it('SPEC §4 connecting another wallet in the same namespace replaces the previous one, which is disconnected', async () => {
    const oldSession = new ScriptedSession({ addresses: [ADDRESS_A], chainId: 'eip155:1' })
    const first = scriptedConnector({ id: 'a', chain: 'eip155', connect: async () => oldSession })
    const second = scriptedConnector({ id: 'b', chain: 'eip155', connect: async () => new ScriptedSession({ addresses: [ADDRESS_B], chainId: 'eip155:1' }) })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [first, second] })] })
    await modal.ready
    await modal.connect('a')
    await modal.connect('b')
    expect(oldSession.disconnectCalls).toBe(1)
    expect(modal.stores.$account.get()).toMatchObject({ address: ADDRESS_B, connectorId: 'b' })
    // The old wallet no longer drives the account.
    oldSession.emit({ type: 'disconnect' })
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_B })
  })

  it('SPEC §4 connecting the same wallet again releases the session it replaces where it can, rather than disconnecting the grant both share', async () => {
    const sessions = [new ScriptedSession({ chainId: 'eip155:1' }), new ScriptedSession({ chainId: 'eip155:1' })]
    let released = 0
    Object.assign(sessions[0]!, { release: () => void released++ })
    const wallet = scriptedConnector({ id: 'a', chain: 'eip155', connect: async () => sessions.shift()! })
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [wallet] })] })
    await modal.ready
    const [first] = sessions
    await modal.connect('a')
    await expect(modal.connect('a')).resolves.toBe(ADDRESS_A)
    expect([released, first!.disconnectCalls]).toEqual([1, 0])
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_A, connectorId: 'a' })
  })

  it("SPEC §8 connecting an unknown connector throws 'No connector found for connection'", async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    await modal.ready
    await expect(modal.connect('nope')).rejects.toThrow('No connector found for connection')
  })

  it('SPEC §9 after connecting, the native balance is read and shown as an exact decimal with its symbol', async () => {
    const plugin = testNamespace('eip155', {
      balance: 1_234_567_000_000_000_000n,
      connectors: [scriptedConnector({ id: 'a', chain: 'eip155', connect: async () => new ScriptedSession({ chainId: 'eip155:10' }) })],
    })
    const { modal } = makeModal({ plugins: [plugin] })
    await modal.ready
    await modal.connect('a')
    await flush()
    expect(plugin.balanceCalls.at(-1)).toEqual({ network: 'eip155:10', address: ADDRESS_A })
    expect(modal.stores.$account.get()).toMatchObject({ balance: '1.234567', balanceSymbol: 'ETH' })
  })
})
