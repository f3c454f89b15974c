// gangway/connections against the real kernel (createModal) and scripted wallets: the known
// connections of a namespace (SPEC §3), their status and the switch among them (SPEC §4).
import { describe, expect, it } from 'vitest'
import { bip122 } from '../../../../plugins/bip122'
import { connections, connectionsOf, switchConnection } from '../../../../plugins/features-connections'
import type { Account, Plugin } from '../../../../kernel/plugin'
import { eth, makeModal } from '../../support/modal'
import { ADDRESS_A, ADDRESS_B, flush, scriptedConnector, ScriptedSession, testNamespace, testNetwork } from '../../support/namespace'

/** Two EVM wallets, A and B, each with its own session; with the connections plugin unless told. */
function twoWallets(o: { plugin?: boolean } = {}) {
  const a = new ScriptedSession({ addresses: [ADDRESS_A], chainId: eth.caipNetworkId })
  const b = new ScriptedSession({ addresses: [ADDRESS_B], chainId: eth.caipNetworkId })
  let bConnect = async () => b
  const walletA = scriptedConnector({ id: 'a', name: 'Wallet A', chain: 'eip155', connect: async () => a })
  const walletB = scriptedConnector({ id: 'b', name: 'Wallet B', chain: 'eip155', connect: () => bConnect() })
  const plugins: Plugin[] = [testNamespace('eip155', { connectors: [walletA, walletB] })]
  if (o.plugin ?? true) plugins.push(connections())
  const { modal } = makeModal({ plugins, networks: [eth] })
  const known = () => connectionsOf(modal).$known.get().map((k) => ({ id: k.connectorId, status: k.status }))
  return { modal, a, b, walletA, walletB, known, holdB: (next: () => Promise<ScriptedSession>) => (bConnect = next) }
}

describe('gangway/connections: several wallets in one namespace', () => {
  it('without the plugin, connecting another wallet ends the first (one connection per namespace)', async () => {
    const { modal, a } = twoWallets({ plugin: false })
    await modal.connect('a')
    await modal.connect('b')
    expect(a.disconnectCalls).toBe(1)
  })

  it('SPEC §3 connections are kept per namespace: connecting wallet B keeps wallet A live, as a known connection with status active', async () => {
    const { modal, a, known } = twoWallets()
    await modal.connect('a')
    await modal.connect('b')
    expect(modal.stores.$account.get()).toMatchObject({ address: ADDRESS_B, connectorId: 'b', status: 'connected' })
    expect(a.disconnectCalls).toBe(0)
    expect(known()).toEqual([{ id: 'a', status: 'active' }])
  })

  it('SPEC §4 switching to an active connection re-activates it: its account is the active one, the replaced one is known, the host hears accountChanged', async () => {
    const { modal, b, known } = twoWallets()
    await modal.connect('a')
    await modal.connect('b')
    const changed: string[] = []
    modal.events.on('accountChanged', (e) => changed.push(e.address))
    await switchConnection(modal, { connectorId: 'a' })
    expect(modal.stores.$account.get()).toMatchObject({ address: ADDRESS_A, connectorId: 'a', walletInfo: { name: 'Wallet A' } })
    expect(known()).toEqual([{ id: 'b', status: 'active' }])
    expect(b.disconnectCalls).toBe(0)
    expect(changed).toEqual([ADDRESS_A])
  })

  it('SPEC §4 switching to the connected one leaves it as it is', async () => {
    const { modal, walletA } = twoWallets()
    await modal.connect('a')
    await switchConnection(modal, { connectorId: 'a' })
    expect(walletA.connectCalls).toBe(1)
    expect(modal.stores.$account.get().address).toBe(ADDRESS_A)
  })

  it('SPEC §4 a known connection the wallet ended shows as disconnected; switching to it reconnects it through its connector', async () => {
    const { modal, a, walletA, known } = twoWallets()
    await modal.connect('a')
    await modal.connect('b')
    a.emit({ type: 'disconnect' })
    expect(known()).toEqual([{ id: 'a', status: 'disconnected' }])
    expect(modal.stores.$account.get().address).toBe(ADDRESS_B) // the namespace's own connection is untouched
    await switchConnection(modal, { connectorId: 'a' })
    expect(walletA.connectCalls).toBe(2)
    expect(modal.stores.$account.get()).toMatchObject({ address: ADDRESS_A, connectorId: 'a' })
    expect(known()).toEqual([{ id: 'b', status: 'active' }])
  })

  it("SPEC §4 any other status is an error: 'Invalid connection status' while the namespace is connecting", async () => {
    const { modal, holdB } = twoWallets()
    await modal.connect('a')
    holdB(() => new Promise(() => {}))
    void modal.connect('b')
    await flush()
    expect(modal.stores.$account.get().status).toBe('connecting')
    await expect(switchConnection(modal, { connectorId: 'a' })).rejects.toThrow('Invalid connection status')
  })

  it("SPEC §8 a connection nobody knows: 'No connector found for connection'", async () => {
    const { modal } = twoWallets()
    await modal.connect('a')
    await expect(switchConnection(modal, { connectorId: 'nope' })).rejects.toThrow('No connector found for connection')
  })

  it('when the namespace connection ends (the wallet or the person), the most recent live one takes over, with no disconnect event', async () => {
    const { modal, a, b, known } = twoWallets()
    await modal.connect('a')
    await modal.connect('b')
    const disconnects: string[] = []
    modal.events.on('disconnect', (e) => disconnects.push(e.namespace))
    b.emit({ type: 'disconnect' })
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_A, connectorId: 'a' })
    expect(known()).toEqual([])
    await modal.disconnect({ namespace: 'eip155' })
    expect(a.disconnectCalls).toBe(1)
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(disconnects).toEqual(['eip155'])
  })

  it('SPEC §4 the namespace connection ends and the most recent live one takes over, also when its wallet reports the end while being disconnected (as a WalletConnect session does)', async () => {
    const { modal, a, b, known } = twoWallets()
    await modal.connect('a')
    await modal.connect('b')
    const disconnect = b.disconnect.bind(b)
    b.disconnect = async () => (await disconnect(), b.emit({ type: 'disconnect' }))
    const disconnects: string[] = []
    modal.events.on('disconnect', (e) => disconnects.push(e.namespace))
    await modal.disconnect({ namespace: 'eip155' })
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_A, connectorId: 'a' })
    expect([a.disconnectCalls, disconnects, known()]).toEqual([0, [], []])
  })

  it('disconnect() of every namespace ends the known connections too', async () => {
    const { modal, a, b, known } = twoWallets()
    await modal.connect('a')
    await modal.connect('b')
    await modal.disconnect()
    expect([a.disconnectCalls, b.disconnectCalls]).toEqual([1, 1])
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(known()).toEqual([])
  })

  it('the same wallet connected again is the namespace connection, not also a known one', async () => {
    const { modal, known } = twoWallets()
    await modal.connect('a')
    await modal.connect('b')
    await modal.connect('a')
    expect(known()).toEqual([{ id: 'b', status: 'active' }])
  })

  it('a known connection follows what its wallet reports while it waits (its accounts)', async () => {
    const { modal, a } = twoWallets()
    await modal.connect('a')
    await modal.connect('b')
    a.emit({ type: 'accounts', accounts: [{ address: ADDRESS_B, type: 'eoa' }] })
    expect(connectionsOf(modal).$known.get()[0]?.accounts).toEqual([{ address: ADDRESS_B, type: 'eoa' }])
    expect(modal.stores.$account.get().connectorId).toBe('b')
  })
})

