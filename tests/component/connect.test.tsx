// The Connect view on a real kernel (happy-dom): SPEC §2's connect method order with sections that
// feature plugins bring, the host's terms and privacy links, the legal checkbox and collapseWallets.
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createModal, type Modal, type ModalOptionsInput } from '../../kernel'
import type { Connector, ConnectorRegistry } from '../../kernel/plugin'
import { GangwayProvider } from '../../ui'
import { testEnv } from '../unit/support/env'
import { testFeature } from '../unit/support/feature'
import { eth } from '../unit/support/modal'
import { scriptedConnector, testNamespace } from '../unit/support/namespace'

/** A feature bringing an e-mail section to Connect, as the embedded wallet does. */
const emailFeature = (serves?: string[]) =>
  testFeature({
    id: 'email',
    requires: serves && { namespaces: serves },
    views: ['EmailSection'],
    entries: [{ slot: 'connect', method: 'email', view: 'EmailSection', label: 'E-mail' }],
    module: {
      views: {
        EmailSection: () => (
          <form aria-label="E-mail login">
            <input aria-label="E-mail" />
            <button type="submit">Continue</button>
          </form>
        ),
      },
    },
  })

const installed = () => scriptedConnector({ id: 'io.metamask', name: 'MetaMask', chain: 'eip155', type: 'ANNOUNCED' })
const external = () => scriptedConnector({ id: 'ext', name: 'External Wallet', chain: 'eip155', type: 'EXTERNAL' })

let modal: Modal | undefined
let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  modal?.destroy()
  modal = unmount = undefined
})

function open(o: { connectors?: Connector[]; email?: boolean; emailServes?: string[]; options?: Partial<ModalOptionsInput> } = {}) {
  const plugins = [testNamespace('eip155', { connectors: o.connectors ?? [installed()] }), ...(o.email ? [emailFeature(o.emailServes)] : [])]
  modal = createModal({ projectId: 'test', plugins, networks: [eth], ...o.options }, testEnv())
  const view = render(<GangwayProvider modal={modal} />)
  unmount = () => act(() => view.unmount())
  act(() => modal!.open())
  return within(document.querySelector('gangway-modal')!.shadowRoot as unknown as HTMLElement)
}

/** The connect methods in the order they show. */
const methodOrder = (screen: ReturnType<typeof open>) => [...screen.getByTestId('connect-methods').children].map((el) => el.getAttribute('data-method'))

describe('SPEC §2 connect method order', () => {
  it('SPEC §2 the default order is email, social, wallet: with no installed wallet the e-mail section comes first', async () => {
    const screen = open({ email: true, connectors: [external()] })
    await screen.findByRole('form', { name: 'E-mail login' })
    expect(methodOrder(screen)).toEqual(['email', 'wallet'])
  })

  it('SPEC §2 the order is wallet, email, social when injected wallets exist', async () => {
    const screen = open({ email: true })
    await screen.findByRole('form', { name: 'E-mail login' })
    expect(methodOrder(screen)).toEqual(['wallet', 'email'])
  })

  it('SPEC §2 the host may set the order (features.connectMethodsOrder)', async () => {
    const screen = open({ email: true, options: { features: { connectMethodsOrder: ['email', 'wallet'] } } })
    await screen.findByRole('form', { name: 'E-mail login' })
    expect(methodOrder(screen)).toEqual(['email', 'wallet'])
  })

  it('SPEC §1 a section whose feature serves other namespaces (requires.namespaces, as the embedded wallet: eip155 and solana) does not show', async () => {
    const screen = open({ email: true, emailServes: ['solana'] })
    expect(screen.queryByRole('form', { name: 'E-mail login' })).toBeNull()
    expect(methodOrder(screen)).toEqual(['wallet'])
  })

  it('a feature switched off (features.<id>: false) brings no section', async () => {
    const screen = open({ email: true, options: { features: { email: false } as never } })
    expect(screen.queryByRole('form', { name: 'E-mail login' })).toBeNull()
    expect(methodOrder(screen)).toEqual(['wallet'])
  })
})

describe('issue 15: the first open', () => {
  it('WCAG 4.1.3 the live region is in the page in the first open’s own render, before anything has loaded', () => {
    // No await: what the open's first frame shows (open() returns right after the open's render).
    const screen = open()
    expect(screen.getByTestId('wallet-list').textContent).toContain('MetaMask')
    expect(screen.queryByTestId('announcer')?.getAttribute('aria-live')).toBe('polite')
  })

  it('WCAG 4.1.3, issue 16 (every text in the language shown): after a language change the live region says its message in the new language', async () => {
    const screen = open()
    await act(() => modal!.connect('io.metamask', 'eip155'))
    const region = screen.getByTestId('announcer')
    await waitFor(() => expect(region.textContent).toMatch(/^Connected: /))
    const who = region.textContent!.slice('Connected: '.length)
    await act(() => modal!.setLocale('de'))
    expect(region.textContent).toBe(`Verbunden: ${who}`)
  })
})

