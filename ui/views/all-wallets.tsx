// All Wallets without WalletConnect: the wallets found in this browser, searchable. (Catalogue
// wallets connect through WalletConnect, so its plugin serves the catalogue-backed All Wallets.)
import { useState } from 'react'
import { WalletList } from '../components/wallet-list'
import { WalletSearch } from '../components/wallet-search'
import { useGangway } from '../context'
import { pickWallet, useConnectableWallets } from './connect'
import { useT } from '../i18n'

export function InstalledWallets() {
  const modal = useGangway()
  const wallets = useConnectableWallets()
  const [query, setQuery] = useState('')
  const t = useT()
  const q = query.trim().toLowerCase()
  const shown = q ? wallets.filter((w) => w.name.toLowerCase().includes(q)) : wallets
  return (
    <div>
      <WalletSearch value={query} onChange={setQuery} />
      {shown.length > 0 ? (
        <WalletList wallets={shown} onPick={(wallet) => pickWallet(modal, wallet)} />
      ) : (
        <p className="empty">{t('No wallet matches “{query}”.', { query })}</p>
      )}
    </div>
  )
}

export default InstalledWallets
