// The Buy crypto view on a real kernel, against the real services and their test on-ramp provider.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { formatUnits, parseUnits } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { view } from '../../kernel'
import { onramp } from '../../plugins/features-onramp'
import { onrampController } from '../../plugins/features-onramp/controller'
import { ALICE } from '../unit/services/api/chain-api'
import { mountFeatures, useChainServices, type FeatureHarness } from './services-harness'
import { caretAt, erase, paste, typeKeys } from './typing'

const ctx = useChainServices()
let h: FeatureHarness | undefined
afterEach(() => {
  vi.restoreAllMocks()
  h?.unmount()
  h = undefined
})

async function openBuy(o: { remote?: unknown; locale?: string } = {}) {
  h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [onramp()], features: { onrampMeldPublicKey: 'pk_test_123' }, options: o.locale ? { locale: o.locale } : undefined })
  // Remote config (SPEC §7 GET /appkit/v1/config) delivers the providers at run time, unchecked by the host's options schema.
  if (o.remote !== undefined) (h.modal.options.remoteFeatures as Record<string, unknown>).onramp = o.remote
  await h.connect()
  act(() => h!.modal.open({ view: view('OnRampProviders') }))
  return h.screen()
}

/** A window the provider's checkout would open in: records where it was sent. */
function fakePopup() {
  const popup = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() }
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  return { popup, open }
}

