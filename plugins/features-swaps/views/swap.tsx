// Swap: what to pay and what to get, the quote as the person types, its price impact, the network
// fee and the slippage; then review. A network the services do not swap on says so (SPEC §8).
import { useEffect, useState } from 'react'
import { formatUnits, truncateDecimals, view } from 'gangway'
import { AmountInput, formatDecimal, formatQuantity, formatUsd, formStyles, Icon, listStyles, Spinner, Styles, TokenIcon, useAccount, useNetwork, usePluginApi, useT, ViewMessage } from 'gangway/react'
import type { SwapState } from '../controller'
import { minimumReceived, networkFee, shortAmount, SLIPPAGE_PRESETS, sourceAmount, type SwapToken } from '../rules'
import { swapStyles } from './styles'
import { useSwap } from './use-swap'

/** Above this price impact (percent) the trade is flagged. */
export const HIGH_PRICE_IMPACT = 5

export default function SwapView() {
  const modal = usePluginApi()
  const [swap, state] = useSwap()
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const t = useT()
  useEffect(() => {
    if (address) void swap.init()
  }, [swap, address, caipNetworkId])

  if (!address) return <p className="empty">{t('Connect a wallet to swap.')}</p>
  if (state.tokensError) {
    return <ViewMessage title={t(state.tokensError)} tone="error" testId="swap-unavailable" actions={<button type="button" className="secondary" onClick={() => modal.router.goBack()}>{t('Back')}</button>} />
  }
  if (state.loadingTokens || state.tokens.length === 0) {
    return (
      <div className="center panel-state">
        <Spinner label={/* t */ 'Loading tokens'} />
      </div>
    )
  }
  const pick = (side: 'from' | 'to') => modal.router.push(view('SwapSelectToken', { side }))
  const { problem } = sourceAmount(state.sourceTokenAmount, state.sourceToken)
  const received = state.quote && state.toToken ? formatUnits(state.quote.toAmount, state.toToken.decimals) : ''
  const action = actionOf(state, problem)
  return (
    <form
      aria-label={t('Swap')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (action.ready) modal.router.push(view('SwapPreview'))
      }}
    >
      <Styles rules={[formStyles, listStyles, swapStyles]} />
      <div className="swap-box">
        <label htmlFor="swap-amount" className="small muted">
          {t('You pay')}
        </label>
        <div className="field-row">
          <AmountInput id="swap-amount" value={state.sourceTokenAmount} decimals={state.sourceToken?.decimals} onValue={(amount) => swap.setAmount(amount)} />
          <TokenButton token={state.sourceToken} onClick={() => pick('from')} testId="swap-from-token" />
        </div>
        <div className="hint">
          {/* A value only for an amount that can be swapped (not one over the balance) of a priced token. */}
          <span translate="no">{state.sourceToken && state.sourceToken.price > 0 && !sourceAmount(state.sourceTokenAmount, state.sourceToken).problem ? formatUsd(Number(state.sourceTokenAmount) * state.sourceToken.price, t.locale) : ' '}</span>
          {state.sourceToken && (
            <span data-testid="swap-balance">
              {t('Balance {amount}', { amount: `${formatQuantity(state.sourceToken.quantity.numeric, t.locale)} ${state.sourceToken.symbol}` })}
            </span>
          )}
        </div>
      </div>
      <button type="button" className="swap-switch" aria-label={t('Switch tokens')} onClick={() => swap.switchTokens()} disabled={!state.toToken}>
        <Icon name="chevron" />
      </button>
      <div className="swap-box">
        <span className="small muted">{t('You receive')}</span>
        <div className="field-row">
          <output className="amount" data-testid="swap-to-amount" title={received} aria-busy={state.loadingQuote}>
            {state.loadingQuote ? <Spinner label={/* t */ 'Getting a quote'} /> : <span translate="no">{formatDecimal(received ? truncateDecimals(received, 6) : '0', t.locale)}</span>}
          </output>
          <TokenButton token={state.toToken} onClick={() => pick('to')} testId="swap-to-token" />
        </div>
        <div className="hint">
          <span translate="no">{state.quote && state.toToken ? formatUsd(Number(received) * state.toToken.price, t.locale) : ' '}</span>
          {state.toToken && (
            <span>
              {t('Balance {amount}', { amount: `${formatQuantity(state.toToken.quantity.numeric, t.locale)} ${state.toToken.symbol}` })}
            </span>
          )}
        </div>
      </div>
      <SwapDetails state={state} />
      {state.quoteError && (
        <p className="form-error" role="alert" data-testid="swap-error">
          {t(state.quoteError)}
        </p>
      )}
      <button type="submit" className="primary block" aria-disabled={!action.ready} data-testid="swap-review">
        {t(action.label)}
      </button>
    </form>
  )
}

