// Issue 16 'a test fails when a view shows a string that is not in the catalogue': the views run in
// a pseudo-locale whose every message is the English text in ⟦…⟧, built from the keys the source
// declares (tests/unit/i18n/messages.ts). Every visible text of the modal's shadow root (and its
// placeholders, accessible names and titles) must then sit inside ⟦…⟧, except data marked
// translate="no" (addresses, amounts, wallet, token and network names, what the person typed).
// A text written without t(), or with a key the scan cannot see, shows bare and fails.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { view, type ViewEntry } from '../../kernel'
import { embedded } from '../../plugins/auth-embedded'
import { activity } from '../../plugins/features-activity'
import { nfts } from '../../plugins/features-nfts'
import { onramp } from '../../plugins/features-onramp'
import { receive } from '../../plugins/features-receive'
import { send } from '../../plugins/features-send'
import { swaps } from '../../plugins/features-swaps'
import { useT } from '../../ui'
import { messageKeys } from '../unit/i18n/messages'
import { testFeature } from '../unit/support/feature'
import { mountFeatures, useChainServices, type FeatureHarness } from './services-harness'

const PSEUDO = 'qps-ploc'
const pseudo = Object.fromEntries([...messageKeys().keys()].map((key) => [key, `⟦${key}⟧`]))

const ctx = useChainServices()
let h: FeatureHarness | undefined
afterEach(() => {
  h?.unmount()
  h = undefined
})

/** What the shadow root shows outside the catalogue: bare texts and attributes a person sees or hears. */
function untranslated(root: ParentNode): string[] {
  const problems: string[] = []
  let text = ''
  const hasWords = (value: string) => /\p{L}/u.test(value)
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return void (text += node.textContent)
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return
    const el = node as Element
    if (el.tagName === 'STYLE' || el.getAttribute?.('translate') === 'no') return void (text += ' ')
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = el.getAttribute?.(name)
      if (value && hasWords(value) && !/^⟦[\s\S]*⟧$/.test(value)) problems.push(`${name}="${value}" on <${el.tagName.toLowerCase()}>`)
    }
    node.childNodes.forEach(walk)
    text += ' '
  }
  walk(root)
  // Messages nest (a link's text inside a sentence): take out the innermost until none is left.
  let rest = text
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')]
  return [...problems, ...rest.split(/\s+/).filter(hasWords).map((word) => `text "${word}"`)]
}

const shadowRoot = () => document.querySelector('gangway-modal')!.shadowRoot!

/** Every text on screen is a message, or data marked translate="no". */
async function expectTranslated(label: string): Promise<void> {
  await waitFor(() => expect(untranslated(shadowRoot()), label).toEqual([]))
}

async function mountPseudo(o: { connect?: boolean } = {}) {
  const secure = embedded({ secureSiteUrl: 'http://127.0.0.1:9/' })
  h = mountFeatures({
    chainUrl: ctx().chainUrl,
    apiUrl: ctx().apiUrl,
    plugins: [send(), receive(), activity(), swaps(), onramp(), nfts(), ...secure],
    // Swap shows its form on the local chain only when the host lists it (SPEC §9 swap networks).
    features: { swapNetworks: [31337] },
    options: { locale: PSEUDO },
  })
  await act(() => h!.modal.addMessages((locale) => (locale === PSEUDO ? Promise.resolve(pseudo) : undefined)))
  expect(h.modal.stores.$language.get().locale).toBe(PSEUDO)
  if (o.connect) await h.connect()
  return h
}

async function show(entry: ViewEntry, ready: () => Promise<unknown>): Promise<void> {
  act(() => (h!.modal.stores.$open.get() ? h!.modal.router.push(entry) : h!.modal.open({ view: entry })))
  await ready()
}

