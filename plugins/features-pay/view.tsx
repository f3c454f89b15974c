// Pay: what the site asks (amount, asset, recipient, network), a wallet to connect when none is,
// then one button that switches the wallet's network if needed and pays. The outcome stays on
// screen; closing before paying tells the site 'Modal closed'.
import { useStore } from '@nanostores/react'
import { truncateAddress } from 'gangway'
import { formStyles, Icon, pickWallet, Spinner, Styles, useNetwork, usePluginApi, ViewMessage, WalletList } from 'gangway/react'
import { payController, type PayStatus } from './controller'

const busyLabels: Partial<Record<PayStatus, string>> = {
  connecting: 'Continue in your wallet…',
  switching: 'Switching network…',
  paying: 'Confirm in your wallet…',
  confirming: 'Waiting for the network…',
}

export default function PayView() {
  const modal = usePluginApi()
  const controller = payController(modal)
  const state = useStore(controller.$pay)
  const accounts = useStore(modal.stores.$accounts)
  const wallets = useStore(modal.stores.$wallets)
  const { network: active } = useNetwork()
  const payment = state.payment
  if (!payment) return <p className="empty">Nothing to pay.</p>
  const { network, asset } = payment
  const from = accounts[network.chainNamespace]?.address
  const asked = (
    <div className="center" data-testid="pay-request">
      <p className="title" data-testid="pay-amount">
        {payment.amount} {asset.symbol}
      </p>
      <p className="muted">
        to <span title={payment.recipient}>{truncateAddress(payment.recipient)}</span> on {network.name}
      </p>
    </div>
  )

  if (state.status === 'paid') {
    return (
      <ViewMessage
        testId="pay-done"
        visual={
          <span className="wallet-icon large" aria-hidden="true" style={{ color: 'var(--gw-success)' }}>
            <Icon name="check" size={32} />
          </span>
        }
        title="Paid"
        actions={
          <button type="button" className="primary block" onClick={() => modal.close()} autoFocus>
            Done
          </button>
        }
      >
        {payment.amount} {asset.symbol} to {truncateAddress(payment.recipient)} · <span title={state.id}>{state.id && truncateAddress(state.id, 6, 6)}</span>
      </ViewMessage>
    )
  }
  if (state.status === 'failed') {
    return (
      <ViewMessage testId="pay-failed" tone="error" title={state.error ?? 'Payment failed'} actions={<button type="button" className="secondary block" onClick={() => modal.close()}>Close</button>}>
        Nothing was paid from this request.
      </ViewMessage>
    )
  }
  const busy = busyLabels[state.status]
  const serving = wallets.filter((w) => w.connectors.some((c) => c.chain === network.chainNamespace))
  return (
    <div>
      <Styles rules={[formStyles]} />
      {asked}
      {!from || state.status === 'connecting' ? (
        busy ? (
          <div className="center">
            <Spinner label={busy} />
            <p className="muted">{busy}</p>
          </div>
        ) : (
          <div data-testid="pay-connect">
            <p className="muted small">Connect a wallet to pay.</p>
            {serving.length > 0 ? (
              <WalletList wallets={serving} onPick={(wallet) => void controller.connect(wallet, (w) => pickWallet(modal, w))} />
            ) : (
              <p className="empty">No wallet found for {network.name}.</p>
            )}
          </div>
        )
      ) : (
        <>
          <div className="summary">
            <div className="summary-line">
              <span className="muted">From</span>
              <span className="value" title={from} data-testid="pay-from">
                {truncateAddress(from)}
              </span>
            </div>
            <div className="summary-line">
              <span className="muted">Network</span>
              <span className="value">{network.name}</span>
            </div>
          </div>
          {active?.caipNetworkId !== network.caipNetworkId && !busy && (
            <p className="small muted" data-testid="pay-switch-note">
              Your wallet switches to {network.name} first.
            </p>
          )}
          <button type="button" className="primary block" onClick={() => void controller.pay()} aria-disabled={Boolean(busy)} aria-busy={Boolean(busy)} data-testid="pay-button">
            {busy ? (
              <>
                <Spinner label={busy} /> {busy}
              </>
            ) : (
              `Pay ${payment.amount} ${asset.symbol}`
            )}
          </button>
        </>
      )}
      {state.error && (
        <p className="form-error" role="alert" data-testid="pay-error" style={{ marginTop: 12 }}>
          {state.error}
        </p>
      )}
    </div>
  )
}
