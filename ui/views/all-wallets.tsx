// All Wallets: with a wallet catalogue and WalletConnect, every wallet of the catalogue (loaded as
// its own chunk, with the windowed list); otherwise the wallets found in this browser, searchable.
import { useStore } from '@nanostores/react'
import { lazy, useState } from 'react'
import { useGangway } from '../context'
import { pickWallet, useConnectableWallets } from './connect'
import { WalletSearch } from './all-wallets/search'
import { WalletList } from './wallet-list'

const CatalogueWalletsView = lazy(() => import('./all-wallets/catalogue-view'))

export default function AllWalletsView() {
  const modal = useGangway()
  const connectors = useStore(modal.stores.$connectors)
  // Catalogue wallets connect through WalletConnect: without it they could only be looked at.
  const useCatalogue = Boolean(modal.options.services.catalogue) && connectors.some((c) => c.type === 'WALLET_CONNECT')
  return useCatalogue ? <CatalogueWalletsView /> : <InstalledWallets />
}

function InstalledWallets() {
  const modal = useGangway()
  const wallets = useConnectableWallets()
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const shown = q ? wallets.filter((w) => w.name.toLowerCase().includes(q)) : wallets
  return (
    <div>
      <WalletSearch value={query} onChange={setQuery} />
      {shown.length > 0 ? (
        <WalletList wallets={shown} onPick={(wallet) => pickWallet(modal, wallet)} />
      ) : (
        <p className="empty">No wallet matches “{query}”.</p>
      )}
    </div>
  )
}
