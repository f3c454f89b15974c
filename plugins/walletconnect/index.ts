// gangway/walletconnect: connect any wallet through a WalletConnect relay (QR code on desktop,
// deep link on phones). The factory and its connectors are a few hundred bytes; the SDK
// (@walletconnect/universal-provider) loads on the first connect or restore, the views on first show.
import type { FeaturePlugin, PluginApi } from 'gangway'
import { walletConnectConnector } from './connectors'
import { createWalletConnectState } from './create-state'
import { WALLET_CONNECT_VIEWS, type WalletConnectOptions } from './state'

declare module 'gangway' {
  interface ViewParams {
    ConnectingWalletConnect: { walletId?: string; name?: string } | undefined
    ConnectingWalletConnectBasic: undefined
  }
  interface FeatureFlags {
    walletConnect?: boolean
  }
}

export type { WalletConnectOptions, ListedWallet, WalletLink } from './state'
export { WALLET_CONNECT_ID, isPairingExpired } from './state'
export { walletConnectState } from './create-state'

type IdleWindow = { requestIdleCallback?(task: () => void, o: { timeout: number }): number }

/** After the frames the open modal is painting, when the page is idle (within a second). */
const whenIdle = (modal: PluginApi, task: () => void) => {
  const w = modal.context.env.window as IdleWindow | undefined
  if (w?.requestIdleCallback) w.requestIdleCallback(task, { timeout: 1000 })
  else setTimeout(task, 50)
}

export function walletConnect(options: WalletConnectOptions = {}): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'walletConnect',
    views: WALLET_CONNECT_VIEWS,
    titles: { ConnectingWalletConnectBasic: /* t */ 'WalletConnect' },
    // SPEC §2: with manual control the modal opens on the basic WalletConnect view.
    roles: { manualConnect: 'ConnectingWalletConnectBasic' },
    start(modal, registry) {
      const state = createWalletConnectState(modal, options)
      // One connector per namespace that can be proposed: an installed plugin with the WalletConnect capability.
      const namespaces = [...modal.namespaces.values()].filter((p) => p.capabilities.walletConnect).map((p) => p.namespace)
      for (const namespace of namespaces) registry.add(walletConnectConnector(state, namespace))
      // The host's custom and the catalogue's wallets join the list once the person opens the modal.
      const stop = modal.stores.$open.listen((open) => {
        if (!open) return
        stop()
        void import('./listed').then((m) => m.listWallets(modal, state, registry, namespaces)).catch((error: unknown) => modal.context.log.warn('catalogue wallets unavailable', error))
        // All Wallets' code and first page, once the open modal is idle (all-wallets/preload.ts).
        if (modal.options.services.catalogue && modal.options.features.allWallets) {
          whenIdle(modal, () => void import('./all-wallets/preload').then((m) => m.preloadAllWallets(modal)).catch(() => undefined))
        }
      })
      return () => {
        stop()
        void state.dispose()
      }
    },
    load: () => import('./views'),
  }
}
