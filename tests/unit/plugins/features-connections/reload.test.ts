// gangway/connections across a reload: the known connections of each namespace are kept in the
// modal's storage (SPEC §3 Connection: connectorId, accounts, recent flag, auth name). A reload is a
// new modal (the real kernel) over the same storage, its wallets discovered again.
import { describe, expect, it } from 'vitest'
import { connections, connectionsOf, forget, switchConnection } from '../../../../plugins/features-connections'
import type { Plugin } from '../../../../kernel/plugin'
import { MemoryStorage } from '../../support/env'
import { eth, makeModal, sol } from '../../support/modal'
import { ADDRESS_A, ADDRESS_B, scriptedConnector, ScriptedSession, testNamespace } from '../../support/namespace'

const KEY = 'known_connections'
const ADDRESS_C = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The embedded wallet's kind of session: named after who signed in. */
class AuthSession extends ScriptedSession {
  readonly walletInfo = { name: 'alice@example.com' }
}

/**
 * One page load: wallets a, b, c (c an e-mail sign-in, 'AUTH') discovered unless left out in
 * `gone`; a wallet that was connected restores its session (SPEC §4 Startup).
 */
function page(storage: MemoryStorage, o: { gone?: string[] } = {}) {
  const sessions = {
    a: new ScriptedSession({ addresses: [ADDRESS_A], chainId: eth.caipNetworkId }),
    b: new ScriptedSession({ addresses: [ADDRESS_B], chainId: eth.caipNetworkId }),
    c: new AuthSession({ addresses: [ADDRESS_C], chainId: eth.caipNetworkId }),
  }
  const wallets = (['a', 'b', 'c'] as const).map((id) =>
    scriptedConnector({ id, name: `Wallet ${id.toUpperCase()}`, chain: 'eip155', type: id === 'c' ? 'AUTH' : 'ANNOUNCED', connect: async () => sessions[id], restore: async () => sessions[id] }),
  )
  const plugins: Plugin[] = [testNamespace('eip155', { connectors: wallets.filter((w) => !o.gone?.includes(w.id)) }), connections()]
  const { modal } = makeModal({ plugins, networks: [eth], storage })
  const known = () => connectionsOf(modal).$known.get().map((k) => ({ id: k.connectorId, status: k.status }))
  return { modal, sessions, wallets, known }
}

/** Connects `ids` in order on a first page, then reloads: the second page, once its startup is done. */
async function reloadAfter(ids: string[], o: { gone?: string[] } = {}) {
  const storage = new MemoryStorage()
  const first = page(storage)
  for (const id of ids) await first.modal.connect(id)
  first.modal.destroy()
  const second = page(storage, o)
  await second.modal.ready
  return { storage, first, second }
}

