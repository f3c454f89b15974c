// Several chain namespaces in one modal (SPEC §2, §3, §4): one connection per namespace, the
// active namespace stored and restored, switching across namespaces.
import { describe, expect, it } from 'vitest'
import { view } from '../../../kernel/router'
import { MemoryStorage } from '../support/env'
import { eth, makeModal, op, sol } from '../support/modal'
import { ADDRESS_A, flush, scriptedConnector, ScriptedSession, testNamespace } from '../support/namespace'

const SOL_ADDRESS = 'AM9zuUsv1YVAnbyFBJMjXJMg5XXKKkvbtyHtpvmZuuaP'

function twoChains(o: { storage?: MemoryStorage; evmRestore?: () => Promise<ScriptedSession | null>; solRestore?: () => Promise<ScriptedSession | null> } = {}) {
  const evm = new ScriptedSession({ chainId: 'eip155:10' })
  const phantom = new ScriptedSession({ addresses: [SOL_ADDRESS], chainId: sol.caipNetworkId })
  const evmPlugin = testNamespace('eip155', { balance: 5n * 10n ** 18n, connectors: [scriptedConnector({ id: 'mm', name: 'MetaMask', chain: 'eip155', connect: async () => evm, restore: o.evmRestore })] })
  const solPlugin = testNamespace('solana', { balance: 3n * 10n ** 9n, connectors: [scriptedConnector({ id: 'phantom', name: 'Phantom', chain: 'solana', connect: async () => phantom, restore: o.solRestore })] })
  const { modal, storage } = makeModal({ plugins: [evmPlugin, solPlugin], networks: [eth, op, sol], storage: o.storage })
  return { modal, storage, evm, phantom, evmPlugin, solPlugin }
}

describe('multichain: EVM and Solana in one modal', () => {
  it('SPEC §3 connections are kept per namespace: connecting Solana keeps the EVM connection, each with its own balance', async () => {
    const { modal } = twoChains()
    await modal.ready
    await modal.connect('mm')
    await modal.connect('phantom', 'solana')
    await flush()
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ status: 'connected', address: ADDRESS_A, balance: '5', balanceSymbol: 'ETH' })
    expect(modal.stores.$accounts.get().solana).toMatchObject({ status: 'connected', address: SOL_ADDRESS, balance: '3', balanceSymbol: 'SOL' })
    expect(modal.stores.$account.get()).toMatchObject({ namespace: 'solana', address: SOL_ADDRESS })
  })

  it('SPEC §2 connected on EVM, picking a Solana network shows SwitchActiveChain; confirming it makes Solana active and keeps EVM connected', async () => {
    const { modal, evm } = twoChains()
    await modal.ready
    await modal.connect('mm')
    modal.open()
    expect(modal.requestNetworkSwitch(sol)).toBe('view')
    expect(modal.router.current()).toEqual(view('SwitchActiveChain', { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: sol }))
    await modal.switchNetwork(sol)
    expect(modal.stores.$activeNamespace.get()).toBe('solana')
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(modal.stores.$accounts.get().eip155?.status).toBe('connected')
    expect(evm.switchedTo).toEqual([]) // the EVM wallet was not asked anything
  })

  it('SPEC §2 with both namespaces connected, picking the other namespace\'s network shows SwitchNetwork and moves without a wallet prompt', async () => {
    const { modal, evm } = twoChains()
    await modal.ready
    await modal.connect('mm')
    await modal.connect('phantom', 'solana')
    modal.open()
    expect(modal.requestNetworkSwitch(op)).toBe('view')
    expect(modal.router.current().name).toBe('SwitchNetwork')
    await modal.switchNetwork(op)
    expect(modal.stores.$account.get()).toMatchObject({ namespace: 'eip155', address: ADDRESS_A })
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(evm.switchedTo).toEqual([]) // the wallet already is on OP Mainnet
  })

  it('SPEC §4 Network changes: changing the active network stores the network id and its namespace', async () => {
    const { modal, storage } = twoChains()
    await modal.ready
    modal.open({ namespace: 'solana' })
    expect(storage.read('active_caip_network_id')).toBe(sol.caipNetworkId)
    expect(storage.read('active_namespace')).toBe('solana')
    await modal.switchNetwork(op)
    expect(storage.read('active_caip_network_id')).toBe('eip155:10')
    modal.removeNetwork('eip155', 'eip155:10')
    expect(storage.read('active_caip_network_id')).toBe('eip155:1')
    expect(storage.read('active_namespace')).toBe('eip155')
  })

  it('SPEC §4 Startup: the stored active namespace comes back whatever order the wallets restore in', async () => {
    const slowSolana = () => new Promise<ScriptedSession>((resolve) => setTimeout(() => resolve(new ScriptedSession({ addresses: [SOL_ADDRESS], chainId: sol.caipNetworkId })), 20))
    const { modal, storage } = twoChains({
      storage: new MemoryStorage().seed({
        connected_connector_ids: { eip155: 'mm', solana: 'phantom' },
        active_namespace: 'eip155',
        active_caip_network_id: 'eip155:10',
      }),
      evmRestore: async () => new ScriptedSession({ chainId: 'eip155:10' }),
      solRestore: slowSolana,
    })
    await modal.ready
    expect(modal.stores.$accounts.get().solana?.status).toBe('connected')
    expect(modal.stores.$activeNamespace.get()).toBe('eip155')
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(storage.read('active_namespace')).toBe('eip155')
  })

  it("SPEC §4 disconnecting all, where one wallet's sign-out ends both its namespaces (as the embedded wallet's does): the active namespace and network stay stored as they were", async () => {
    const { modal, storage, evm, phantom } = twoChains()
    await modal.ready
    await modal.connect('mm')
    await modal.connect('phantom', 'solana')
    await modal.switchNetwork(op)
    expect(modal.stores.$activeNamespace.get()).toBe('eip155')
    // Ending either session signs the one wallet out: both report their end while the first is ending.
    const signOut = async () => {
      evm.emit({ type: 'disconnect' })
      phantom.emit({ type: 'disconnect' })
    }
    evm.disconnect = signOut
    phantom.disconnect = signOut
    await modal.disconnect()
    expect(modal.stores.$accounts.get().eip155?.status).toBe('disconnected')
    expect(modal.stores.$accounts.get().solana?.status).toBe('disconnected')
    expect(storage.read('active_namespace')).toBe('eip155')
    expect(storage.read('active_caip_network_id')).toBe(op.caipNetworkId)
  })

  it('SPEC §4 disconnecting the Solana connection keeps the EVM one and makes it active', async () => {
    const { modal } = twoChains()
    await modal.ready
    await modal.connect('mm')
    await modal.connect('phantom', 'solana')
    await modal.disconnect({ namespace: 'solana' })
    expect(modal.stores.$account.get()).toMatchObject({ namespace: 'eip155', status: 'connected', address: ADDRESS_A })
    expect(modal.stores.$accounts.get().solana?.status).toBe('disconnected')
  })
})

