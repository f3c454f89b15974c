// All Wallets with WalletConnect: the catalogue's wallets in a windowed list (its own chunk) when
// the host configured a catalogue; otherwise the wallets found in this browser.
import { InstalledWallets, usePluginApi } from 'gangway/react'
import { catalogueView } from '../all-wallets/load'

export function AllWalletsView() {
  // The loaded component when its code is there (preloaded), the lazy one otherwise.
  const CatalogueWalletsView = catalogueView.component()
  return usePluginApi().options.services.catalogue ? <CatalogueWalletsView /> : <InstalledWallets />
}
