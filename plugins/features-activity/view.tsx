// The Activity tab: transactions newest first, each with what moved, with whom, and when; more
// pages on demand. Loading, empty and failed each say so.
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { truncateAddress, type Transaction } from 'gangway'
import { formatQuantity, formatUsd, listStyles, Spinner, Styles, useAccount, useNetwork, usePluginApi, useT } from 'gangway/react'
import { activityController } from './controller'
import { relativeTime } from './time'

/** An arrow in (received) or out (sent), drawn like the modal's other icons. */
function Arrow({ incoming }: { incoming: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={incoming ? 'M12 5v14M5 12l7 7 7-7' : 'M12 19V5M5 12l7-7 7 7'} />
    </svg>
  )
}

const titles: Record<string, string> = { send: /* t */ 'Sent', receive: /* t */ 'Received', execute: /* t */ 'Contract call', mint: /* t */ 'Minted', trade: /* t */ 'Swapped' }

function TransactionRow({ tx, me }: { tx: Transaction; me: string }) {
  const transfer = tx.transfers[0]
  const failed = tx.metadata.status === 'failed'
  const incoming = transfer?.direction === 'in'
  const other = incoming ? tx.metadata.sentFrom : tx.metadata.sentTo
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
  const t = useT()
  const title = titles[tx.metadata.operationType]
  return (
    <div className="row tx-row" data-testid="activity-row" data-hash={tx.metadata.hash} data-status={tx.metadata.status}>
      <span className="token-icon" aria-hidden="true">
        <Arrow incoming={incoming} />
      </span>
      <span className="tx-text">
        <span className={failed ? 'name tx-failed' : 'name'}>
          {failed ? t('Failed') : title ? t(title) : <span translate="no">{tx.metadata.operationType}</span>}
        </span>
        <span className="small muted">
          <time dateTime={tx.metadata.minedAt} title={new Date(tx.metadata.minedAt).toLocaleString(t.locale)} translate="no">
            {relativeTime(tx.metadata.minedAt, Date.now(), t.locale)}
          </time>
          {other && other.toLowerCase() !== me.toLowerCase() ? ` · ${incoming ? t('from {address}', { address: truncateAddress(other) }) : t('to {address}', { address: truncateAddress(other) })}` : ''}
        </span>
      </span>
      {transfer && (
        <span className={incoming && !failed ? 'tx-amount in' : 'tx-amount'}>
          <span data-testid="activity-amount" translate="no">
            {incoming ? '+' : '−'}
            {formatQuantity(transfer.quantity.numeric, t.locale)} {symbol}
          </span>
          {transfer.price ? <span className="small muted" translate="no">{formatUsd(transfer.value, t.locale)}</span> : null}
        </span>
      )}
    </div>
  )
}

export default function ActivityView() {
  return (
    <>
      <Styles rules={[listStyles]} />
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