describe('multi-chain wallets (SPEC §3 connector type MULTI_CHAIN)', () => {
  const phantomBoth = () => {
    const evm = new ScriptedSession({ chainId: 'eip155:1' })
    const phantom = new ScriptedSession({ addresses: [SOL_ADDRESS], chainId: sol.caipNetworkId })
    const rabby = new ScriptedSession({ chainId: 'eip155:1', addresses: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })
    // Phantom announces EVM through EIP-6963 (with rdns) and Solana through Wallet Standard (name only).
    const { modal } = makeModal({
      plugins: [
        testNamespace('eip155', {
          connectors: [
            scriptedConnector({ id: 'app.phantom', name: 'Phantom', rdns: 'app.phantom', chain: 'eip155', connect: async () => evm }),
            scriptedConnector({ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby', chain: 'eip155', connect: async () => rabby }),
          ],
        }),
        testNamespace('solana', { connectors: [scriptedConnector({ id: 'Phantom', name: 'Phantom', chain: 'solana', connect: async () => phantom })] }),
      ],
      networks: [eth, sol],
    })
    return { modal, evm, phantom, rabby }
  }

  it('SPEC §3 a wallet offering EVM (rdns) and Solana (name only) appears once and connecting it connects both', async () => {
    const { modal } = phantomBoth()
    await modal.ready
    const wallets = modal.stores.$wallets.get()
    expect(wallets.map((w) => w.name)).toEqual(['Phantom', 'Rabby'])
    expect(wallets[0]!.connectors.map((c) => c.chain)).toEqual(['eip155', 'solana'])
    await modal.connectWallet(wallets[0]!)
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ status: 'connected', connectorId: 'app.phantom' })
    expect(modal.stores.$accounts.get().solana).toMatchObject({ status: 'connected', address: SOL_ADDRESS })
  })

  it('SPEC §3 picking a multi-chain wallet for Solana while another wallet holds EVM connects Solana only', async () => {
    const { modal, evm } = phantomBoth()
    await modal.ready
    await modal.connect('io.rabby')
    await modal.switchNetwork(sol)
    const phantom = modal.stores.$wallets.get().find((w) => w.name === 'Phantom')!
    await expect(modal.connectWallet(phantom)).resolves.toBe(SOL_ADDRESS)
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ connectorId: 'io.rabby' })
    expect(modal.stores.$activeNamespace.get()).toBe('solana')
    expect(evm.disconnectCalls).toBe(0)
  })
})