function actionOf(state: SwapState, problem: string | undefined): { label: string; ready: boolean } {
  if (!state.sourceToken || !state.toToken) return { label: /* t */ 'Select token', ready: false }
  // The amount's own problem first (nothing typed, more than held); the quote still shows what it would buy.
  if (problem) return { label: problem, ready: false }
  if (state.loadingQuote) return { label: /* t */ 'Getting a quote…', ready: false }
  if (state.quoteError) return { label: /* t */ 'No quote', ready: false }
  return { label: /* t */ 'Review swap', ready: Boolean(state.quote && state.swapTransaction) }
}

function TokenButton({ token, onClick, testId }: { token: SwapToken | undefined; onClick(): void; testId: string }) {
  const t = useT()
  return (
    <button type="button" className="token-pick" onClick={onClick} data-testid={testId} aria-label={token ? t('Token {symbol}, change', { symbol: token.symbol }) : t('Select token')}>
      {token ? <TokenIcon token={{ iconUrl: token.logoUri, symbol: token.symbol }} size={24} /> : null}
      {token ? <span translate="no">{token.symbol}</span> : <span>{t('Select token')}</span>}
      <Icon name="chevron" size={14} />
    </button>
  )
}

/**
 * Price impact, network fee and the minimum received, shown once there is a quote; the slippage
 * always. The slippage stays in one place in the tree while a quote comes and goes (each valid
 * custom slippage asks for a new one), so the field being typed in keeps its text and its focus.
 */
export function SwapDetails({ state, editable = true }: { state: SwapState; editable?: boolean }) {
  const { quote, toToken } = state
  const quoted = quote !== undefined && toToken !== undefined
  return (
    <div className={quoted ? 'summary swap-details' : undefined} data-testid={quoted ? 'swap-details' : undefined}>
      {quoted && <QuoteLines state={state} quote={quote} toToken={toToken} />}
      <Slippage state={state} editable={editable} />
    </div>
  )
}

type Quoted = { state: SwapState; quote: NonNullable<SwapState['quote']>; toToken: NonNullable<SwapState['toToken']> }

function QuoteLines({ state, quote, toToken }: Quoted) {
  const [swap] = useSwap()
  const native = state.tokens.find(swap.isNative)
  const t = useT()
  const fee = state.gasPrice !== undefined && state.swapTransaction ? networkFee([state.approvalTransaction?.gas, state.swapTransaction.gas], state.gasPrice) : undefined
  return (
    <>
      <div className="summary-line">
        <span className="muted">{t('Price impact')}</span>
        <span className={quote.priceImpact > HIGH_PRICE_IMPACT ? 'value impact-high' : 'value'} data-testid="swap-price-impact" translate="no">
          {formatDecimal(quote.priceImpact.toFixed(2), t.locale)}%
        </span>
      </div>
      {fee !== undefined && native && (
        // SPEC §8: without a gas price (a failure is silent) the line is left out.
        <div className="summary-line">
          <span className="muted">{t('Network fee')}</span>
          <span className="value" data-testid="swap-network-fee" translate="no" title={`${formatUnits(fee, native.decimals)} ${native.symbol}`}>
            {formatDecimal(shortAmount(fee, native.decimals), t.locale)} {native.symbol} · {formatUsd(Number(formatUnits(fee, native.decimals)) * native.price, t.locale)}
          </span>
        </div>
      )}
      <div className="summary-line">
        <span className="muted">{t('Minimum received')}</span>
        <span className="value" data-testid="swap-minimum" translate="no">
          {formatDecimal(shortAmount(minimumReceived(quote.toAmount, state.slippage), toToken.decimals), t.locale)} {toToken.symbol}
        </span>
      </div>
    </>
  )
}

function Slippage({ state, editable }: { state: SwapState; editable: boolean }) {
  const [swap] = useSwap()
  const [custom, setCustom] = useState('')
  const [problem, setProblem] = useState<string>()
  const preset = (SLIPPAGE_PRESETS as readonly string[]).includes(state.slippage)
  const t = useT()
  return (
    <>
    <div className="summary-line" data-testid="swap-slippage">
      <span className="muted" id="slippage-label">
        {t('Slippage')}
      </span>
      {editable ? (
        <span className="slippage" role="group" aria-labelledby="slippage-label">
          {SLIPPAGE_PRESETS.map((value) => (
            <button key={value} type="button" translate="no" aria-pressed={state.slippage === value} onClick={() => (setCustom(''), setProblem(swap.setSlippage(value)))}>
              {formatDecimal(value, t.locale)}%
            </button>
          ))}
          <input
            aria-label={t('Custom slippage, percent')}
            inputMode="decimal"
            placeholder={preset ? t('Custom') : formatDecimal(state.slippage, t.locale)}
            value={custom}
            aria-invalid={problem ? true : undefined}
            title={problem && t(problem)}
            onChange={(e) => {
              const value = e.target.value.replace(',', '.')
              setCustom(value)
              setProblem(value ? swap.setSlippage(value) : undefined)
            }}
          />
        </span>
      ) : (
        <span className="value" translate="no">{formatDecimal(state.slippage, t.locale)}%</span>
      )}
    </div>
    {problem && (
      <p className="small error" role="alert" data-testid="slippage-error">
        {t(problem)}
      </p>
    )}
    </>
  )
}
