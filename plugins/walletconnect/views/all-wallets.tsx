// All Wallets with WalletConnect: the catalogue's wallets in a windowed list (its own chunk) when
// the host configured a catalogue; otherwise the wallets found in this browser.
import { lazy } from 'react'
import { useGangway } from '../../../ui/context'
import InstalledWalletsView from '../../../ui/views/all-wallets'

const CatalogueWalletsView = lazy(() => import('../all-wallets/catalogue-view'))

export function AllWalletsView() {
  return useGangway().options.services.catalogue ? <CatalogueWalletsView /> : <InstalledWalletsView />
}
