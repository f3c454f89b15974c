import type { WritableAtom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import type { ModalOptions } from '../../../../kernel/options'
import { view, type ViewEntry } from '../../../../kernel/router'
import { eth, makeModal, sol } from '../../support/modal'
import { testFeature } from '../../support/feature'
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

  // What WalletConnect does: serve the basic connect view by role.
  const basicView = () => testFeature({ id: 'basic', views: ['BasicConnect'], roles: { manualConnect: 'BasicConnect' } })

  it('SPEC §2 with manual control, AllWallets is shown on mobile', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), basicView()], options: { manualWCControl: true }, isMobile: true })
    modal.open()
    expect(names(modal.stores.$stack.get())).toEqual(['AllWallets'])
  })

  it('SPEC §2 with manual control, the basic WalletConnect view (the manual-connect role) is shown on desktop', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), basicView()], options: { manualWCControl: true }, isMobile: false })
    modal.open({ view: view('Networks') })
    expect(names(modal.stores.$stack.get())).toEqual(['BasicConnect'])
  })

  it('SPEC §2 manual control with no plugin serving the basic view is an error at createModal naming the plugin, never a blank modal', () => {
    expect(() => makeModal({ plugins: [testNamespace('eip155')], options: { manualWCControl: true } })).toThrow(
      /^Invalid Gangway options: manualWCControl: no installed plugin serves the manual-connect view; install walletConnect\(\) from gangway\/walletconnect$/,
    )
  })

  it('SPEC §2 with no adapters and no address, AllWallets is shown on mobile and the basic WalletConnect view on desktop', async () => {
    for (const isMobile of [true, false]) {
      const { modal } = makeModal({ plugins: [testNamespace('eip155'), basicView()], isMobile })
      await modal.ready
      await modal.removeAdapter('eip155')
      expect(modal.namespaces.size).toBe(0)
      modal.open()
      expect(modal.router.current().name).toBe(isMobile ? 'AllWallets' : 'BasicConnect')
    }
  })

  it('SPEC §2 otherwise an explicitly requested view is shown', async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    modal.open({ view: view('Networks') })
    expect(names(modal.stores.$stack.get())).toEqual(['Networks'])
    expect(modal.stores.$open.get()).toBe(true)
  })

  it("a requested view may be named by a plain string, as AppKit's open({ view: 'Account' }), for views without params", async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    modal.open({ view: 'Networks' })
    expect(modal.stores.$stack.get()).toEqual([{ name: 'Networks', params: undefined }])
    expect(() => modal.open({ view: 'SignIn' as 'Networks' })).toThrow(/view: SignIn is not served by any installed plugin/)
    // @ts-expect-error a view with params is opened with view(name, params)
    const withParams: Parameters<typeof modal.open>[0] = { view: 'SwitchNetwork' }
    expect(withParams).toBeDefined()
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

  // A sign-in feature's guard, as SPEC §2 asks: closing is disabled in its sign-in view while sign-in is required.
  const signIn = testFeature({ id: 'signIn', views: ['SignIn'] })
  const signInView = { name: 'SignIn', params: undefined } as unknown as ViewEntry

  it('SPEC §2 closing is disabled in the sign-in views when sign-in is required (a close guard)', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), signIn] })
    let required = true
    modal.guardClose(() => required && (modal.router.current().name as string) === 'SignIn')
    modal.open({ view: signInView })
    expect(modal.canClose()).toBe(false)
    expect(modal.close()).toBe(false)
    expect(modal.stores.$open.get()).toBe(true)
    // Back at the root of the stack would close: it is blocked too.
    modal.router.goBack()
    expect(modal.stores.$open.get()).toBe(true)
    expect(modal.router.current().name).toBe('SignIn')
    required = false
    expect(modal.close()).toBe(true)
  })

  it('SPEC §2 closing is allowed elsewhere while sign-in is required, and always once the guard is removed', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), signIn] })
    const stop = modal.guardClose(() => (modal.router.current().name as string) === 'SignIn')
    modal.open({ view: view('Account') })
    expect(modal.close()).toBe(true)
    modal.open({ view: signInView })
    expect(modal.close()).toBe(false)
    stop()
    expect(modal.close()).toBe(true)
    expect(modal.stores.$open.get()).toBe(false)
  })

  it('a view no installed plugin serves is refused by open(), naming it, and the modal stays as it was', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    expect(() => modal.open({ view: signInView })).toThrow(/view: SignIn is not served by any installed plugin/)
    expect(modal.stores.$open.get()).toBe(false)
  })

  // A feature serving views, switchable by the host and by remote config (SPEC §9, §7), as Swaps is.
  const swapLike = () => testFeature({ id: 'swaps', remoteFlag: 'swaps', views: ['Swap'] })
  const swapView = { name: 'Swap', params: undefined } as unknown as ViewEntry

  it('SPEC §2 views of a disabled feature: open() refuses a view of a feature the host switched off, as it refuses an unknown view, saying so; the modal stays closed', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), swapLike()], options: { features: { swaps: false } } })
    expect(() => modal.open({ view: swapView })).toThrow(/Invalid Gangway options: view: Swap is of a feature switched off/)
    expect(modal.stores.$open.get()).toBe(false)
    expect(names(modal.stores.$stack.get())).toEqual(['Connect'])
  })

  it('SPEC §2 views of a disabled feature: a feature the remote config switches off (SPEC §7) has its views refused by open() from then on', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), swapLike()] })
    modal.open({ view: swapView })
    expect(names(modal.stores.$stack.get())).toEqual(['Swap'])
    modal.close()
    // What the project's remote config does when it arrives (kernel/api/project.ts).
    ;(modal.stores.$remoteFeatures as WritableAtom<ModalOptions['remoteFeatures']>).set({ ...modal.stores.$remoteFeatures.get(), swaps: false })
    expect(() => modal.open({ view: swapView })).toThrow(/view: Swap is of a feature switched off/)
    expect(modal.stores.$open.get()).toBe(false)
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
