// One token of the account: icon, name, value in dollars (2 decimals), quantity and symbol (3).
import type { TokenBalance } from '../../kernel/api/types'
import { formatQuantity, formatUsd } from '../format'
import { useT } from '../i18n'

export function TokenIcon({ token, size = 40 }: { token: Pick<TokenBalance, 'iconUrl' | 'symbol'>; size?: number }) {
  return token.iconUrl ? (
    <img className="token-icon" src={token.iconUrl} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="token-icon" aria-hidden="true" translate="no" style={{ width: size, height: size }}>
      {token.symbol.slice(0, 1)}
    </span>
  )
}

export function TokenRow({ token, onPick, current }: { token: TokenBalance; onPick?(token: TokenBalance): void; current?: boolean }) {
  const { locale } = useT()
  const content = (
    <>
      <TokenIcon token={token} />
      <span className="token-text">
        <span className="name" translate="no">{token.name}</span>
        <span className="small muted" data-testid="token-quantity" translate="no">
          {formatQuantity(token.quantity.numeric, locale)} {token.symbol}
        </span>
      </span>
      {/* No price, no value: $0.00 would be a claim. */}
      {token.price > 0 && (
        <span className="token-value" data-testid="token-value" translate="no">
          {formatUsd(token.value, locale)}
        </span>
      )}
    </>
  )
  return onPick ? (
    <button type="button" className="row token-row" onClick={() => onPick(token)} aria-current={current} data-token={token.symbol}>
      {content}
    </button>
  ) : (
    <div className="row token-row" data-token={token.symbol}>
      {content}
    </div>
  )
}