describe('Buy crypto view', () => {
  it('SPEC §9 options and limits: USDC on Local A paid in USD by card, 10.00 to 7500.00; SPEC §4 the quote sets the purchase amount, with a loading flag while it is fetched', async () => {
    const screen = await openBuy()
    await screen.findByTestId('onramp-limits', {}, { timeout: 10_000 })
    expect(screen.getByTestId('onramp-limits').textContent).toBe('Card: 10.00 to 7500.00 USD')
    const controller = onrampController(h!.modal)
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '250' } })
    expect(controller.$onramp.get().quotesLoading).toBe(true)
    expect(screen.getByTestId('onramp-purchase-amount').getAttribute('aria-busy')).toBe('true')
    await controller.settled()
    await waitFor(() => expect(screen.getByTestId('onramp-purchase-amount').getAttribute('aria-busy')).toBe('false'))
    const state = controller.$onramp.get()
    expect(state.quotesLoading).toBe(false)
    expect(state.quote?.paymentTotal).toEqual({ amount: '250.00', currency: 'USD' })
    expect(state.purchaseAmount).toBe(state.quote?.quotes?.find((q) => q.provider === state.provider)?.purchaseAmount.amount)
    expect(screen.getByTestId('onramp-purchase-amount').textContent).toBe(`${state.purchaseAmount} USDC`)
  })

  it('SPEC §9 quantities are cut, not rounded: an 18-decimal quote (ETH) shows at most 6 places, in the view and for each provider', async () => {
    const screen = await openBuy()
    await screen.findByTestId('onramp-limits', {}, { timeout: 10_000 })
    const controller = onrampController(h!.modal)
    fireEvent.change(screen.getByLabelText('You buy'), { target: { value: 'ETH' } })
    await controller.settled()
    await waitFor(() => expect(screen.getByTestId('onramp-purchase-amount').getAttribute('aria-busy')).toBe('false'))
    const exact = controller.$onramp.get().purchaseAmount!
    expect(exact.split('.')[1]!.length).toBeGreaterThan(6)
    const [whole, fraction] = exact.split('.')
    expect(screen.getByTestId('onramp-purchase-amount').textContent).toBe(`${whole}.${fraction!.slice(0, 6).replace(/0+$/, '')} ETH`)
    for (const q of controller.$onramp.get().quote!.quotes!) expect(screen.getByTestId(`onramp-quote-${q.provider}`).textContent).toMatch(/^\d+\.\d{1,6} ETH$/)
  })

  it('SPEC §9 an amount outside the limits is said in the services\' words, asks no quote and cannot be bought', async () => {
    const screen = await openBuy()
    await screen.findByTestId('onramp-limits', {}, { timeout: 10_000 })
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '7500.01' } })
    expect(screen.getByTestId('onramp-error').textContent).toBe('Amount must be between 10.00 and 7500.00 USD for card')
    expect(onrampController(h!.modal).$onramp.get().quotesLoading).toBe(false)
    expect(screen.getByTestId('onramp-buy').getAttribute('aria-disabled')).toBe('true')
  })

  it('SPEC §7 GET /public/getCurrencyImage/{id}: the payment currency shows the services\' image of it, and follows the pick', async () => {
    const screen = await openBuy()
    await screen.findByTestId('onramp-limits', {}, { timeout: 10_000 })
    const image = () => screen.getByLabelText('You pay').closest('.field-row')!.querySelector('img')?.getAttribute('src')
    expect(image()).toBe(`${ctx().apiUrl}/public/getCurrencyImage/USD`)
    expect((await fetch(image()!)).status).toBe(200)
    fireEvent.change(screen.getByLabelText('Payment currency'), { target: { value: 'EUR' } })
    await waitFor(() => expect(image()).toBe(`${ctx().apiUrl}/public/getCurrencyImage/EUR`))
    expect((await fetch(image()!)).status).toBe(200)
  })

  it('SPEC §5 providers rule: remote config that is not an array of strings leaves no provider', async () => {
    const screen = await openBuy({ remote: 'meld' })
    expect((await screen.findByTestId('onramp-no-provider', {}, { timeout: 10_000 })).textContent).toBe('No on-ramp provider is available')
  })

  it('SPEC §4 Meld: the checkout window gets the Meld URL with publicKey, destinationCurrencyCode USDC, walletAddress and externalCustomerId = the project id', async () => {
    const screen = await openBuy({ remote: ['meld'] })
    await onrampController(h!.modal).settled()
    await waitFor(() => expect(screen.getByTestId('onramp-buy').getAttribute('aria-disabled')).toBe('false'), { timeout: 10_000 })
    const { popup, open } = fakePopup()
    fireEvent.click(screen.getByTestId('onramp-buy'))
    await screen.findByTestId('onramp-in-progress')
    expect(open).toHaveBeenCalledTimes(1)
    expect(popup.opener).toBeNull()
    const url = new URL(popup.location.href)
    expect(url.pathname).toBe('/onramp/dev/meld')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ publicKey: 'pk_test_123', destinationCurrencyCode: 'USDC', walletAddress: ALICE, externalCustomerId: 'test-project', sourceAmount: '100', network: 'local-a' })
  })

  it('SPEC §7 Coinbase: POST /v1/generators/onrampurl gives the checkout the window opens; it is the test provider\'s, for the amount and the address', async () => {
    const screen = await openBuy({ remote: ['coinbase'] })
    await onrampController(h!.modal).settled()
    await waitFor(() => expect(screen.getByTestId('onramp-buy').getAttribute('aria-disabled')).toBe('false'), { timeout: 10_000 })
    const { popup } = fakePopup()
    fireEvent.click(screen.getByTestId('onramp-buy'))
    await screen.findByTestId('onramp-in-progress')
    expect(popup.location.href).toMatch(new RegExp(`^${ctx().apiUrl}/onramp/dev/checkout/[0-9a-f-]{36}$`))
    const checkout = (await (await fetch(popup.location.href, { headers: { accept: 'application/json' } })).json()) as { status: string; asset: string }
    expect(checkout).toMatchObject({ status: 'open', asset: 'USDC' })
    // The provider's window closes: the view says so (the balances are read again).
    popup.closed = true
    await waitFor(() => expect(screen.getByTestId('onramp-in-progress').textContent).toContain('Coinbase window closed'), { timeout: 5000 })
  })

  it('SPEC §1 on-ramp, as AppKit\'s: paid in the checkout (its window left open), the view notices the bought token arrive (the balance rising) and says so; Done goes back to Account', async () => {
    const screen = await openBuy({ remote: ['coinbase'] })
    await onrampController(h!.modal).settled()
    await waitFor(() => expect(screen.getByTestId('onramp-buy').getAttribute('aria-disabled')).toBe('false'), { timeout: 10_000 })
    const { popup } = fakePopup()
    fireEvent.click(screen.getByTestId('onramp-buy'))
    await waitFor(() => expect(screen.getByTestId('onramp-in-progress').textContent).toContain('Finish in the Coinbase window'))
    // Paid in the checkout, as its Pay button does; the test provider sends Demo Dollars (standing in for USDC) on Local A.
    const paid = await fetch(`${popup.location.href}/pay`, { method: 'POST', headers: { accept: 'application/json' } })
    const { purchaseAmount } = (await paid.json()) as { purchaseAmount: string }
    const arrived = `${formatUnits(parseUnits(purchaseAmount, 6), 6)} DUSD arrived`
    await waitFor(() => expect(screen.getByTestId('onramp-in-progress').textContent).toContain(arrived), { timeout: 10_000 })
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(h!.modal.router.current().name).toBe('Account'))
  })

  it('the pay field takes only a fiat amount, 2 places at most: letters and a third place are refused as keys (the caret kept), a paste is read as the amount it holds; the limits are said as before', async () => {
    const screen = await openBuy()
    await screen.findByTestId('onramp-limits', {}, { timeout: 10_000 })
    const field = screen.getByLabelText('You pay') as HTMLInputElement
    expect(field.value).toBe('100')
    caretAt(field)
    typeKeys(field, 'abc.5e59')
    expect(field.value).toBe('100.55')
    caretAt(field, 1)
    typeKeys(field, '$')
    expect(field.value).toBe('100.55')
    expect(field.selectionStart).toBe(1)
    paste(field, '$1,234.50', { all: true })
    expect(field.value).toBe('1234.50')
    paste(field, '12.345', { all: true })
    expect(field.value).toBe('1234.50')
    paste(field, '7 500,01 USD', { all: true })
    expect(field.value).toBe('7500.01')
    expect(screen.getByTestId('onramp-error').textContent).toBe('Amount must be between 10.00 and 7500.00 USD for card')
  })

  it('SPEC §9 limits, fees and quotes in the language shown (German): every number with its decimal comma, the payment method named in German, in the limits and in their error', async () => {
    const screen = await openBuy({ locale: 'de' })
    await waitFor(() => expect(h!.modal.stores.$language.get().locale).toBe('de'))
    await waitFor(() => expect(screen.getByTestId('onramp-limits').textContent).toBe('Karte: 10,00 bis 7500,00 USD'), { timeout: 10_000 })
    await onrampController(h!.modal).settled()
    await waitFor(() => expect(screen.getByTestId('onramp-purchase-amount').getAttribute('aria-busy')).toBe('false'))
    // What the form says, its style sheet left out.
    const shown = screen.getByRole('form').cloneNode(true) as HTMLElement
    shown.querySelectorAll('style').forEach((el) => el.remove())
    const said = shown.textContent
    expect(said).toMatch(/Gebühr \d+,\d\d USD/)
    expect(said).toMatch(/Netzwerkgebühr\d+,\d+ USD/)
    // No number written with an English point anywhere on the form.
    expect(said).not.toMatch(/\d\.\d/)
    const field = screen.getByLabelText('Du zahlst') as HTMLInputElement
    paste(field, '7500,01', { all: true })
    expect(screen.getByTestId('onramp-error').textContent).toBe('Der Betrag muss für Karte zwischen 10,00 und 7500,00 USD liegen')
  })

  it('in a language that writes a decimal comma (German) the field shows 0 as its placeholder and a typed comma is the point', async () => {
    await openBuy({ locale: 'de' })
    await waitFor(() => expect(h!.modal.stores.$language.get().locale).toBe('de'))
    const field = await waitFor(() => {
      const found = document.querySelector('gangway-modal')!.shadowRoot!.querySelector<HTMLInputElement>('#onramp-amount')
      if (!found) throw new Error('no amount field yet')
      return found
    }, { timeout: 10_000 })
    expect(field.placeholder).toBe('0')
    erase(field)
    typeKeys(field, '99,5,0')
    expect(field.value).toBe('99.50')
    paste(field, '1.234,5', { all: true })
    expect(field.value).toBe('1234.5')
    await onrampController(h!.modal).settled()
  })
})
