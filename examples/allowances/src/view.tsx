// The Allowances tab: drawn inside Account with the core's list rows, spinner and messages, so it
// looks like the Tokens tab next to it.
import { formatUnits, truncateAddress } from 'gangway'
import { listStyles, Spinner, Styles, TokenIcon, useAccount, useNetwork, useStore, ViewMessage } from 'gangway/react'
import { useEffect } from 'react'
import { isUnlimited, type Allowance } from './chain'
import { rowKey, type AllowancesController } from './controller'

// A row: the token's letter, the amount (exact, so it may wrap) over the spender, and a button that keeps
// to the row's height and stands out from the row's own surface colour. The modal's own stylesheet is
// adopted, so it comes after this <style> in the cascade: overriding its `.row .name` takes `.row.allowance-row`.
const allowanceStyles = `
.row.allowance-row .name { white-space: normal; overflow-wrap: anywhere; font-weight: 600; }
.allowance-row .small { white-space: nowrap; }
.allowance-row .secondary { min-height: 32px; padding: 0 10px; flex: none; background: var(--gw-bg); border: 1px solid var(--gw-border); }
.allowance-row .secondary:hover { background: var(--gw-surface-hover); }
.allowance-row .secondary[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
`

export function AllowancesPanel({ controller }: { controller: AllowancesController }) {
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const state = useStore(controller.$state)
  const revoking = useStore(controller.$revoking)

  // Read again whenever the person switches account or network.
  useEffect(() => {
    void controller.load()
  }, [controller, address, caipNetworkId])

  return (
    <>
      <Styles rules={[listStyles, allowanceStyles]} />
      {state.status === 'idle' || state.status === 'loading' ? (
        <div className="center panel-state">
          <Spinner label="Loading allowances" />
        </div>
      ) : state.status === 'unsupported' ? (
        <p className="empty panel-state" data-testid="allowances-unsupported">
          Allowances are ERC-20 approvals: switch to an EVM network to see them.
        </p>
      ) : state.status === 'error' ? (
        <ViewMessage
          tone="error"
          title="Allowances unavailable"
          testId="allowances-error"
          actions={
            <button type="button" className="secondary" onClick={() => void controller.load()}>
              Try again
            </button>
          }
        >
          {state.message}
        </ViewMessage>
      ) : state.rows.length === 0 ? (
        <p className="empty panel-state" data-testid="allowances-empty">
          This account has granted no token allowances.
        </p>
      ) : (
        <ul className="list" aria-label="Allowances" data-testid="allowance-list">
          {state.rows.map((row) => (
            <li key={rowKey(row)}>
              <AllowanceRow row={row} busy={revoking.has(rowKey(row))} onRevoke={() => void controller.revoke(row)} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function AllowanceRow({ row, busy, onRevoke }: { row: Allowance; busy: boolean; onRevoke(): void }) {
  const amount = isUnlimited(row.amount) ? `Unlimited ${row.symbol}` : `${formatUnits(row.amount, row.decimals)} ${row.symbol}`
  return (
    <div className="row allowance-row" data-token={row.token} data-spender={row.spender}>
      <span title={row.token}>
        <TokenIcon token={{ symbol: row.symbol, iconUrl: '' }} />
      </span>
      <span className="token-text">
        <span className="name" data-testid="allowance-amount">
          {amount}
        </span>
        <span className="small muted" title={row.spender}>
          Spender {truncateAddress(row.spender)}
        </span>
      </span>
      <button
        type="button"
        className="secondary"
        aria-label={`Revoke ${row.symbol} allowance of ${row.spender}`}
        aria-disabled={busy}
        onClick={busy ? undefined : onRevoke}
      >
        {busy ? <Spinner label="Revoking" /> : 'Revoke'}
      </button>
    </div>
  )
}
