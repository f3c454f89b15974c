// What every dev wallet panel shows: site connection, account, balance and the wallet-side
// controls. Each wallet adds its own rows (chain, cluster) and actions (switch chain).
import type { ReactNode } from 'react'

interface PanelWallet {
  setAccount(index: number): void
  disconnect(): void
  reject(next?: boolean): void
}

interface PanelState {
  connected: boolean
  accountIndex: number
  address: string
  accountCount: number
  rejectNext: boolean
}

export function DevWalletPanelFrame(props: {
  title: string
  /** Prefix of the test ids: `${testId}-status`, `-account`, `-balance`. */
  testId: string
  className?: string
  wallet: PanelWallet
  state: PanelState
  balance: string | undefined
  rows?: ReactNode
  actions?: ReactNode
}) {
  const { wallet, state, testId } = props
  return (
    <section className={`dev-wallet ${props.className ?? ''}`} aria-label={props.title} data-testid={testId}>
      <h2>
        {props.title} <span className="badge">local only · public test keys</span>
      </h2>
      <dl>
        <dt>Site</dt>
        <dd data-testid={`${testId}-status`}>{state.connected ? 'connected' : 'not connected'}</dd>
        <dt>Account</dt>
        <dd data-testid={`${testId}-account`}>
          #{state.accountIndex} <code>{state.address}</code>
        </dd>
        {props.rows}
        <dt>Balance</dt>
        <dd data-testid={`${testId}-balance`}>{props.balance ?? '…'}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={() => wallet.setAccount((state.accountIndex + 1) % state.accountCount)}>
          Next account
        </button>
        {props.actions}
        <button type="button" disabled={!state.connected} onClick={() => wallet.disconnect()}>
          Disconnect site
        </button>
        <label>
          <input type="checkbox" checked={state.rejectNext} onChange={(e) => wallet.reject(e.currentTarget.checked)} /> Reject next prompt
        </label>
      </div>
    </section>
  )
}
