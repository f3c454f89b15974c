// All Wallets backed by the wallet catalogue (SPEC §9): the wallets this page knows first, then the
// catalogue's pages in a windowed list; an installed wallet shows once, marked, instead of its twin.
import { useStore } from '@nanostores/react'
import { useMemo, useRef, useState } from 'react'
import { view } from 'gangway'
import { pickWallet, Spinner, useConnectableWallets, usePluginApi, useT, WalletIcon, WalletSearch } from 'gangway/react'
import { catalogueOf, SEARCH_ENTRIES, type CatalogueClient } from '../catalogue/client'
import { allWalletsRows, type AllWalletsRow } from '../catalogue/rows'
import { useCatalogueList } from './use-catalogue'
import { VirtualList } from './virtual-list'
import { holdPreloads } from './preload-images'

export default function CatalogueWalletsView() {
  const modal = usePluginApi()
  // Shown only when the host configured a catalogue service.
  const catalogue = catalogueOf(modal)!
  const entries = useConnectableWallets()
  const [query, setQuery] = useState('')
  const t = useT()
  const list = useCatalogueList(modal, catalogue, query)
  const networks = useStore(modal.stores.$networks)
  const rows = useMemo(() => {
    const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
    const all = allWalletsRows(entries, list.wallets, { search: query, excluded: modal.options.excludeWalletIds, namespaces })
    // SPEC §9: a search shows at most 100 entries (this page's wallets that match included).
    return query.trim() ? all.slice(0, SEARCH_ENTRIES) : all
  }, [entries, list.wallets, query, modal, networks])
  // A wallet image loads once its row is in view and the list has stopped moving (a fling past
  // hundreds of rows fetches none of theirs); an image shown once stays.
  const shown = useRef(new Set<string>()).current
  const image = (url: string | undefined, scrolling: boolean) => {
    if (!url || (scrolling && !shown.has(url))) return undefined
    shown.add(url)
    return url
  }
  const pick = (row: AllWalletsRow) =>
    row.kind === 'entry'
      ? pickWallet(modal, row.entry)
      : modal.router.push(view('ConnectingWalletConnect', { walletId: row.wallet.id, name: row.wallet.name }))

  const status = list.error ? (
    <div className="center" role="alert">
      <p className="error">{t(list.error)}</p>
      <button type="button" className="secondary" onClick={list.retry}>
        {t('Try again')}
      </button>
    </div>
  ) : list.loading ? (
    <div className="center">
      <Spinner label={query.trim() ? /* t */ 'Searching wallets' : /* t */ 'Loading wallets'} />
    </div>
  ) : null

  return (
    <div>
      <WalletSearch value={query} onChange={setQuery} />
      {rows.length > 0 ? (
        <VirtualList items={rows} itemKey={(row) => row.key} render={(row, scrolling) => <Row row={row} icon={image(rowIcon(row, catalogue), scrolling)} onPick={pick} />} onNearEnd={list.loadMore} onScrolling={holdPreloads} footer={status} label={t('Wallets')} />
      ) : (
        status ?? <p className="empty">{t('No wallet matches “{query}”.', { query })}</p>
      )}
    </div>
  )
}

const rowIcon = (row: AllWalletsRow, catalogue: CatalogueClient) => (row.kind === 'entry' ? row.entry.icon : catalogue.imageUrl(row.wallet))

function Row({ row, icon, onPick }: { row: AllWalletsRow; icon: string | undefined; onPick(row: AllWalletsRow): void }) {
  const entry = row.kind === 'entry' ? row.entry : undefined
  const name = entry?.name ?? (row.kind === 'catalogue' ? row.wallet.name : '')
  const t = useT()
  return (
    <button type="button" className="row" onClick={() => onPick(row)} data-wallet-id={entry?.id ?? row.key}>
      <WalletIcon name={name} icon={icon} />
      <span className="name" translate="no">{name}</span>
      {entry?.recent ? <span className="tag accent">{t('Recent')}</span> : entry?.installed && <span className="tag">{t('Installed')}</span>}
    </button>
  )
}
