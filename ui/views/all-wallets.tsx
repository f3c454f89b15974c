// All Wallets without WalletConnect: the wallets found in this browser, searchable. (Catalogue
// wallets connect through WalletConnect, so its plugin serves the catalogue-backed All Wallets.)
import { useState } from 'react'
import { useGangway } from '../context'
import { pickWallet, useConnectableWallets } from './connect'
import { WalletSearch } from './all-wallets/search'
import { WalletList } from './wallet-list'

export default function InstalledWalletsView() {
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
