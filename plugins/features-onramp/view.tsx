// Buy crypto: what to pay (with the method's limits), what to buy on this network, each provider's
// quote, then the chosen provider's checkout in a new window. While it is open the view waits,
// watching the bought token's balance: when it rises the view says what arrived; when the window
// closes first the balances are read again, so what arrived shows.
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { catalogueImageUrl } from 'gangway'
import { AmountInput, formatDecimal, formStyles, Icon, listStyles, Spinner, Styles, SuccessMark, useAccount, useNetwork, usePluginApi, useT, ViewMessage, WalletIcon } from 'gangway/react'
import { onrampController } from './controller'
import { FIAT_DECIMALS, PAYMENT_METHOD_LABELS, quoteOf, type OnrampProvider } from './rules'

/** SPEC §9: popups are polled every second for closing. */
export const POPUP_POLL_MS = 1000
/** How often the balance is read for what was bought: soon enough to say it arrived, few requests. */
export const ARRIVAL_POLL_MS = 2000

interface Checkout {
  provider: OnrampProvider
  url: string
  closed: boolean
  /** The bought token's balance when the checkout opened; absent when it could not be read. */
  before?: { quantity: string }
  /** What came in since, once the balance rose. */
  arrived?: { amount: string; symbol: string }
}

/** A quoted quantity as swaps show theirs: cut (not rounded) to 6 places, in the language shown. An ETH quote has 18. */
function quantity(amount: string, locale: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  const cut = fraction.slice(0, 6).replace(/0+$/, '')
  return formatDecimal(cut ? `${whole}.${cut}` : whole, locale)
}

/** The services' limits refusal, in their words ('… for card'): English keeps them as they are. */
const OUT_OF_LIMITS = /^Amount must be between (\d+(?:\.\d+)?) and (\d+(?:\.\d+)?) (\S+) for (\S+)$/

/** A problem in the language shown; a limits refusal with its numbers in the language's format and the method by its name there. */
function say(problem: string, t: ReturnType<typeof useT>): string {
  const found = t.locale.startsWith('en') ? null : OUT_OF_LIMITS.exec(problem)
  if (!found) return t(problem)
  const [, min, max, currency, method] = found as unknown as [string, string, string, string, string]
  const label = PAYMENT_METHOD_LABELS[method]
  return t('Amount must be between {min} and {max} {currency} for {method}', { min: formatDecimal(min, t.locale), max: formatDecimal(max, t.locale), currency, method: label ? t(label) : method })
}

const css = String.raw
const buyStyles = css`
.select { height: 44px; border-radius: calc(var(--gw-r) * 3); border: 1px solid var(--gw-border); background: var(--gw-surface); color: var(--gw-fg); padding: 0 8px; font: inherit; }
.providers { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }
.provider { display: flex; align-items: center; gap: 10px; padding: 10px 12px; border-radius: calc(var(--gw-r) * 3); border: 1px solid var(--gw-border); cursor: pointer; }
.provider:has(input:checked) { border-color: var(--gw-accent); }
.provider .token-text { flex: 1; }
.provider input { accent-color: var(--gw-accent); }
`

