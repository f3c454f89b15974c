// What a native send sent (it does not return to Account by itself): amount, receiver, hash; Done.
import { truncateAddress } from 'gangway'
import { formatDecimal, SuccessMark, TransactionHash, usePluginApi, useT, useViewParams } from 'gangway/react'

export default function SendSuccessView() {
  const modal = usePluginApi()
  const sent = useViewParams('WalletSendSuccess')
  const explorer = sent.network.blockExplorers?.default.url
  const t = useT()
  return (
    <div className="center" data-testid="send-done">
      <SuccessMark />
      <p className="title">{t('Sent')}</p>
      <p className="muted">
        {t('{amount} {symbol} to {receiver}', { amount: formatDecimal(sent.amount, t.locale), symbol: sent.symbol, receiver: sent.toName ?? truncateAddress(sent.to) })}
      </p>
      <p className="small muted" title={sent.id} translate="no">
        <TransactionHash hash={sent.id} explorerUrl={explorer} />
      </p>
      <button type="button" className="primary block" onClick={() => modal.router.goBackTo('Account')} autoFocus>
        {t('Done')}
      </button>
    </div>
  )
}
