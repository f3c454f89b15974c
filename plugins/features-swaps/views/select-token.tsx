// Pick a token to swap from or to: search, suggested picks, the tokens the account holds (with
// balances), then the popular rest. Picking the token of the other side swaps the sides.
import { useState } from 'react'
import { formatQuantity, formatUsd, listStyles, Spinner, Styles, TokenIcon, usePluginApi, useT, useViewParams } from 'gangway/react'
import { pickerSections, POPULAR_TOKENS, sameAddress, type SwapToken } from '../rules'
import { swapStyles } from './styles'
import { useSwap } from './use-swap'

export default function SelectTokenView() {
  const modal = usePluginApi()
  const { side } = useViewParams('SwapSelectToken')
  const [swap, state] = useSwap()
  const [query, setQuery] = useState('')
  const t = useT()
  const suggestedSymbols = (modal.options.features.swapSuggestedTokens as string[] | undefined) ?? []
  const sections = pickerSections(state.tokens, { query, suggested: suggestedSymbols, popular: POPULAR_TOKENS })
  const current = side === 'from' ? state.sourceToken : state.toToken
  const choose = (token: SwapToken) => {
    if (side === 'from') swap.setSourceToken(token)
    else swap.setToToken(token)
    modal.router.goBack()
  }
  const list = (label: string, tokens: SwapToken[], testId: string) =>
    tokens.length > 0 && (
      <>
        <p className="section-label" id={`${testId}-label`}>
          {t(label)}
        </p>
        <ul className="list" aria-labelledby={`${testId}-label`} data-testid={testId}>
          {tokens.map((token) => (
            <li key={token.address}>
              <button type="button" className="row token-row" onClick={() => choose(token)} aria-current={sameAddress(token.address, current?.address)} data-token={token.symbol}>
                <TokenIcon token={{ iconUrl: token.logoUri, symbol: token.symbol }} />
                <span className="token-text">
                  <span className="name" translate="no">{token.name}</span>
                  <span className="small muted" translate="no">
                    {formatQuantity(token.quantity.numeric, t.locale)} {token.symbol}
                  </span>
                </span>
                {token.value > 0 && <span className="token-value" translate="no">{formatUsd(token.value, t.locale)}</span>}
              </button>
            </li>
          ))}
        </ul>
      </>
    )
  const none = sections.yours.length === 0 && sections.popular.length === 0
  if (state.loadingTokens) {
    return (
      <div className="center" data-testid="swap-tokens-loading">
        <Spinner label="Loading tokens" />
      </div>
    )
  }
  return (
    <div>
      <Styles rules={[listStyles, swapStyles]} />
      <input className="search" type="search" placeholder={t('Search name or address')} aria-label={t('Search token')} value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
      {sections.suggested.length > 0 && (
        <div className="chips" role="group" aria-label={t('Suggested tokens')} data-testid="swap-suggested">
          {sections.suggested.map((token) => (
            <button key={token.address} type="button" className="token-pick" translate="no" onClick={() => choose(token)} aria-pressed={sameAddress(token.address, current?.address)}>
              <TokenIcon token={{ iconUrl: token.logoUri, symbol: token.symbol }} size={24} />
              {token.symbol}
            </button>
          ))}
        </div>
      )}
      {list(/* t */ 'Your tokens', sections.yours, 'swap-your-tokens')}
      {list(/* t */ 'Popular tokens', sections.popular, 'swap-popular-tokens')}
      {none && <p className="empty">{query.trim() ? t('No token matches “{query}”.', { query }) : t('No tokens to swap on this network.')}</p>}
    </div>
  )
}
