// Review and send. The Send button is disabled while the send is in flight, so a double click
// sends once. A native EVM send then shows what was sent in place of the review (SPEC §2: no
// success handler); token sends go back to Account by themselves.
import { describeError, truncateAddress, view } from 'gangway'
import { formatDecimal, formatUsd, formStyles, listStyles, Spinner, Styles, TokenIcon, useAccount, useNetwork, usePluginApi, useT, ViewMessage } from 'gangway/react'
import { ReceiverAvatar, receiverAvatarStyles } from './receiver-avatar'
import { useSend } from './use-send'

export default function SendPreviewView() {
  const modal = usePluginApi()
  const [send, state] = useSend()
  const { network } = useNetwork()
  const account = useAccount()
  const t = useT()

  const { token, sendTokenAmount: amount, receiverAddress: to } = state
  // SPEC §4: another network or account resets the send; say so, rather than show an empty review.
  if (!amount || !to) {
    return (
      <ViewMessage
        testId="send-cleared"
        title={t('The network or account changed, so this send was cleared.')}
        actions={
          <button type="button" className="primary block" onClick={() => modal.router.goBack()} autoFocus>
            {t('Start again')}
          </button>
        }
      />
    )
  }
  const symbol = token?.symbol ?? account.balanceSymbol ?? network?.nativeCurrency.symbol
  const onSend = async () => {
    try {
      const result = await send.send()
      // The success view says it is done itself; no toast over its button.
      if (result.returnsToAccount) modal.toast.show(/* t */ 'Transaction sent', 'success')
      else modal.router.replace(view('WalletSendSuccess', result))
    } catch (error) {
      modal.context.log.error('send failed', error)
      // SPEC §8: what the wallet or the node said, in words a person reads ('Signature declined' for a refusal).
      modal.toast.show(describeError(error), 'error')
    }
  }
  return (
    <div>
      <Styles rules={[formStyles, listStyles, receiverAvatarStyles]} />
      <div className="center">
        {token && <TokenIcon token={token} size={56} />}
        <p className="title" data-testid="preview-amount" translate="no">
          {formatDecimal(amount, t.locale)} {symbol}
        </p>
        {/* No price known (the services price none for the token): no value, rather than $0.00. */}
        {token && token.price > 0 && <p className="muted" translate="no">{formatUsd(Number(amount) * token.price, t.locale)}</p>}
      </div>
      <div className="summary">
        <div className="summary-line">
          <span className="muted">{t('To')}</span>
          <span className="value receiver" title={to} data-testid="preview-to" translate="no">
            <ReceiverAvatar address={to} imageUrl={state.receiverProfileImageUrl} />
            {state.receiverProfileName ? `${state.receiverProfileName} · ${truncateAddress(to)}` : truncateAddress(to)}
          </span>
        </div>
        <div className="summary-line">
          <span className="muted">{t('Network')}</span>
          <span className="value" translate="no">{network?.name}</span>
        </div>
      </div>
      <p className="small muted" style={{ textAlign: 'center' }}>
        {t('Review the transaction carefully.')}
      </p>
      <div className="button-row">
        <button type="button" className="secondary" onClick={() => modal.router.goBack()} disabled={state.loading}>
          {t('Cancel')}
        </button>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus. The controller sends once anyway. */}
        <button type="button" className="primary" onClick={state.loading ? undefined : onSend} aria-disabled={state.loading} aria-busy={state.loading} data-testid="send-button">
          {state.loading ? (
            <>
              <Spinner label={/* t */ 'Sending'} /> {t('Sending…')}
            </>
          ) : (
            t('Send')
          )}
        </button>
      </div>
    </div>
  )
}
