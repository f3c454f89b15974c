// The core views that load on first use, by name (Connect ships with the first paint).
import type { ComponentType } from 'react'

export type Loader = () => Promise<{ default: ComponentType }>

export const coreViews: Record<string, Loader> = {
  AllWallets: () => import('./all-wallets'),
  Account: () => import('./account'),
  Networks: () => import('./networks'),
  ConnectingExternal: () => import('./connecting-external'),
  SwitchNetwork: () => import('./switch-network'),
  SwitchActiveChain: () => import('./switch-active-chain'),
  UnsupportedChain: () => import('./unsupported-chain'),
}
