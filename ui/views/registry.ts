// Which component draws each view name. Connect ships with the first paint (the wallet list must
// show within a frame of the click); every other view loads on first use. Feature plugins serve
// their own view names through `load()`, so the core never lists them.
import { lazy, type ComponentType } from 'react'
import type { Modal } from '../../kernel/modal'
import { perModal } from '../../kernel/per-modal'
import type { ViewEntry } from '../../kernel/router'
import { ConnectView } from './connect'
import { coreViews, type Loader } from './core-views'

function featureLoader(modal: Modal, name: string): Loader | undefined {
  const feature = modal.features.find((f) => f.views.includes(name))
  if (!feature) return undefined
  return async () => {
    const loaded = await modal.loadFeature(feature)
    const component = loaded.views?.[name] as ComponentType | undefined
    return { default: component ?? MissingView }
  }
}

function MissingView() {
  return null
}

const lazyCore = new Map<string, ComponentType>()
const lazyFeatures = perModal(() => new Map<string, ComponentType>())

/** A feature serving a view name takes it over from the core (WalletConnect serves All Wallets). */
export function resolveView(modal: Modal, name: string): ComponentType {
  if (name === 'Connect') return ConnectView
  const features = lazyFeatures(modal)
  if (!features.has(name)) {
    const loader = featureLoader(modal, name)
    if (loader) features.set(name, lazy(loader))
  }
  const featureView = features.get(name)
  if (featureView) return featureView
  const core = coreViews[name]
  if (!core) return MissingView
  if (!lazyCore.has(name)) lazyCore.set(name, lazy(core))
  return lazyCore.get(name)!
}

const titles: Record<string, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
  ConnectingWalletConnectBasic: 'WalletConnect',
}

export function viewTitle(modal: Modal, entry: ViewEntry): string {
  if (entry.name === 'SwitchNetwork') return entry.params.network.name
  // A view opened for something named (a wallet, say) is titled by that name.
  const named = (entry.params as { name?: unknown } | undefined)?.name
  if (typeof named === 'string') return named
  if (entry.name === 'ConnectingExternal') {
    return modal.stores.$connectors.get().find((c) => c.id === entry.params.connectorId)?.name ?? 'Connecting'
  }
  const label = modal.features.flatMap((f) => f.entries ?? []).find((e) => e.view === entry.name)?.label
  const featureTitle = modal.features.find((f) => f.titles?.[entry.name])?.titles?.[entry.name]
  return featureTitle ?? label ?? titles[entry.name] ?? entry.name.replace(/([a-z])([A-Z])/g, '$1 $2')
}