describe('gangway/connections: Bitcoin', () => {
  const btc = testNetwork('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin')
  // As the Bitcoin plugin types them: the taproot (ordinals) account is not a payment one.
  const accounts: Account[] = [
    { address: 'bc1qpayment', type: 'payment' },
    { address: 'bc1pordinals', type: 'eoa' },
  ]
  function bitcoinWallets() {
    const x = new ScriptedSession({ chainId: btc.caipNetworkId })
    x.accounts = [...accounts]
    const y = new ScriptedSession({ addresses: ['bc1qother'], chainId: btc.caipNetworkId })
    y.accounts = [{ address: 'bc1qother', type: 'payment' }]
    // The switch rule comes from the real Bitcoin plugin's declaration.
    const namespace = {
      ...testNamespace('bip122', { defaultAccountType: 'payment', connectors: [scriptedConnector({ id: 'x', chain: 'bip122', connect: async () => x }), scriptedConnector({ id: 'y', chain: 'bip122', connect: async () => y })] }),
      switchAccountType: bip122().switchAccountType,
    }
    return makeModal({ plugins: [namespace, connections()], networks: [btc] }).modal
  }

  it("SPEC §4 Bitcoin switching needs an address: 'Address parameter is required for switching bip122 connection'", async () => {
    const modal = bitcoinWallets()
    await modal.connect('x', 'bip122')
    await modal.connect('y', 'bip122')
    await expect(switchConnection(modal, { connectorId: 'x', namespace: 'bip122' })).rejects.toThrow('Address parameter is required for switching bip122 connection')
  })

  it("SPEC §4 Bitcoin switching only to payment accounts: 'Switching to non-payment accounts is not allowed for bip122'; to the payment one it switches", async () => {
    const modal = bitcoinWallets()
    await modal.connect('x', 'bip122')
    await modal.connect('y', 'bip122')
    await expect(switchConnection(modal, { connectorId: 'x', namespace: 'bip122', address: 'bc1pordinals' })).rejects.toThrow('Switching to non-payment accounts is not allowed for bip122')
    expect(modal.stores.$account.get().address).toBe('bc1qother')
    await switchConnection(modal, { connectorId: 'x', namespace: 'bip122', address: 'bc1qpayment' })
    expect(modal.stores.$account.get()).toMatchObject({ address: 'bc1qpayment', connectorId: 'x' })
  })
})
