// The views WalletConnect serves (loaded with the feature, on first show).
import type { PluginApi, ViewComponent } from 'gangway'
import { preloadAllWallets } from '../all-wallets/preload'
import { AllWalletsView } from './all-wallets'
import { ConnectingWalletConnectBasicView, ConnectingWalletConnectView } from './connecting'

export const views: Record<string, ViewComponent> = {
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  AllWallets: AllWalletsView,
}

/** All Wallets is about to show: its list's code, and its first catalogue page on the way (all-wallets/preload.ts). */
export async function preload(view: string, api: PluginApi): Promise<void> {
  if (view === 'AllWallets') await preloadAllWallets(api)
}
