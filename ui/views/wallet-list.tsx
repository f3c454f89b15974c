// A list of wallets: icon, name, and a tag for recent or installed ones.
import type { WalletEntry } from '../../kernel/wallets'
import { WalletIcon } from '../components/wallet-icon'
import { preloadOnIntent } from './preload'

export function WalletList({ wallets, onPick }: { wallets: readonly WalletEntry[]; onPick(wallet: WalletEntry): void }) {
  return (
    <ul className="list" aria-label="Wallets" data-testid="wallet-list">
      {wallets.map((wallet) => (
        <li key={wallet.rdns ?? wallet.id}>
          <button type="button" className="row" onClick={() => onPick(wallet)} data-wallet-id={wallet.id} {...preloadOnIntent('ConnectingExternal')}>
            <WalletIcon name={wallet.name} icon={wallet.icon} />
            <span className="name">{wallet.name}</span>
            {wallet.recent ? <span className="tag accent">Recent</span> : wallet.installed && <span className="tag">Installed</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
