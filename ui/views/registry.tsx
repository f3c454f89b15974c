// Which component draws each view name. Connect ships with the first paint (the wallet list must
// show within a frame of the click); every other view loads on first use. Feature plugins serve
// their own view names through `load()`, so the core never lists them; a feature serving a core
// name takes it over (WalletConnect serves All Wallets with the catalogue).
import type { ComponentType } from 'react'
import { isFeatureOn } from '../../kernel/features'
import type { Modal } from '../../kernel/modal'
import { perModal } from '../../kernel/per-modal'
import type { ViewEntry } from '../../kernel/router'
import { ConnectView } from './connect'
import { coreViews, type Loader } from './core-views'
import type { ViewsApi } from './views-context'
import { loadViewStyles } from '../styles/view-styles'
import { loadOnce, type LoadOnce } from './load-once'
import { useT } from '../i18n'

/**
 * The feature plugin that serves a view name, if one does and is switched on (SPEC §2). A view the
 * kernel opens by role stays: it is the plugin's own word on its state, on or off (WalletConnect's
 * manual view says 'WalletConnectConnector not found').
 */
const featureOf = (modal: Modal, name: string) =>
  modal.features.find((f) => f.views.includes(name) && (isFeatureOn(modal.options, modal.stores.$remoteFeatures.get(), f) || f.roles?.manualConnect === name))

function featureLoader(modal: Modal, name: string): Loader | undefined {
  const feature = featureOf(modal, name)
  if (!feature) return undefined
  return async () => {
    const loaded = await modal.loadFeature(feature)
    const component = loaded.views?.[name] as ComponentType | undefined
    if (!component) throw new Error(`The ${feature.id} feature lists view ${name} but its module has none`)
    return { default: component }
  }
}

/**
 * Shown for a name nothing serves, or a switched-off feature's (open() refuses those; this is the last
 * guard). The dialog's header then shows no title (it would claim the view): this message, in its
 * place, is what names the dialog.
 */
export function UnservedView() {
  const t = useT()
  return <p className="empty error" id="gangway-title">{t('This view is not available.')}</p>
}

const lazyCore = new Map<string, LoadOnce>()
const coreLoader = (name: string): LoadOnce | undefined => {
  const load = coreViews[name]
  if (!load) return undefined
  if (!lazyCore.has(name)) lazyCore.set(name, loadOnce(load))
  return lazyCore.get(name)
}

/** The views of one modal. */
export const viewsOf = perModal((api): ViewsApi => {
  const modal = api as Modal
  const features = new Map<string, LoadOnce>()
  const loaderOf = (name: string): LoadOnce | undefined => {
    const feature = featureLoader(modal, name)
    if (!feature) return coreLoader(name)
    if (!features.has(name)) features.set(name, loadOnce(feature))
    return features.get(name)
  }
  const ready = new Set<string>(['Connect'])
  const preloads = new Map<string, Promise<void>>()
  return {
    resolve(name) {
      if (name === 'Connect') return ConnectView
      return loaderOf(name)?.component() ?? UnservedView
    },
    preload(name) {
      if (ready.has(name)) return Promise.resolve()
      let preloading = preloads.get(name)
      if (!preloading) {
        preloading = (async () => {
          await Promise.all([loaderOf(name)?.start(), loadViewStyles()])
          // The feature serving it fetches ahead what the view shows first (its module is loaded by now).
          const feature = featureOf(modal, name)
          if (feature) await (await modal.loadFeature(feature)).preload?.(name, modal)
          ready.add(name)
        })().catch(() => undefined) // the view shows the failure when it renders
        // A failed load is tried again by the next preload.
        preloading.finally(() => preloads.delete(name))
        preloads.set(name, preloading)
      }
      return preloading
    },
    isReady: (name) => ready.has(name),
  }
})

const titles: Record<string, string> = {
  Connect: /* t */ 'Connect Wallet',
  Account: /* t */ 'Account',
  AllWallets: /* t */ 'All Wallets',
  Networks: /* t */ 'Choose Network',
  SwitchActiveChain: /* t */ 'Switch Chain',
  UnsupportedChain: /* t */ 'Switch Network',
}

/** A view's header: a message (its English text), or a name (a wallet's, a network's: `named`) shown as it is. */
export function viewTitle(modal: Modal, entry: ViewEntry): [text: string, named?: true] {
  if (entry.name === 'SwitchNetwork') return [entry.params.network.name, true]
  // A view opened for something named (a wallet, say) is titled by that name.
  const named = (entry.params as { name?: unknown } | undefined)?.name
  if (typeof named === 'string') return [named, true]
  if (entry.name === 'ConnectingExternal') {
    const name = modal.stores.$connectors.get().find((c) => c.id === entry.params.connectorId)?.name
    return name ? [name, true] : ['Connecting']
  }
  const label = modal.features.flatMap((f) => f.entries ?? []).find((e) => e.view === entry.name)?.label
  const featureTitle = modal.features.find((f) => f.titles?.[entry.name])?.titles?.[entry.name]
  return [featureTitle ?? label ?? titles[entry.name] ?? entry.name.replace(/([a-z])([A-Z])/g, '$1 $2')]
}
