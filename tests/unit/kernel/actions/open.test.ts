import { describe, expect, it } from 'vitest'
import { canClose, closeModal, openModal } from '../../../../kernel/actions/open'
import { createKernel } from '../../../../kernel/kernel'
import { view, type ViewEntry } from '../../../../kernel/router'
import { testEnv } from '../../support/env'
import { eth, makeModal, sol } from '../../support/modal'
import { scriptedConnector, ScriptedSession, testNamespace } from '../../support/namespace'

const names = (stack: readonly ViewEntry[]) => stack.map((entry) => entry.name)

const evmWallet = () => scriptedConnector({ id: 'mm', chain: 'eip155', connect: async () => new ScriptedSession({ chainId: 'eip155:1' }) })
const solWallet = () =>
  scriptedConnector({ id: 'phantom', chain: 'solana', connect: async () => new ScriptedSession({ addresses: ['So1'], chainId: sol.caipNetworkId }) })

describe('SPEC §2 opening the modal (createModal)', () => {
  it('SPEC §2 if a namespace is requested that differs from the active chain, the network is switched first', async () => {
    const { modal } = makeModal({
      plugins: [testNamespace('eip155', { connectors: [evmWallet()] }), testNamespace('solana', { connectors: [solWallet()] })],
      networks: [eth, sol],
    })
    await modal.ready
    await modal.connect('phantom')
    await modal.switchNetwork(eth)
    expect(modal.stores.$activeNamespace.get()).toBe('eip155')
    // Connected on solana only: the view decision is taken after the switch, so it shows Account.
    modal.open({ namespace: 'solana' })
    expect(modal.stores.$activeNamespace.get()).toBe('solana')
    expect(modal.stores.$activeNetwork.get()).toBe(sol)
    expect(names(modal.stores.$stack.get())).toEqual(['Account'])
  })

  it('SPEC §2 with manual control, AllWallets is shown on mobile', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')], options: { manualWCControl: true }, isMobile: true })
    modal.open()
    expect(names(modal.stores.$stack.get())).toEqual(['AllWallets'])
  })

  it('SPEC §2 with manual control, the basic WalletConnect view is shown on desktop', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')], options: { manualWCControl: true }, isMobile: false })
    modal.open({ view: view('Networks') })
    expect(names(modal.stores.$stack.get())).toEqual(['ConnectingWalletConnectBasic'])
  })

  it('SPEC §2 with no adapters and no address, AllWallets is shown on mobile and the basic WalletConnect view on desktop', async () => {
    for (const isMobile of [true, false]) {
      const { modal } = makeModal({ plugins: [testNamespace('eip155')], isMobile })
      await modal.ready
      await modal.removeAdapter('eip155')
      expect(modal.namespaces.size).toBe(0)
      modal.open()
      expect(modal.router.current().name).toBe(isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic')
    }
  })

  it('SPEC §2 otherwise an explicitly requested view is shown', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    modal.open({ view: view('Networks') })
    expect(names(modal.stores.$stack.get())).toEqual(['Networks'])
    expect(modal.stores.$open.get()).toBe(true)
  })

  it('SPEC §2 else Account is shown when connected', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [evmWallet()] })] })
    await modal.ready
    await modal.connect('mm')
    modal.open()
    expect(names(modal.stores.$stack.get())).toEqual(['Account'])
  })

  it('SPEC §2 else Connect is shown', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    const events: boolean[] = []
    modal.events.on('modal', (e) => events.push(e.open))
    modal.open()
    expect(names(modal.stores.$stack.get())).toEqual(['Connect'])
    expect(modal.stores.$open.get()).toBe(true)
    expect(events).toEqual([true])
  })
})

describe('SPEC §2 other navigation rules (createModal)', () => {
  it('SPEC §2 closing resets the stack to Connect', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    const events: boolean[] = []
    modal.events.on('modal', (e) => events.push(e.open))
    modal.open({ view: view('Networks') })
    modal.router.push(view('AllWallets'))
    expect(modal.close()).toBe(true)
    expect(modal.stores.$open.get()).toBe(false)
    expect(names(modal.stores.$stack.get())).toEqual(['Connect'])
    expect(events).toEqual([true, false])
  })

  it('SPEC §2 Back pops the history; at the root it closes the modal', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    modal.open()
    modal.router.push(view('AllWallets'))
    modal.router.goBack()
    expect(names(modal.stores.$stack.get())).toEqual(['Connect'])
    expect(modal.stores.$open.get()).toBe(true)
    modal.router.goBack()
    expect(modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §2 when connected, going back to Connect shows Account', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { connectors: [evmWallet()] })] })
    await modal.ready
    modal.open()
    modal.router.push(view('AllWallets'))
    await modal.connect('mm')
    modal.router.goBack()
    expect(names(modal.stores.$stack.get())).toEqual(['Account'])
    expect(modal.stores.$open.get()).toBe(true)
  })

  it('SPEC §2 closing is disabled in the sign-in views when sign-in is required (kernel.$signInRequired + SIWXSignMessage)', () => {
    const k = createKernel({ projectId: 'p', plugins: [testNamespace('eip155')], networks: [eth] }, testEnv())
    openModal(k, { view: view('SIWXSignMessage') })
    k.$signInRequired.set(true)
    expect(canClose(k)).toBe(false)
    expect(closeModal(k)).toBe(false)
    expect(k.$open.get()).toBe(true)
    // Back at the root of the stack would close: it is blocked too.
    k.router.goBack()
    expect(k.$open.get()).toBe(true)
    expect(k.router.current().name).toBe('SIWXSignMessage')
  })

  it('SPEC §2 closing is allowed in the sign-in view when sign-in is not required, and elsewhere when it is', () => {
    const k = createKernel({ projectId: 'p', plugins: [testNamespace('eip155')], networks: [eth] }, testEnv())
    openModal(k, { view: view('SIWXSignMessage') })
    expect(closeModal(k)).toBe(true)
    expect(k.$open.get()).toBe(false)
    k.$signInRequired.set(true)
    openModal(k, { view: view('Account') })
    expect(closeModal(k)).toBe(true)
    expect(k.$open.get()).toBe(false)
  })

  it('SPEC §2 opening an already open modal does not announce a second open', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    const events: boolean[] = []
    modal.events.on('modal', (e) => events.push(e.open))
    modal.open()
    modal.open({ view: view('Networks') })
    expect(events).toEqual([true])
    expect(names(modal.stores.$stack.get())).toEqual(['Networks'])
  })
})
