// Connect: the wallets found in this browser in SPEC §9's order, then All Wallets.
// E-mail and social sign-in take their place in the SPEC §2 method order once installed.
import { useStore } from '@nanostores/react'
import { view } from '../../kernel/router'
import type { WalletEntry } from '../../kernel/wallets'
import { Icon } from '../components/icons'
import { useGangway } from '../context'
import { preloadOnIntent } from './preload'
import { WalletList } from './wallet-list'

/** Wallets serving the namespace the person is connecting: all, when nothing is connected yet. */
export function useConnectableWallets(): WalletEntry[] {
  const modal = useGangway()
  const wallets = useStore(modal.stores.$wallets)
  const namespace = useStore(modal.stores.$activeNamespace)
  const accounts = useStore(modal.stores.$accounts)
  const anyConnected = Object.values(accounts).some((a) => a?.status === 'connected')
  return anyConnected && namespace ? wallets.filter((w) => w.connectors.some((c) => c.chain === namespace)) : wallets
}

export function pickWallet(modal: ReturnType<typeof useGangway>, wallet: WalletEntry): void {
  const first = wallet.connectors[0]
  if (first) modal.router.push(first.view ?? view('ConnectingExternal', { connectorId: first.id, namespace: first.chain }))
}

export function ConnectView() {
  const modal = useGangway()
  const wallets = useConnectableWallets()
  const { allWallets } = modal.options.features
  return (
    <div>
      {wallets.length > 0 ? (
        <WalletList wallets={wallets} onPick={(wallet) => pickWallet(modal, wallet)} />
      ) : (
        <p className="empty">No wallet found in this browser.</p>
      )}
      {allWallets && (
        <button type="button" className="row" style={{ marginTop: 8 }} onClick={() => modal.router.push(view('AllWallets'))} {...preloadOnIntent('AllWallets')}>
          <span className="wallet-icon" aria-hidden="true">
            <Icon name="search" />
          </span>
          <span className="name">All Wallets</span>
          <Icon name="chevron" />
        </button>
      )}
    </div>
  )
}
