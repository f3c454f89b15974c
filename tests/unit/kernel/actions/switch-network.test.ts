import { describe, expect, it } from 'vitest'
import { eth, makeModal, op, sol } from '../../support/modal'
import { ADDRESS_A, flush, scriptedConnector, ScriptedSession, testNamespace, testNetwork } from '../../support/namespace'

async function setup(o: { evmType?: 'ANNOUNCED' | 'AUTH'; chainId?: `${string}:${string}` } = {}) {
  const evm = new ScriptedSession({ addresses: [ADDRESS_A], chainId: o.chainId ?? 'eip155:1' })
  const phantom = new ScriptedSession({ addresses: ['So1'], chainId: sol.caipNetworkId })
  const { modal, storage } = makeModal({
    plugins: [
      // The auth (e-mail and social) connector serves eip155 and solana (SPEC §1).
      testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', chains: o.evmType === 'AUTH' ? ['solana'] : undefined, type: o.evmType, connect: async () => evm })] }),
      testNamespace('solana', { connectors: [scriptedConnector({ id: 'phantom', chain: 'solana', connect: async () => phantom })] }),
    ],
    networks: [eth, op, sol],
  })
  await modal.ready
  return { modal, storage, evm, phantom }
}

describe('network switching (SPEC §2, §4)', () => {
  it('SPEC §2 picking the network that is already active does nothing', async () => {
    const { modal } = await setup()
    await modal.connect('mm')
    expect(modal.requestNetworkSwitch(eth)).toBe('none')
    expect(modal.router.current().name).toBe('Connect')
  })

  it('SPEC §2 picking a network of the connected namespace shows SwitchNetwork', async () => {
    const { modal } = await setup()
    await modal.connect('mm')
    modal.open()
    expect(modal.requestNetworkSwitch(op)).toBe('view')
    expect(modal.router.current()).toEqual({ name: 'SwitchNetwork', params: { network: op } })
  })

  it('SPEC §2 connected on the current chain but not in the target namespace shows SwitchActiveChain with its fields', async () => {
    const { modal } = await setup()
    await modal.connect('mm')
    modal.open()
    modal.requestNetworkSwitch(sol)
    expect(modal.router.current()).toEqual({
      name: 'SwitchActiveChain',
      params: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: sol },
    })
  })

  it('SPEC §2 with the auth connector and a solana target, SwitchNetwork is shown', async () => {
    const { modal } = await setup({ evmType: 'AUTH' })
    await modal.connect('mm')
    modal.requestNetworkSwitch(sol)
    expect(modal.router.current()).toEqual({ name: 'SwitchNetwork', params: { network: sol } })
  })

  it('SPEC §2 when the switch confirmation is ignored, SwitchNetwork is shown', async () => {
    const { modal } = await setup()
    await modal.connect('mm')
    modal.requestNetworkSwitch(sol, { ignoreSwitchConfirmation: true })
    expect(modal.router.current()).toEqual({ name: 'SwitchNetwork', params: { network: sol } })
  })

  it('SPEC §4 switching asks the connected wallet to follow, then makes the network active and stores its id', async () => {
    const { modal, storage, evm } = await setup()
    await modal.connect('mm')
    const analytics: unknown[] = []
    modal.events.on('analytics', (e) => analytics.push(e))
    await modal.switchNetwork(op)
    expect(evm.switchedTo).toEqual(['eip155:10'])
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(modal.stores.$account.get().caipAddress).toBe(`eip155:10:${ADDRESS_A}`)
    expect(storage.read('active_caip_network_id')).toBe('eip155:10')
    expect(analytics).toEqual([{ event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } }])
  })

  it('SPEC §4 switching with nothing connected changes the active network without a wallet', async () => {
    const { modal, evm } = await setup()
    expect(modal.requestNetworkSwitch(op)).toBe('switched')
    await flush()
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(evm.switchedTo).toEqual([])
  })

  it('SPEC §4 switching goes back on failure and keeps the previous network', async () => {
    const { modal, evm } = await setup()
    await modal.connect('mm')
    modal.open()
    modal.requestNetworkSwitch(op)
    evm.failSwitch = Object.assign(new Error('User rejected'), { code: 4001 })
    await expect(modal.switchNetwork(op)).rejects.toThrow('User rejected')
    expect(modal.router.current().name).toBe('Account')
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
  })

  it('SPEC §4 switching closes the modal when the previous network was not in the list', async () => {
    const { modal, evm } = await setup({ chainId: 'eip155:999' })
    await modal.connect('mm')
    expect(modal.router.current().name).toBe('UnsupportedChain')
    await modal.switchNetwork(op)
    expect(evm.switchedTo).toEqual(['eip155:10'])
    expect(modal.stores.$open.get()).toBe(false)
    expect(modal.stores.$unsupportedChainId.get()).toBeUndefined()
  })

  it("SPEC §8 switching to a network the host does not list fails with 'Network not found'", async () => {
    const { modal } = await setup()
    await expect(modal.switchNetwork(testNetwork('eip155', 137))).rejects.toThrow(/^Network not found$/)
  })

  it("SPEC §8 a wallet that cannot switch fails with 'Chain is not supported'", async () => {
    const session: ScriptedSession & { switchNetwork?: unknown } = new ScriptedSession({ chainId: 'eip155:1' })
    Object.defineProperty(session, 'switchNetwork', { value: undefined })
    const { modal } = makeModal({
      plugins: [testNamespace('eip155', { connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', connect: async () => session })] })],
    })
    await modal.ready
    await modal.connect('mm')
    await expect(modal.switchNetwork(op)).rejects.toThrow(/^Chain is not supported$/)
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
  })
})
