// What the host page knows through the hooks: status, address, network, balance.
import { useAccount, useNetwork } from 'gangway/react'

export function AccountPanel() {
  const account = useAccount()
  const { network, isUnsupported } = useNetwork()
  return (
    <section className="card" aria-label="Host view of the connection">
      <h2>What the page sees</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="host-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="host-address">{account.address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="host-network">{isUnsupported ? 'unsupported' : (network?.caipNetworkId ?? '—')}</dd>
        <dt>Balance</dt>
        <dd data-testid="host-balance">{account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}` : '—'}</dd>
      </dl>
    </section>
  )
}
