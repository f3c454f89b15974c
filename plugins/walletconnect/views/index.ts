// The views WalletConnect serves (loaded with the feature, on first show).
import type { ViewComponent } from 'gangway'
import { AllWalletsView } from './all-wallets'
import { ConnectingWalletConnectBasicView, ConnectingWalletConnectView } from './connecting'

export const views: Record<string, ViewComponent> = {
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  AllWallets: AllWalletsView,
}
