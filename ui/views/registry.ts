// Which component draws each view name. Connect ships with the first paint (the wallet list must
// show within a frame of the click); every other view loads on first use. Feature plugins serve
// their own view names through `load()`, so the core never lists them.
import { lazy, type ComponentType } from 'react'
import type { Modal } from '../../kernel/modal'
import type { ViewEntry } from '../../kernel/router'
import { ConnectView } from './connect'

type Loader = () => Promise<{ default: ComponentType }>

const coreViews: Record<string, Loader> = {
  AllWallets: () => import('./all-wallets'),
  Account: () => import('./account'),
  Networks: () => import('./networks'),
  ConnectingExternal: () => import('./connecting-external'),
  SwitchNetwork: () => import('./switch-network'),
  SwitchActiveChain: () => import('./switch-active-chain'),
  UnsupportedChain: () => import('./unsupported-chain'),
}

export function prefetchCoreViews(): void {
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200))
  idle(() => Object.values(coreViews).forEach((load) => void load().catch(() => undefined)))
}

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
const lazyFeatures = new WeakMap<Modal, Map<string, ComponentType>>()

export function resolveView(modal: Modal, name: string): ComponentType {
  if (name === 'Connect') return ConnectView
  const core = coreViews[name]
  if (core) {
    if (!lazyCore.has(name)) lazyCore.set(name, lazy(core))
    return lazyCore.get(name)!
  }
  let perModal = lazyFeatures.get(modal)
  if (!perModal) lazyFeatures.set(modal, (perModal = new Map()))
  if (!perModal.has(name)) {
    const loader = featureLoader(modal, name)
    perModal.set(name, loader ? lazy(loader) : MissingView)
  }
  return perModal.get(name)!
}

const titles: Record<string, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
}

export function viewTitle(modal: Modal, entry: ViewEntry): string {
  if (entry.name === 'SwitchNetwork') return entry.params.network.name
  if (entry.name === 'ConnectingExternal') {
    return modal.stores.$connectors.get().find((c) => c.id === entry.params.connectorId)?.name ?? 'Connecting'
  }
  const label = modal.features.flatMap((f) => f.entries ?? []).find((e) => e.view === entry.name)?.label
  const featureTitle = modal.features.find((f) => f.titles?.[entry.name])?.titles?.[entry.name]
  return featureTitle ?? label ?? titles[entry.name] ?? entry.name.replace(/([a-z])([A-Z])/g, '$1 $2')
}
