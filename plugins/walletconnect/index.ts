// gangway/walletconnect: connect any wallet through a WalletConnect relay (QR code on desktop,
// deep link on phones). The factory and its connectors are a few hundred bytes; the SDK
// (@walletconnect/universal-provider) loads on the first connect or restore, the views on first show.
import { afterPaint, type FeaturePlugin } from 'gangway'
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

export type { WalletConnectOptions, WalletConnectStorage, ListedWallet, WalletLink } from './state'
export { WALLET_CONNECT_ID, isPairingExpired } from './state'
export { walletConnectState } from './create-state'

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
      // SPEC §2, as Reown AppKit: a phone cannot scan its own screen, so there the QR code is no way in
      // beside All Wallets when that lists the catalogue, whose wallets each open by their own link.
      const behindAllWallets = modal.context.env.isMobile() && Boolean(modal.options.services.catalogue)
      for (const namespace of namespaces) registry.add({ ...walletConnectConnector(state, namespace), behindAllWallets })
      // The host's custom and the catalogue's wallets join the list once the person opens the modal.
      const stop = modal.stores.$open.listen((open) => {
        if (!open) return
        stop()
        // After the open's first frame: starting the chunk and the catalogue's request in the click's
        // task delays the wallets already known (issue 15: click → list painted).
        afterPaint(modal.context.env.window, () => {
          void import('./listed').then((m) => m.listWallets(modal, state, registry, namespaces)).catch((error: unknown) => modal.context.log.warn('catalogue wallets unavailable', error))
        })
      })
      return () => {
        stop()
        void state.dispose()
      }
    },
    load: () => import('./views'),
  }
}
