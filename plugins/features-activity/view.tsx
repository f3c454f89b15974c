// The Activity tab: transactions newest first, each with what moved, with whom, and when; more
// pages on demand. Loading, empty and failed each say so.
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { truncateAddress, type Transaction, type TransactionTransfer } from 'gangway'
import { formatQuantity, formatUsd, listStyles, Spinner, Styles, useAccount, useNetwork, usePluginApi, useT } from 'gangway/react'
import { activityController } from './controller'
import { minedAgo } from './time'

const ARROWS = {
  in: 'M12 5v14M5 12l7 7 7-7',
  out: 'M12 19V5M5 12l7-7 7 7',
  // Two opposite arrows: something went out and something else came in.
  trade: 'M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4',
}

/** An arrow in (received), out (sent) or both (swapped), drawn like the modal's other icons. */
function Arrow({ kind }: { kind: keyof typeof ARROWS }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={ARROWS[kind]} />
    </svg>
  )
}

/**
 * Each of a swap's two sides on its own line; what came in in the colour of money received. When
 * and with whom: with no room for both beside the amount (a long NFT name on a phone), the
 * counterparty goes to a line of its own, whole, rather than cut off (a row class first: the shared
 * sheet, adopted, comes after this <style> and wins a tie).
 */
const rowStyles = '.tx-amount .in { display: block; color: var(--gw-success); } .tx-row .tx-text { min-width: min-content; } .tx-row .tx-text .small { white-space: normal; } .tx-who { white-space: nowrap; }'

const titles: Record<string, string> = { send: /* t */ 'Sent', receive: /* t */ 'Received', execute: /* t */ 'Contract call', mint: /* t */ 'Minted', trade: /* t */ 'Swapped' }

function TransactionRow({ tx, me }: { tx: Transaction; me: string }) {
  const failed = tx.metadata.status === 'failed'
  // A swap (SPEC §3 operation type 'trade') shows both sides, what left and what came in, as AppKit's trade row does.
  const trade = tx.metadata.operationType === 'trade' && tx.transfers.find((x) => x.direction === 'out')
  const received = trade && tx.transfers.find((x) => x.direction === 'in')
  const transfer = trade || tx.transfers[0]
  const incoming = transfer?.direction === 'in'
  // A swap's counterpart is the exchange's contract, not a person: it is left out.
  const other = received ? undefined : incoming ? tx.metadata.sentFrom : tx.metadata.sentTo
  const t = useT()
  const title = titles[tx.metadata.operationType]
  const amount = (x: TransactionTransfer) => (
    <span data-testid="activity-amount" className={x === received && !failed ? 'in' : undefined} translate="no">
      {x.direction === 'in' ? '+' : '−'}
      {formatQuantity(x.quantity.numeric, t.locale)} {x.fungible_info?.symbol ?? x.nft_info?.name ?? ''}
    </span>
  )
  return (
    <div className="row tx-row" data-testid="activity-row" data-hash={tx.metadata.hash} data-status={tx.metadata.status}>
      <span className="token-icon" aria-hidden="true">
        <Arrow kind={received ? 'trade' : incoming ? 'in' : 'out'} />
      </span>
      <span className="tx-text">
        <span className={failed ? 'name tx-failed' : 'name'}>
          {failed ? t('Failed') : title ? t(title) : <span translate="no">{tx.metadata.operationType}</span>}
        </span>
        <span className="small muted">
          <time dateTime={tx.metadata.minedAt} title={new Date(tx.metadata.minedAt).toLocaleString(t.locale)} translate="no">
            {minedAgo(tx.metadata.minedAt, Date.now(), t.locale)}
          </time>
          {other && other.toLowerCase() !== me.toLowerCase() && (
            <>
              {' · '}
              <span className="tx-who">{incoming ? t('from {address}', { address: truncateAddress(other) }) : t('to {address}', { address: truncateAddress(other) })}</span>
            </>
          )}
        </span>
      </span>
      {transfer && (
        <span className={incoming && !failed ? 'tx-amount in' : 'tx-amount'}>
          {amount(transfer)}
          {received ? amount(received) : transfer.price ? <span className="small muted" translate="no">{formatUsd(transfer.value, t.locale)}</span> : null}
        </span>
      )}
    </div>
  )
}

export default function ActivityView() {
  return (
    <>
      <Styles rules={[listStyles, rowStyles]} />
      <ActivityList />
    </>
  )
}

function ActivityList() {
  const modal = usePluginApi()
  const controller = activityController(modal)
  const state = useStore(controller.$activity)
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const t = useT()
  useEffect(() => {
    if (address) void controller.load()
  }, [controller, address, caipNetworkId])

  if (!address) return <p className="empty panel-state">{t('Connect a wallet to see its activity.')}</p>
  if (state.loading && state.transactions.length === 0) {
    return (
      <div className="center panel-state">
        <Spinner label={/* t */ 'Loading activity'} />
      </div>
    )
  }
  if (state.failed && state.transactions.length === 0) {
    return (
      <div className="center panel-state" data-testid="activity-failed">
        <p className="muted">{t('Failed to fetch transactions')}</p>
        <button type="button" className="secondary" onClick={() => void controller.load()}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  if (state.transactions.length === 0) return <p className="empty panel-state" data-testid="activity-empty">{t('No activity yet.')}</p>
  return (
    <div>
      <ul className="list" aria-label={t('Transactions')} data-testid="activity-list">
        {state.transactions.map((tx) => (
          <li key={tx.id}>
            <TransactionRow tx={tx} me={address} />
          </li>
        ))}
      </ul>
      {state.next && (
        <button type="button" className="secondary block" style={{ marginTop: 8 }} onClick={() => void controller.load({ more: true })} disabled={state.loading}>
          {state.loading ? <Spinner label={/* t */ 'Loading more'} /> : t('Load more')}
        </button>
      )}
    </div>
  )
}
