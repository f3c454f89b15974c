// A list of wallets: icon, name, and a tag for recent or installed ones.
import type { WalletEntry } from '../../kernel/plugin'
import { useWarming } from '../modal/warm'
import { usePreloadOnIntent } from '../views/views-context'
import { WalletIcon } from './wallet-icon'
import { useT } from '../i18n'

export function WalletList({ wallets, onPick }: { wallets: readonly WalletEntry[]; onPick(wallet: WalletEntry): void }) {
  const preload = usePreloadOnIntent('ConnectingExternal')
  const t = useT()
  // The warm-up's hidden copy is not the list a person (or a test) looks for.
  const testId = useWarming() ? undefined : 'wallet-list'
  return (
    <ul className="list" aria-label={t('Wallets')} data-testid={testId}>
      {wallets.map((wallet) => (
        <li key={wallet.rdns ?? wallet.id}>
          <button type="button" className="row" onClick={() => onPick(wallet)} data-wallet-id={wallet.id} {...preload}>
            <WalletIcon name={wallet.name} icon={wallet.icon} />
            <span className="name" translate="no">{wallet.name}</span>
            {wallet.recent ? <span className="tag accent">{t('Recent')}</span> : wallet.installed && <span className="tag">{t('Installed')}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