export default function BuyView() {
  const modal = usePluginApi()
  const controller = onrampController(modal)
  const state = useStore(controller.$onramp)
  const { address } = useAccount()
  const { network, caipNetworkId } = useNetwork()
  const [checkout, setCheckout] = useState<Checkout>()
  const [error, setError] = useState<string>()
  const [opening, setOpening] = useState(false)
  const popup = useRef<Window | null>(null)
  const t = useT()
  useEffect(() => {
    if (address) void controller.init()
  }, [controller, address, caipNetworkId])
  // The provider's window is watched until it closes; then what was bought is read from the chain.
  useEffect(() => {
    if (!checkout || checkout.closed || !popup.current) return
    const timer = setInterval(() => {
      if (!popup.current?.closed) return
      clearInterval(timer)
      // Said once the balances have been read again, so what arrived shows with it.
      void controller
        .refreshBalances()
        .catch(() => undefined)
        .finally(() => setCheckout((c) => c && { ...c, closed: true }))
    }, POPUP_POLL_MS)
    return () => clearInterval(timer)
  }, [checkout, controller])
  // The honest sign that a purchase went through, whatever the provider: the bought token's balance rises.
  const before = checkout?.arrived ? undefined : checkout?.before
  useEffect(() => {
    if (!before) return
    let reading = false
    const timer = setInterval(() => {
      if (reading) return
      reading = true
      void controller
        .arrived(before)
        .then((arrived) => arrived && setCheckout((c) => (c?.before === before ? { ...c, arrived } : c)))
        .catch(() => undefined)
        .finally(() => (reading = false))
    }, ARRIVAL_POLL_MS)
    return () => clearInterval(timer)
  }, [before, controller])

  if (!address) return <p className="empty">{t('Connect a wallet to buy crypto.')}</p>
  if (state.optionsError) return <ViewMessage title={t('On-ramp unavailable')} tone="error" testId="onramp-unavailable">{t(state.optionsError)}</ViewMessage>
  if (state.loadingOptions || !state.options) {
    return (
      <div className="center panel-state">
        <Spinner label={/* t */ 'Loading the on-ramp'} />
      </div>
    )
  }
  const offer = controller.offer(state)
  const problem = controller.problem(state)
  if (offer.providers.length === 0) return <ViewMessage title={t('No on-ramp provider is available')} testId="onramp-no-provider" />
  if (!offer.chosen) {
    return <ViewMessage title={network ? t('Nothing can be bought on {network}', { network: network.name }) : t('Nothing to buy on this network')} testId="onramp-no-currency">{t('Switch to a network the on-ramp sells on.')}</ViewMessage>
  }
  if (checkout) return <InProgress checkout={checkout} onBack={() => setCheckout(undefined)} />

  const buy = async () => {
    if (opening) return
    setError(undefined)
    setOpening(true)
    // Opened at once, within the click, so a popup blocker lets it through; the address follows.
    const win = modal.context.env.window?.open('about:blank', '_blank') ?? null
    try {
      const [found, before] = await Promise.all([controller.checkoutUrl(), controller.holding().catch(() => undefined)])
      if (win) {
        win.opener = null
        win.location.href = found.url
      }
      popup.current = win
      setCheckout({ ...found, closed: false, before })
    } catch (e) {
      win?.close()
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setOpening(false)
    }
  }
  const limits = offer.limits
  const chosenProvider = offer.providers.find((p) => p.name === state.provider)
  return (
    <form
      aria-label={t('Buy crypto')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!problem && !state.quotesLoading && state.quote) void buy()
      }}
    >
      <Styles rules={[formStyles, listStyles, buyStyles]} />
      <div className="field">
        <label htmlFor="onramp-amount">{t('You pay')}</label>
        <div className="field-row">
          <AmountInput id="onramp-amount" value={state.paymentAmount} decimals={FIAT_DECIMALS} onValue={(amount) => controller.setAmount(amount)} />
          {/* SPEC §7 GET /public/getCurrencyImage/{id}: the currency paid in, by the services' image of it. */}
          <WalletIcon name={state.paymentCurrency} icon={catalogueImageUrl(modal.options.services, 'getCurrencyImage', state.paymentCurrency)} size={24} />
          <select className="select" aria-label={t('Payment currency')} value={state.paymentCurrency} onChange={(e) => controller.setPaymentCurrency(e.target.value)}>
            {state.options.paymentCurrencies.map((c) => (
              <option key={c.id} value={c.id} translate="no">
                {c.id}
              </option>
            ))}
          </select>
        </div>
        <div className="hint">
          {limits ? (
            <span data-testid="onramp-limits">
              {t('{method}: {min} to {max} {currency}', { method: t(PAYMENT_METHOD_LABELS[state.paymentMethod] ?? state.paymentMethod), min: formatDecimal(limits.min, t.locale), max: formatDecimal(limits.max, t.locale), currency: state.paymentCurrency })}
            </span>
          ) : (
            <span> </span>
          )}
        </div>
      </div>
      <div className="field">
        <label htmlFor="onramp-method">{t('Pay with')}</label>
        <select id="onramp-method" className="select" value={state.paymentMethod} onChange={(e) => controller.setPaymentMethod(e.target.value)}>
          {(offer.payment?.payment_method_limits ?? []).map((l) => (
            <option key={l.id} value={l.id}>
              {t(PAYMENT_METHOD_LABELS[l.id] ?? l.id)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="onramp-currency">{t('You buy')}</label>
        <select id="onramp-currency" className="select" value={offer.chosen.currency.symbol} onChange={(e) => controller.setPurchaseCurrency(e.target.value)}>
          {offer.sold.map(({ currency, network: on }) => (
            <option key={currency.id} value={currency.symbol}>
              {t('{currency} on {network}', { currency: `${currency.name} (${currency.symbol})`, network: on.display_name })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="providers" aria-label={t('Provider')} data-testid="onramp-providers" style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
        {offer.providers.map((provider) => {
          const q = quoteOf(state.quote, provider.name)
          return (
            <label key={provider.name} className="provider" data-provider={provider.name}>
              <input type="radio" name="onramp-provider" value={provider.name} checked={state.provider === provider.name} onChange={() => controller.setProvider(provider.name)} />
              <span className="token-text">
                <span className="name">
                  <span translate="no">{provider.label ?? provider.name}</span> {provider.test && <span className="tag">{t('Test')}</span>}
                </span>
                <span className="small muted">
                  {state.quotesLoading ? t('Getting a quote…') : q ? t('Fee {amount}', { amount: `${formatDecimal(q.coinbaseFee.amount, t.locale)} ${q.coinbaseFee.currency}` }) : provider.feeRange ? t('Fees {min}-{max}%', provider.feeRange) : ' '}
                </span>
              </span>
              {q && !state.quotesLoading && (
                <span className="token-value" data-testid={`onramp-quote-${provider.name}`} translate="no">
                  {quantity(q.purchaseAmount.amount, t.locale)} {q.purchaseAmount.currency}
                </span>
              )}
            </label>
          )
        })}
      </fieldset>
      <div className="summary">
        <div className="summary-line">
          <span className="muted">{t('You get')}</span>
          <span className="value" data-testid="onramp-purchase-amount" aria-busy={state.quotesLoading} translate="no">
            {state.quotesLoading ? <Spinner label={/* t */ 'Getting a quote'} /> : state.purchaseAmount ? `${quantity(state.purchaseAmount, t.locale)} ${offer.chosen.currency.symbol}` : '—'}
          </span>
        </div>
        {state.quote && !state.quotesLoading && (
          <div className="summary-line">
            <span className="muted">{t('Network fee')}</span>
            <span className="value" translate="no">
              {formatDecimal(quoteOf(state.quote, state.provider)?.networkFee.amount ?? state.quote.networkFee.amount, t.locale)} {state.quote.networkFee.currency}
            </span>
          </div>
        )}
      </div>
      {(problem ?? state.quoteError ?? error) && (
        <p className="form-error" role="alert" data-testid="onramp-error">
          {say((problem ?? state.quoteError ?? error)!, t)}
        </p>
      )}
      <button type="submit" className="primary block" aria-disabled={Boolean(problem) || state.quotesLoading || !state.quote || opening} aria-busy={opening} data-testid="onramp-buy">
        {opening && <Spinner label={/* t */ 'Opening the checkout'} />}
        {t('Buy with {provider}', { provider: chosenProvider?.label ?? chosenProvider?.name ?? '' })}
      </button>
    </form>
  )
}

function InProgress({ checkout, onBack }: { checkout: Checkout; onBack(): void }) {
  const name = checkout.provider.label ?? checkout.provider.name
  const t = useT()
  const modal = usePluginApi()
  if (checkout.arrived) {
    return (
      <ViewMessage
        testId="onramp-in-progress"
        visual={<SuccessMark />}
        title={<span data-testid="onramp-arrived">{t('{amount} arrived', { amount: `${quantity(checkout.arrived.amount, t.locale)} ${checkout.arrived.symbol}` })}</span>}
        actions={
          <button type="button" className="primary block" onClick={() => modal.router.goBackTo('Account')} autoFocus>
            {t('Done')}
          </button>
        }
      />
    )
  }
  return (
    <ViewMessage
      testId="onramp-in-progress"
      visual={
        checkout.closed ? (
          <SuccessMark />
        ) : (
          <Spinner />
        )
      }
      title={checkout.closed ? t('{name} window closed', { name }) : t('Finish in the {name} window', { name })}
      actions={
        <div className="button-row" style={{ alignSelf: 'stretch' }}>
          {/* The form that had focus is gone: focus stays in the dialog, so Escape still closes it. */}
          <button type="button" className="secondary" onClick={onBack} autoFocus>
            {t('Back')}
          </button>
          <a className="primary" href={checkout.url} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'none' }}>
            <Icon name="external" size={16} /> {t('Open checkout')}
          </a>
        </div>
      }
    >
      {checkout.closed ? t('If you paid, your balance shows the tokens once they arrive.') : t('The provider sends what you buy to your address when you pay.')}
    </ViewMessage>
  )
}
