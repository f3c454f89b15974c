// All Wallets with WalletConnect: the catalogue's wallets in a windowed list (its own chunk) when
// the host configured a catalogue; otherwise the wallets found in this browser.
import { InstalledWallets, usePluginApi } from 'gangway/react'
import { lazy, useState } from 'react'
import { catalogueViewNow, loadCatalogueView } from '../all-wallets/load'

const LazyCatalogueView = lazy(loadCatalogueView)

export function AllWalletsView() {
  // The loaded component when its code is there (preloaded), the lazy one otherwise; fixed per mount.
  const [CatalogueWalletsView] = useState(() => catalogueViewNow() ?? LazyCatalogueView)
  return usePluginApi().options.services.catalogue ? <CatalogueWalletsView /> : <InstalledWallets />
}
