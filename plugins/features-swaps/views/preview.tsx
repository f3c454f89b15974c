// Review the swap: what is paid, what arrives (at least), price impact, network fee, slippage.
// When the router may not yet spend enough of the source token (SPEC §7 allowance against the
// amount), the button approves first; once the approve is on the chain it swaps.
import { useState } from 'react'
import { formatUnits, truncateAddress } from 'gangway'
import { formStyles, Icon, listStyles, Spinner, Styles, TokenIcon, useNetwork, usePluginApi } from 'gangway/react'
import type { SwapResult } from '../controller'
import { shortAmount } from '../rules'
import { swapStyles } from './styles'
import { SwapDetails } from './swap'
import { useSwap } from './use-swap'

export default function SwapPreviewView() {
  const modal = usePluginApi()
  const [swap, state] = useSwap()
  const [done, setDone] = useState<SwapResult>()
  if (done) return <Swapped result={done} />
  const { sourceToken: from, toToken: to, quote } = state
  if (!from || !to || (!quote && !state.loadingQuote)) return <p className="empty">Nothing to swap.</p>
  const busy = state.approving || state.swapping || state.loadingQuote
  const approve = Boolean(state.approvalTransaction)
  const onClick = async () => {
    if (busy) return
    try {
      if (approve) {
        await swap.approve()
        modal.toast.show(`${from.symbol} approved`, 'success')
      } else {
        // The view itself says it is done; no toast over its button.
        setDone(await swap.swap())
      }
    } catch (error) {
      modal.context.log.error('swap failed', error)
    }
  }
  const label = state.approving ? `Approving ${from.symbol}…` : state.swapping ? 'Swapping…' : state.loadingQuote ? 'Getting a quote…' : approve ? `Approve ${from.symbol}` : 'Swap'
  return (
    <div>
      <Styles rules={[formStyles, listStyles, swapStyles]} />
      <div className="summary">
        <div className="summary-line">
          <span className="muted">You pay</span>
          <span className="value" data-testid="preview-pay">
            <TokenLabel amount={state.sourceTokenAmount} symbol={from.symbol} icon={from.logoUri} />
          </span>
        </div>
        <div className="summary-line">
          <span className="muted">You receive</span>
          <span className="value" data-testid="preview-receive">
            {quote ? <TokenLabel amount={shortAmount(quote.toAmount, to.decimals)} symbol={to.symbol} icon={to.logoUri} /> : <Spinner label="Getting a quote" />}
          </span>
        </div>
      </div>
      <SwapDetails state={state} editable={false} />
      {approve && (
        <p className="small muted" data-testid="preview-approve-note">
          The swap router may not yet spend this much of your {from.symbol}: approve it first (one transaction), then swap.
        </p>
      )}
      {state.quoteError && (
        <p className="form-error" role="alert">
          {state.quoteError}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="secondary" onClick={() => modal.router.goBack()} disabled={state.approving || state.swapping}>
          Cancel
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
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <TokenIcon token={{ iconUrl: icon, symbol }} size={20} />
      {amount} {symbol}
    </span>
  )
}

function Swapped({ result }: { result: SwapResult }) {
  const modal = usePluginApi()
  const { network } = useNetwork()
  const explorer = network?.blockExplorers?.default.url
  return (
    <div className="center" data-testid="swap-done">
      <span className="wallet-icon large" aria-hidden="true" style={{ color: 'var(--gw-success)' }}>
        <Icon name="check" size={32} />
      </span>
      <p className="title">Swapped</p>
      <p className="muted" data-testid="swap-done-amounts">
        {formatUnits(result.fromAmount, result.from.decimals)} {result.from.symbol} for about {shortAmount(result.toAmount, result.to.decimals)} {result.to.symbol}
      </p>
      <p className="small muted" title={result.hash} data-hash={result.hash}>
        {explorer ? (
          <a href={`${explorer.replace(/\/$/, '')}/tx/${result.hash}`} target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
            {truncateAddress(result.hash, 6, 6)}
          </a>
        ) : (
          truncateAddress(result.hash, 6, 6)
        )}
      </p>
      <button type="button" className="primary block" onClick={() => modal.router.goBackTo('Account')} autoFocus>
        Done
      </button>
    </div>
  )
}
