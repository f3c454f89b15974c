// All Wallets: every wallet Gangway knows of here, with a search.
import { useState } from 'react'
import { useGangway } from '../context'
import { pickWallet, useConnectableWallets } from './connect'
import { WalletList } from './wallet-list'

export default function AllWalletsView() {
  const modal = useGangway()
  const wallets = useConnectableWallets()
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const shown = q ? wallets.filter((w) => w.name.toLowerCase().includes(q)) : wallets
  return (
    <div>
      <input
        className="search"
        type="search"
        placeholder="Search wallet"
        aria-label="Search wallet"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
      />
      {shown.length > 0 ? (
        <WalletList wallets={shown} onPick={(wallet) => pickWallet(modal, wallet)} />
      ) : (
        <p className="empty">No wallet matches “{query}”.</p>
      )}
    </div>
  )
}
