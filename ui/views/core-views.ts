// The core views that load on first use, by name (Connect ships with the first paint).
import type { ComponentType } from 'react'

export type Loader = () => Promise<{ default: ComponentType }>

const networkViews = () => import('./network-views')
const networkView = (name: keyof Awaited<ReturnType<typeof networkViews>>): Loader => () => networkViews().then((m) => ({ default: m[name] }))

export const coreViews: Record<string, Loader> = {
  AllWallets: () => import('./all-wallets'),
  Account: () => import('./account'),
  Networks: networkView('Networks'),
  ConnectingExternal: () => import('./connecting-external'),
  SwitchNetwork: networkView('SwitchNetwork'),
  SwitchActiveChain: networkView('SwitchActiveChain'),
  UnsupportedChain: networkView('UnsupportedChain'),
}
