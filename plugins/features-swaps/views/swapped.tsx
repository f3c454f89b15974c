// What a swap paid and what it is to receive, with its hash; Done goes back to Account.
import { formatUnits } from 'gangway'
import { formatDecimal, SuccessMark, TransactionHash, useNetwork, usePluginApi, useT, useViewParams } from 'gangway/react'
import { shortAmount } from '../rules'

export default function SwapSuccessView() {
  const modal = usePluginApi()
  const result = useViewParams('SwapSuccess')
  const { network } = useNetwork()
  const explorer = network?.blockExplorers?.default.url
  const t = useT()
  return (
    <div className="center" data-testid="swap-done">
      <SuccessMark />
      <p className="title">{t('Swapped')}</p>
      <p className="muted" data-testid="swap-done-amounts">
        {t('{paid} for about {received}', { paid: `${formatDecimal(formatUnits(result.fromAmount, result.from.decimals), t.locale)} ${result.from.symbol}`, received: `${formatDecimal(shortAmount(result.toAmount, result.to.decimals), t.locale)} ${result.to.symbol}` })}
      </p>
      <p className="small muted" title={result.hash} data-hash={result.hash} translate="no">
        <TransactionHash hash={result.hash} explorerUrl={explorer} />
      </p>
      <button type="button" className="primary block" onClick={() => modal.router.goBackTo('Account')} autoFocus>
        {t('Done')}
      </button>
    </div>
  )
}
