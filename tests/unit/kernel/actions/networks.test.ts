import { describe, expect, it } from 'vitest'
import { eth, makeModal, op, sol } from '../../support/modal'
import { scriptedConnector, ScriptedSession, testNamespace, testNetwork } from '../../support/namespace'

const base = testNetwork('eip155', 8453, 'Base')
const devnet = testNetwork('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet')

describe('adding and removing networks (SPEC §4 network changes, §5)', () => {
  it('SPEC §4 adding a network updates the requested list', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    modal.addNetwork('eip155', base)
    expect(modal.stores.$networks.get().map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:10', 'eip155:8453'])
    modal.addNetwork('eip155', base)
    expect(modal.stores.$networks.get()).toHaveLength(3)
  })

  it("SPEC §5 addNetwork needs an adapter for the namespace ('Adapter for namespace {ns} doesn't exist')", () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    expect(() => modal.addNetwork('solana', sol)).toThrow(/^Adapter for namespace solana doesn't exist$/)
    expect(modal.stores.$networks.get()).toHaveLength(2)
  })

  it("SPEC §5 removeNetwork needs an adapter for the namespace ('Adapter for namespace {ns} doesn't exist')", () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    expect(() => modal.removeNetwork('cosmos', 'cosmos:cosmoshub-4')).toThrow(/^Adapter for namespace cosmos doesn't exist$/)
  })

  it("SPEC §5 createModal with a network whose namespace has no plugin fails with 'Adapter for namespace {ns} doesn't exist'", () => {
    expect(() => makeModal({ plugins: [testNamespace('eip155')], networks: [eth, sol] })).toThrow(/^Adapter for namespace solana doesn't exist$/)
  })

  it('SPEC §4 removing a network updates the requested list; removing an inactive one keeps the active network', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')], networks: [eth, op, base] })
    modal.removeNetwork('eip155', 'eip155:10')
    expect(modal.stores.$networks.get()).toEqual([eth, base])
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
  })

  it('SPEC §4 removing the active network switches to the first remaining one', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')], networks: [eth, op, base] })
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
    modal.removeNetwork('eip155', 'eip155:1')
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(modal.stores.$networks.get()).toEqual([op, base])
  })

  it('SPEC §4 removing the last network of a namespace filters that namespace out of the wallet list', async () => {
    const { modal } = makeModal({
      plugins: [
        testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', name: 'MetaMask', chain: 'eip155' })] }),
        testNamespace('solana', { connectors: [scriptedConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' })] }),
      ],
      networks: [eth, sol, devnet],
    })
    expect(modal.stores.$wallets.get().map((w) => w.id)).toEqual(['mm', 'phantom'])
    modal.removeNetwork('solana', sol.caipNetworkId)
    expect(modal.stores.$wallets.get().map((w) => w.id)).toEqual(['mm', 'phantom'])
    modal.removeNetwork('solana', devnet.caipNetworkId)
    expect(modal.stores.$wallets.get().map((w) => w.id)).toEqual(['mm'])
  })

  it("SPEC §4 removing the adapter of the active chain switches to another chain's first network", async () => {
    const session = new ScriptedSession({ chainId: 'eip155:10' })
    const { modal } = makeModal({
      plugins: [
        testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', connect: async () => session })] }),
        testNamespace('solana'),
      ],
      networks: [eth, op, sol, devnet],
    })
    await modal.ready
    await modal.connect('mm')
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    await modal.removeAdapter('eip155')
    expect(modal.stores.$activeNamespace.get()).toBe('solana')
    expect(modal.stores.$activeNetwork.get()).toBe(sol)
    expect(modal.stores.$networks.get()).toEqual([sol, devnet])
    expect(modal.namespaces.has('eip155')).toBe(false)
    // Its wallet is disconnected and no longer listed.
    expect(session.disconnectCalls).toBe(1)
    expect(modal.stores.$accounts.get().eip155?.status).toBe('disconnected')
    expect(modal.stores.$wallets.get().some((w) => w.id === 'mm')).toBe(false)
  })

  it('SPEC §4 removing the adapter of an inactive chain keeps the active network', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), testNamespace('solana')], networks: [eth, sol] })
    await modal.removeAdapter('solana')
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
    expect(() => modal.addNetwork('solana', sol)).toThrow("Adapter for namespace solana doesn't exist")
  })
})
