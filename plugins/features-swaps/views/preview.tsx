// Review the swap: what is paid, what arrives (at least), price impact, network fee, slippage.
// When the router may not yet spend enough of the source token (SPEC §7 allowance against the
// amount), the button approves first; once the approve is on the chain it swaps.
import { view } from 'gangway'
import { formatDecimal, formStyles, listStyles, Spinner, Styles, TokenIcon, usePluginApi, useT, ViewMessage } from 'gangway/react'
import { shortAmount } from '../rules'
import { swapStyles } from './styles'
import { SwapDetails } from './swap'
import { useSwap } from './use-swap'

export default function SwapPreviewView() {
  const modal = usePluginApi()
  const [swap, state] = useSwap()
  const t = useT()
  const { sourceToken: from, toToken: to, quote } = state
  // Another network or account resets the swap (as SPEC §4 says of Send); say so, rather than show an empty review.
  if (!from || !to || (!quote && !state.loadingQuote)) {
    return (
      <ViewMessage
        testId="swap-cleared"
        title={t('The network or account changed, so this swap was cleared.')}
        actions={
          <button type="button" className="primary block" onClick={() => modal.router.goBack()} autoFocus>
            {t('Start again')}
          </button>
        }
      />
    )
  }
  const busy = state.approving || state.swapping || state.loadingQuote
  const approve = Boolean(state.approvalTransaction)
  const onClick = async () => {
    if (busy) return
    try {
      if (approve) {
        await swap.approve()
        modal.toast.show(t('{symbol} approved', { symbol: from.symbol }), 'success')
      } else {
        // The success view says it is done itself; no toast over its button.
        modal.router.replace(view('SwapSuccess', await swap.swap()))
      }
    } catch (error) {
      modal.context.log.error('swap failed', error)
    }
  }
  const symbol = { symbol: from.symbol }
  const label = state.approving ? t('Approving {symbol}…', symbol) : state.swapping ? t('Swapping…') : state.loadingQuote ? t('Getting a quote…') : approve ? t('Approve {symbol}', symbol) : t('Swap')
  return (
    <div>
      <Styles rules={[formStyles, listStyles, swapStyles]} />
      <div className="summary">
        <div className="summary-line">
          <span className="muted">{t('You pay')}</span>
          <span className="value" data-testid="preview-pay" translate="no">
            <TokenLabel amount={state.sourceTokenAmount} symbol={from.symbol} icon={from.logoUri} />
          </span>
        </div>
        <div className="summary-line">
          <span className="muted">{t('You receive')}</span>
          <span className="value" data-testid="preview-receive">
            {quote ? <TokenLabel amount={shortAmount(quote.toAmount, to.decimals)} symbol={to.symbol} icon={to.logoUri} /> : <Spinner label={/* t */ 'Getting a quote'} />}
          </span>
        </div>
      </div>
      <SwapDetails state={state} editable={false} />
      {approve && (
        <p className="small muted" data-testid="preview-approve-note">
          {t('The swap router may not yet spend this much of your {symbol}: approve it first (one transaction), then swap.', symbol)}
        </p>
      )}
      {state.quoteError && (
        <p className="form-error" role="alert">
          {t(state.quoteError)}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="secondary" onClick={() => modal.router.goBack()} disabled={state.approving || state.swapping}>
          {t('Cancel')}
        </button>
        <button type="button" className="primary" onClick={onClick} aria-disabled={busy || Boolean(state.quoteError)} aria-busy={busy} data-testid="swap-submit">
          {busy && <Spinner label={label} />}
          {label}
        </button>
      </div>
    </div>
  )
}

function TokenLabel({ amount, symbol, icon }: { amount: string; symbol: string; icon: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }} translate="no">
      <TokenIcon token={{ iconUrl: icon, symbol }} size={20} />
      {formatDecimal(amount, useT().locale)} {symbol}
    </span>
  )
}
