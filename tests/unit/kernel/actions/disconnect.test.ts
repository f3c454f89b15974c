import { describe, expect, it } from 'vitest'
import { eth, makeModal, sol } from '../../support/modal'
import { ADDRESS_A, flush, scriptedConnector, ScriptedSession, testNamespace } from '../../support/namespace'

async function connected(o: { failDisconnect?: boolean } = {}) {
  const session = new ScriptedSession({ addresses: [ADDRESS_A], chainId: 'eip155:1' })
  session.failDisconnect = o.failDisconnect ?? false
  const plugin = testNamespace('eip155', {
    balance: 3n * 10n ** 18n,
    connectors: [scriptedConnector({ id: 'io.metamask', chain: 'eip155', connect: async () => session })],
  })
  const { modal, storage } = makeModal({ plugins: [plugin], options: { logLevel: 'silent' } })
  await modal.ready
  await modal.connect('io.metamask')
  await flush()
  return { modal, storage, session }
}

/** A modal with an EVM wallet ('mm') and a Solana one ('phantom'), neither connected yet. */
function twoWallets() {
  const evm = new ScriptedSession({ chainId: 'eip155:1' })
  const phantom = new ScriptedSession({ addresses: ['So1'], chainId: sol.caipNetworkId })
  const { modal, storage } = makeModal({
    plugins: [
      testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', connect: async () => evm })] }),
      testNamespace('solana', { connectors: [scriptedConnector({ id: 'phantom', chain: 'solana', connect: async () => phantom })] }),
    ],
    networks: [eth, sol],
  })
  return { modal, storage, evm, phantom }
}

describe('disconnect (SPEC §4)', () => {
  it('SPEC §4 disconnecting resets the account: disconnected, no address, balances, profile or connector id', async () => {
    const { modal, session } = await connected()
    expect(modal.stores.$account.get().balance).toBe('3')
    await modal.disconnect()
    expect(session.disconnectCalls).toBe(1)
    const account = modal.stores.$account.get()
    expect(account.status).toBe('disconnected')
    expect(account.address).toBeUndefined()
    expect(account.caipAddress).toBeUndefined()
    expect(account.balance).toBeUndefined()
    expect(account.profileName).toBeUndefined()
    expect(account.connectorId).toBeUndefined()
    expect(modal.session('eip155')).toBeUndefined()
  })

  it('SPEC §3 disconnecting clears the stored connection and remembers the disconnected connector id per namespace', async () => {
    const { modal, storage } = await connected()
    await modal.disconnect()
    expect(storage.read('connected_connector_ids')).toEqual({})
    expect(storage.read('connection_status')).toBe('disconnected')
    expect(storage.read('connected_namespaces')).toEqual([])
    expect(storage.read('disconnected_connector_ids')).toEqual({ eip155: ['io.metamask'] })
    // Recent wallets survive a disconnect.
    expect(storage.read('recent_wallets')).toEqual(['io.metamask'])
  })

  it('SPEC §3 connecting again removes the connector id from the disconnected list', async () => {
    const { modal, storage } = await connected()
    await modal.disconnect()
    await modal.connect('io.metamask')
    expect(storage.read('disconnected_connector_ids')).toEqual({ eip155: [] })
  })

  it("SPEC §8 a wallet that fails to disconnect gives 'Failed to disconnect', and the account is reset anyway", async () => {
    const { modal, storage } = await connected({ failDisconnect: true })
    await expect(modal.disconnect()).rejects.toThrow(/^Failed to disconnect$/)
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(storage.read('connected_connector_ids')).toEqual({})
  })

  it('SPEC §4 disconnecting one namespace leaves the other connected and makes it the active chain', async () => {
    const { modal, phantom } = twoWallets()
    await modal.ready
    await modal.connect('phantom')
    await modal.connect('mm')
    expect(modal.stores.$activeNamespace.get()).toBe('eip155')
    await modal.disconnect({ namespace: 'eip155' })
    expect(modal.stores.$accounts.get().solana).toMatchObject({ status: 'connected', address: 'So1' })
    expect(modal.stores.$activeNamespace.get()).toBe('solana')
    expect(phantom.disconnectCalls).toBe(0)
  })

  it('SPEC §4 disconnect without a namespace disconnects every namespace', async () => {
    const { modal, storage, evm, phantom } = twoWallets()
    await modal.ready
    await modal.connect('mm')
    await modal.connect('phantom')
    await modal.disconnect()
    expect(evm.disconnectCalls).toBe(1)
    expect(phantom.disconnectCalls).toBe(1)
    expect(modal.stores.$accounts.get().eip155?.status).toBe('disconnected')
    expect(modal.stores.$accounts.get().solana?.status).toBe('disconnected')
    expect(storage.read('connection_status')).toBe('disconnected')
  })

  it.each([
    ['the active one connected first', ['mm', 'phantom']],
    ['the active one connected last', ['phantom', 'mm']],
  ])('SPEC §4 disconnecting every namespace keeps the active network (%s): no other namespace is made active on the way', async (_, order) => {
    const { modal } = twoWallets()
    await modal.ready
    for (const id of order) await modal.connect(id)
    await modal.switchNetwork(eth)
    expect(modal.stores.$activeNamespace.get()).toBe('eip155')
    const seen: (string | undefined)[] = []
    const stop = modal.stores.$activeNamespace.listen((ns) => seen.push(ns))
    await modal.disconnect()
    stop()
    expect(seen).toEqual([])
    expect(modal.stores.$activeNetwork.get()?.caipNetworkId).toBe(eth.caipNetworkId)
    expect(modal.stores.$accounts.get().solana?.status).toBe('disconnected')
  })
})