describe('every text a view shows is in the catalogue (pseudo-locale ⟦…⟧)', () => {
  it('Connect (wallets, e-mail and social sections), All Wallets, Networks', async () => {
    await mountPseudo()
    const screen = h!.screen
    act(() => h!.modal.open())
    await screen().findByTestId('wallet-list')
    await screen().findByTestId('email-section')
    await expectTranslated('Connect')
    await show(view('AllWallets'), () => screen().findByRole('searchbox'))
    await expectTranslated('All Wallets')
    await show(view('Networks'), () => screen().findByText('Local A'))
    await expectTranslated('Networks')
  })

  it('the embedded wallet: e-mail code, social sign-in, Edit e-mail', async () => {
    await mountPseudo()
    const screen = h!.screen
    await show(view('EmailLogin', { email: 'ana@example.com' }), () => screen().findByTestId('otp-input'))
    await expectTranslated('EmailLogin')
    await show(view('ConnectingSocial', { provider: 'google', name: 'Google' }), () => screen().findByTestId('social-waiting'))
    await expectTranslated('ConnectingSocial')
    await show(view('UpdateEmailWallet'), () => screen().findByTestId('update-email'))
    await expectTranslated('UpdateEmailWallet')
  })

  it('Account with its tabs (Tokens, Activity, NFTs), Receive', async () => {
    await mountPseudo({ connect: true })
    const screen = h!.screen
    await show(view('Account'), () => screen().findByTestId('token-list'))
    await expectTranslated('Account, Tokens')
    fireEvent.click(screen().getByRole('tab', { name: '⟦Activity⟧' }))
    await waitFor(() => expect(screen().queryByTestId('activity-list') ?? screen().queryByTestId('activity-empty')).not.toBeNull())
    await expectTranslated('Account, Activity')
    fireEvent.click(screen().getByRole('tab', { name: '⟦NFTs⟧' }))
    await waitFor(() => expect(screen().queryByTestId('nft-list') ?? screen().queryByTestId('nfts-empty')).not.toBeNull())
    await expectTranslated('Account, NFTs')
    await show(view('WalletReceive'), () => screen().findByTestId('receive-address'))
    await expectTranslated('Receive')
  })

  it('Send: the form with a problem, the token list, the preview', async () => {
    await mountPseudo({ connect: true })
    const screen = h!.screen
    await show(view('WalletSend'), () => screen().findByTestId('send-token'))
    fireEvent.submit(screen().getByRole('form'))
    await screen().findByTestId('send-error')
    await expectTranslated('Send form')
    await show(view('WalletSendSelectToken'), () => screen().findAllByRole('button', { name: /ETH/ }))
    await expectTranslated('Send, select token')
    fireEvent.click(screen().getAllByRole('button', { name: /ETH/ })[0]!)
    fireEvent.change(await screen().findByLabelText('⟦Amount⟧'), { target: { value: '0.01' } })
    fireEvent.change(screen().getByLabelText('⟦To⟧'), { target: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } })
    fireEvent.submit(screen().getByRole('form'))
    await screen().findByTestId('preview-amount')
    await expectTranslated('Send preview')
  })

  it('Swap and its token picker; Buy', async () => {
    await mountPseudo({ connect: true })
    const screen = h!.screen
    await show(view('Swap'), () => screen().findByTestId('swap-from-token'))
    await expectTranslated('Swap')
    await show(view('SwapSelectToken', { side: 'to' }), () => screen().findByTestId('swap-your-tokens'))
    await expectTranslated('Swap, select token')
    await show(view('OnRampProviders'), () => screen().findByTestId('onramp-providers'))
    await expectTranslated('Buy')
  })
})

describe('the plugin contract: a third-party plugin translates its views (FeaturePlugin.messages, useT)', () => {
  function TipView() {
    const t = useT()
    return <p data-testid="tip">{t('Tip {amount}', { amount: '1 ETH' })}</p>
  }
  const tips = () =>
    testFeature({
      id: 'tips',
      views: ['Tips'],
      entries: [{ slot: 'account', view: 'Tips', label: 'Tips' }],
      messages: (locale) => (locale === 'es' ? Promise.resolve({ 'Tip {amount}': 'Propina de {amount}' }) : undefined),
      module: { views: { Tips: TipView } },
    })

  it("in Spanish its view shows its own translation, next to the core's Spanish texts", async () => {
    h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [tips()], options: { locale: 'es' } })
    await waitFor(() => expect(h!.modal.stores.$language.get().locale).toBe('es'))
    act(() => h!.modal.open({ view: view('Tips' as never) }))
    expect((await h.screen().findByTestId('tip')).textContent).toBe('Propina de 1 ETH')
    act(() => h!.modal.router.goBack())
    act(() => h!.modal.open())
    await h.screen().findByText('Todas las billeteras')
  })

  it('in English (and in a language it lacks) the English text shows, placeholders filled', async () => {
    h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [tips()], options: { locale: 'ko' } })
    await waitFor(() => expect(h!.modal.stores.$language.get().locale).toBe('ko'))
    act(() => h!.modal.open({ view: view('Tips' as never) }))
    expect((await h.screen().findByTestId('tip')).textContent).toBe('Tip 1 ETH')
  })
})
