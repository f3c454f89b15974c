// All Wallets with WalletConnect: the catalogue's wallets in a windowed list (its own chunk) when
// the host configured a catalogue; otherwise the wallets found in this browser.
import { InstalledWallets, usePluginApi } from 'gangway/react'
import { lazy } from 'react'

const CatalogueWalletsView = lazy(() => import('../all-wallets/catalogue-view'))

export function AllWalletsView() {
  return usePluginApi().options.services.catalogue ? <CatalogueWalletsView /> : <InstalledWallets />
}
