// my-plugin/tips-view.tsx: every text through useT(), the English wording as the key.
import type { FeatureModule } from 'gangway'
import { formatDecimal, useT } from 'gangway/react'

function TipView() {
  const t = useT()
  const amount = '0.01'
  return <p className="title">{t('Tip {amount}', { amount: `${formatDecimal(amount, t.locale)} ETH` })}</p>
}

export const tipsModule: FeatureModule = { views: { Tips: TipView } }