describe('issue 15: what a change on Connect draws again', () => {
  it('SPEC §2 a wallet found while Connect shows joins the list, and a plugin’s section beside it is not drawn again', async () => {
    let registry: ConnectorRegistry | undefined
    let drawn = 0
    const section = testFeature({
      id: 'email',
      views: ['EmailSection'],
      entries: [{ slot: 'connect', method: 'email', view: 'EmailSection', label: 'E-mail' }],
      start: (_api, r) => void (registry = r),
      module: { views: { EmailSection: () => (drawn++, <form aria-label="E-mail login" />) } },
    })
    modal = createModal({ projectId: 'test', plugins: [testNamespace('eip155', { connectors: [installed()] }), section], networks: [eth] }, testEnv())
    const view = render(<GangwayProvider modal={modal} />)
    unmount = () => act(() => view.unmount())
    act(() => modal!.open())
    const screen = within(document.querySelector('gangway-modal')!.shadowRoot as unknown as HTMLElement)
    await screen.findByRole('form', { name: 'E-mail login' })
    const before = drawn
    act(() => registry!.add(external()))
    expect(screen.getByTestId('wallet-list').textContent).toContain('External Wallet')
    expect(drawn).toBe(before)
  })
})

describe('SPEC §3 terms and privacy on Connect', () => {
  it('SPEC §3 termsConditionsUrl and privacyPolicyUrl show as links under the ways in', async () => {
    const screen = open({ options: { termsConditionsUrl: 'http://127.0.0.1:5173/terms', privacyPolicyUrl: 'http://127.0.0.1:5173/privacy' } })
    expect(await screen.findByText(/By connecting your wallet, you agree to our/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('http://127.0.0.1:5173/terms')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('http://127.0.0.1:5173/privacy')
  })

  it('SPEC §3 with only one of them, only that link shows; with none, no legal text', async () => {
    let screen = open({ options: { privacyPolicyUrl: 'http://127.0.0.1:5173/privacy' } })
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
    unmount?.()
    modal?.destroy()
    screen = open()
    expect(screen.queryByText(/you agree/)).toBeNull()
  })

  it('SPEC §9 legalCheckbox: every way in is disabled until the person agrees; then a wallet can be picked', async () => {
    const screen = open({ email: true, options: { termsConditionsUrl: 'http://127.0.0.1:5173/terms', features: { legalCheckbox: true } } })
    await screen.findByRole('form', { name: 'E-mail login' })
    const wallet = screen.getByText('MetaMask').closest('button')!
    const checkbox = await screen.findByRole('checkbox', { name: /I agree to the Terms of Service/ })
    expect((checkbox as HTMLInputElement).checked).toBe(false)
    // A disabled fieldset disables the wallet rows and the section a plugin brought (the browser
    // enforces it: tests/e2e checks a click does nothing in Chromium).
    const ways = screen.getByTestId('connect-methods') as HTMLFieldSetElement
    expect(ways.disabled).toBe(true)
    expect(ways.contains(wallet) && ways.contains(screen.getByRole('button', { name: 'Continue' }))).toBe(true)
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
    fireEvent.click(checkbox)
    expect(ways.disabled).toBe(false)
    fireEvent.click(wallet)
    expect(modal!.router.current().name).toBe('ConnectingExternal')
  })

  it('SPEC §9 legalCheckbox without terms or privacy links asks nothing', () => {
    const screen = open({ options: { features: { legalCheckbox: true } } })
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByText('MetaMask').closest('button')!.matches(':disabled')).toBe(false)
  })
})

describe('SPEC §9 collapseWallets', () => {
  it('SPEC §9 with another way in shown, the wallets wait behind "Continue with a wallet"', async () => {
    const screen = open({ email: true, connectors: [external()], options: { features: { collapseWallets: true } } })
    await screen.findByRole('form', { name: 'E-mail login' })
    expect(screen.queryByTestId('wallet-list')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Continue with a wallet/ }))
    expect(screen.getByTestId('wallet-list')).toBeTruthy()
    expect(screen.getByText('External Wallet')).toBeTruthy()
  })

  it('SPEC §9 with the wallets the only way in, they show at once (collapsing would hide everything)', () => {
    const screen = open({ options: { features: { collapseWallets: true } } })
    expect(screen.getByTestId('wallet-list')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Continue with a wallet/ })).toBeNull()
  })

  it('SPEC §9 collapseWallets is off by default', async () => {
    const screen = open({ email: true })
    await screen.findByRole('form', { name: 'E-mail login' })
    expect(screen.getByTestId('wallet-list')).toBeTruthy()
  })
})

describe('SPEC §2 wallets behind All Wallets', () => {
  // As WalletConnect's QR code on a phone: All Wallets stands for it there (its catalogue wallets each open by their own link).
  const behind = () => ({ ...external(), behindAllWallets: true })

  it('SPEC §2 a connector behind All Wallets is left off Connect while the All Wallets row leads to it', () => {
    const screen = open({ connectors: [installed(), behind()] })
    expect(screen.getByText('MetaMask')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'All Wallets' })).toBeTruthy()
    expect(screen.queryByText('External Wallet')).toBeNull()
  })

  it('SPEC §2 with All Wallets switched off (features.allWallets: false), it shows on Connect: it is the only way to it', () => {
    const screen = open({ connectors: [installed(), behind()], options: { features: { allWallets: false } } })
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
    expect(screen.getByText('External Wallet')).toBeTruthy()
  })
})
