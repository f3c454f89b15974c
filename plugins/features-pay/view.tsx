// Pay: what the site asks (amount, asset, recipient, network), a wallet to connect when none is,
// then one button that switches the wallet's network if needed and pays. The outcome stays on
// screen; closing before paying tells the site 'Modal closed'.
import { useStore } from '@nanostores/react'
import { truncateAddress } from 'gangway'
import { formatDecimal, formStyles, pickWallet, Spinner, Styles, SuccessMark, useNetwork, usePluginApi, useT, ViewMessage, WalletChoice } from 'gangway/react'
import { payController, type PayStatus } from './controller'

const busyLabels: Partial<Record<PayStatus, string>> = {
  connecting: /* t */ 'Continue in your wallet…',
  switching: /* t */ 'Switching network…',
  paying: /* t */ 'Confirm in your wallet…',
  confirming: /* t */ 'Waiting for the network…',
}

export default function PayView() {
  const modal = usePluginApi()
  const controller = payController(modal)
  const state = useStore(controller.$pay)
  const accounts = useStore(modal.stores.$accounts)
  const wallets = useStore(modal.stores.$wallets)
  const { network: active } = useNetwork()
  const t = useT()
  const payment = state.payment
  if (!payment) return <p className="empty">{t('Nothing to pay.')}</p>
  const { network, asset } = payment
  const from = accounts[network.chainNamespace]?.address
  const amount = `${formatDecimal(payment.amount, t.locale)} ${asset.symbol}`
  const asked = (
    <div className="center" data-testid="pay-request">
      <p className="title" data-testid="pay-amount" translate="no">
        {amount}
      </p>
      <p className="muted" title={payment.recipient}>
        {t('to {address} on {network}', { address: truncateAddress(payment.recipient), network: network.name })}
      </p>
    </div>
  )

  if (state.status === 'paid') {
    return (
      <ViewMessage
        testId="pay-done"
        visual={
          <SuccessMark />
        }
        title={t('Paid')}
        actions={
          <button type="button" className="primary block" onClick={() => modal.close()} autoFocus>
            {t('Done')}
          </button>
        }
      >
        {t('{amount} to {address}', { amount, address: truncateAddress(payment.recipient) })} · <span title={state.id} translate="no">{state.id && truncateAddress(state.id, 6, 6)}</span>
      </ViewMessage>
    )
  }
  if (state.status === 'failed') {
    return (
      <ViewMessage testId="pay-failed" tone="error" title={t(state.error ?? 'Payment failed')} actions={<button type="button" className="secondary block" onClick={() => modal.close()}>{t('Close')}</button>}>
        {t('Nothing was paid from this request.')}
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
            <p className="muted">{t(busy)}</p>
          </div>
        ) : (
          <div data-testid="pay-connect">
            <p className="muted small">{t('Connect a wallet to pay.')}</p>
            {/* As on Connect: All Wallets when the host offers it, and what stands behind it left there. */}
            <WalletChoice
              wallets={serving}
              onPick={(wallet) => void controller.connect(wallet, (w) => pickWallet(modal, w))}
              empty={t('No wallet found for {network}.', { network: network.name })}
              onAllWallets={controller.toAllWallets}
            />
          </div>
        )
      ) : (
        <>
          <div className="summary">
            <div className="summary-line">
              <span className="muted">{t('From')}</span>
              <span className="value" title={from} data-testid="pay-from" translate="no">
                {truncateAddress(from)}
              </span>
            </div>
            <div className="summary-line">
              <span className="muted">{t('Network')}</span>
              <span className="value" translate="no">{network.name}</span>
            </div>
          </div>
          {active?.caipNetworkId !== network.caipNetworkId && !busy && (
            <p className="small muted" data-testid="pay-switch-note">
              {t('Your wallet switches to {network} first.', { network: network.name })}
            </p>
          )}
          <button type="button" className="primary block" onClick={() => void controller.pay()} aria-disabled={Boolean(busy)} aria-busy={Boolean(busy)} data-testid="pay-button">
            {busy ? (
              <>
                <Spinner label={busy} /> {t(busy)}
              </>
            ) : (
              t('Pay {amount}', { amount })
            )}
          </button>
        </>
      )}
      {state.error && (
        <p className="form-error" role="alert" data-testid="pay-error" style={{ marginTop: 12 }}>
          {t(state.error)}
        </p>
      )}
    </div>
  )
}