describe('SPEC §3 known connections survive a reload (gangway/connections)', () => {
  it('SPEC §3 Connection kept per namespace: after a reload the wallet B replaced is listed, disconnected, with its accounts; B itself is restored as the namespace connection', async () => {
    const { second } = await reloadAfter(['a', 'b'])
    expect(second.modal.stores.$account.get()).toMatchObject({ status: 'connected', connectorId: 'b', address: ADDRESS_B })
    expect(second.known()).toEqual([{ id: 'a', status: 'disconnected' }])
    expect(connectionsOf(second.modal).$known.get()[0]).toMatchObject({ accounts: [{ address: ADDRESS_A, type: 'eoa' }], walletInfo: { name: 'Wallet A' } })
    expect(second.wallets[0]!.restoreCalls).toBe(0) // A waits for the person: it is not reconnected on its own
  })

  it('SPEC §4 switching to a stored (disconnected) connection reconnects it through its connector; the one it replaces is kept', async () => {
    const { second } = await reloadAfter(['a', 'b'])
    await switchConnection(second.modal, { connectorId: 'a' })
    expect(second.wallets[0]!.connectCalls).toBe(1)
    expect(second.modal.stores.$account.get()).toMatchObject({ connectorId: 'a', address: ADDRESS_A })
    expect(second.known()).toEqual([{ id: 'b', status: 'active' }])
  })

  it('SPEC §3 recent flag and auth name: the stored list holds each connection most recent first, the first flagged recent, an e-mail sign-in with its auth name', async () => {
    const { storage, second } = await reloadAfter(['c', 'a', 'b'])
    expect(storage.read(KEY)).toEqual({
      eip155: [
        { connectorId: 'a', name: 'Wallet A', accounts: [{ address: ADDRESS_A, type: 'eoa' }], recent: true },
        { connectorId: 'c', name: 'alice@example.com', authName: 'alice@example.com', accounts: [{ address: ADDRESS_C, type: 'eoa' }], recent: false },
      ],
    })
    expect(second.known()).toEqual([
      { id: 'a', status: 'disconnected' },
      { id: 'c', status: 'disconnected' },
    ])
    expect(connectionsOf(second.modal).$known.get()[1]).toMatchObject({ authName: 'alice@example.com', walletInfo: { name: 'alice@example.com' } })
  })

  it('SPEC §8 a stored connection whose wallet never comes back still shows, disconnected; switching to it fails with its error, and it can be removed', async () => {
    const { storage, second } = await reloadAfter(['a', 'b'], { gone: ['a'] })
    expect(second.known()).toEqual([{ id: 'a', status: 'disconnected' }])
    await expect(switchConnection(second.modal, { connectorId: 'a' })).rejects.toThrow('No connector found for connection')
    forget(second.modal, connectionsOf(second.modal).$known.get()[0]!)
    expect(storage.read(KEY)).toEqual({})
    const third = page(storage)
    await third.modal.ready
    expect(third.known()).toEqual([])
  })

  it('disconnect() of every namespace empties the stored list: after a reload nothing is known', async () => {
    const storage = new MemoryStorage()
    const first = page(storage)
    await first.modal.connect('a')
    await first.modal.connect('b')
    await first.modal.disconnect()
    first.modal.destroy()
    const second = page(storage)
    await second.modal.ready
    expect(second.known()).toEqual([])
  })

  it('disconnect() with nothing left connected also forgets what storage kept for a namespace not connected on this page', async () => {
    const storage = new MemoryStorage().seed({ [KEY]: { eip155: [{ connectorId: 'x', name: 'Wallet X', accounts: [{ address: ADDRESS_A, type: 'eoa' }], recent: true }] } })
    const phantom = scriptedConnector({ id: 's', chain: 'solana', connect: async () => new ScriptedSession({ addresses: ['So1ana'], chainId: sol.caipNetworkId }) })
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), testNamespace('solana', { connectors: [phantom] }), connections()], networks: [eth, sol], storage })
    await modal.connect('s', 'solana')
    expect(connectionsOf(modal).$known.get().map((k) => k.connectorId)).toEqual(['x'])
    await modal.disconnect()
    expect(connectionsOf(modal).$known.get()).toEqual([])
    expect(storage.read(KEY)).toEqual({})
  })

  it('the stored list follows the page: a known wallet that ends stays listed; the namespace connection ending hands over, and the one that took over is no longer stored as known', async () => {
    const storage = new MemoryStorage()
    const first = page(storage)
    for (const id of ['a', 'b', 'c']) await first.modal.connect(id)
    first.sessions.a.emit({ type: 'disconnect' })
    expect(first.known()).toEqual([
      { id: 'b', status: 'active' },
      { id: 'a', status: 'disconnected' },
    ])
    first.sessions.c.emit({ type: 'disconnect' }) // b takes over
    expect(first.modal.stores.$account.get().connectorId).toBe('b')
    first.modal.destroy()
    const second = page(storage)
    await second.modal.ready
    expect(second.modal.stores.$account.get().connectorId).toBe('b')
    expect(second.known()).toEqual([{ id: 'a', status: 'disconnected' }])
  })

  it('what storage holds is checked: bad data is ignored, never a crash; an uninstalled namespace is skipped; at most 10 per namespace are read back', async () => {
    const good = (connectorId: string) => ({ connectorId, name: connectorId, accounts: [{ address: ADDRESS_A, type: 'eoa' }], recent: false })
    for (const bad of ['nonsense', 42, null, [], { eip155: 'x' }, { eip155: [null, 7, 'a', { connectorId: 3 }, { connectorId: 'a', accounts: 'x' }, { connectorId: 'a', accounts: [{ address: 1, type: 'eoa' }] }, { connectorId: 'a', accounts: [{ address: ADDRESS_A, type: 'alien' }] }, { connectorId: 'a', accounts: [], name: 5 }, { connectorId: 'a', accounts: [], authName: {} }] }]) {
      const { known, modal } = page(new MemoryStorage().seed({ [KEY]: bad }))
      await modal.ready
      expect(known()).toEqual([])
    }
    const many = Array.from({ length: 15 }, (_, i) => good(`w${i}`))
    const { known, modal } = page(new MemoryStorage().seed({ [KEY]: { eip155: [{ connectorId: 'ok', accounts: [] }, ...many], solana: [good('s')] } }))
    await modal.ready
    expect(known()).toHaveLength(10)
    expect(known()[0]).toEqual({ id: 'ok', status: 'disconnected' })
  })

  it('the stored list is capped at 10 per namespace when written', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ connectorId: `w${i}`, name: `w${i}`, accounts: [{ address: ADDRESS_A, type: 'eoa' }], recent: i === 0 }))
    const storage = new MemoryStorage().seed({ [KEY]: { eip155: many } })
    const { modal } = page(storage)
    await modal.connect('a')
    await modal.connect('b')
    const stored = (storage.read(KEY) as { eip155: Array<{ connectorId: string; recent: boolean }> }).eip155
    expect(stored).toHaveLength(10)
    expect(stored.slice(0, 2)).toMatchObject([
      { connectorId: 'a', recent: true },
      { connectorId: 'w0', recent: false },
    ])
  })
})
