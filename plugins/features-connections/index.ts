// gangway/connections: several wallets per namespace (SPEC §3 'Connections are kept per chain
// namespace', SPEC §4 'Switching a connection'). Connecting another wallet keeps the one it replaces,
// still live; Account's 'Switch wallet' lists them (WalletConnections) and switches among them; when
// the namespace's connection ends, the most recent live one takes over. The keeper starts with the
// factory (its list in known.ts): a connection can be replaced before any view loads. The list is
// kept in the modal's storage (stored.ts): after a reload it shows again, each one disconnected.
import type { FeaturePlugin, Namespace, PluginApi } from 'gangway'
import { connectionsOf, end, findKnown, forget, keep } from './known'
import { load, save } from './stored'

export { connectionsOf, forget, type KnownConnection, type KnownStatus } from './known'

declare module 'gangway' {
  interface ViewParams {
    WalletConnections: undefined
  }
  interface FeatureFlags {
    multiWallet?: boolean
  }
}

/** SPEC §4 'Switching a connection' (in `switch.ts`, loaded on first use). */
export async function switchConnection(api: PluginApi, o: { connectorId: string; namespace?: Namespace; address?: string }): Promise<void> {
  return (await import('./switch')).switchConnection(api, o)
}

export function connections(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'multiWallet',
    entries: [{ slot: 'account-profile', view: 'WalletConnections', label: /* t */ 'Switch wallet' }],
    views: ['WalletConnections'],
    titles: { WalletConnections: /* t */ 'Wallets' },
    start(api) {
      const { $known } = connectionsOf(api)
      $known.set(load(api))
      const stopSaving = $known.listen((list) => save(api, list))
      const stopKeeping = api.keepConnections({
        keep: (replaced) => keep(api, replaced),
        next(namespace) {
          const known = $known.get().find((k) => k.namespace === namespace && k.status === 'active')
          if (known?.status !== 'active') return undefined
          forget(api, known)
          return known
        },
      })
      // A namespace left with no connection (every one ended, or the host disconnected all) keeps none;
      // with none left anywhere, no namespace keeps any (what storage held for one not connected too).
      const onDisconnect = ({ namespace }: { namespace: Namespace }) => {
        const none = !Object.values(api.stores.$accounts.get()).some((a) => a?.status === 'connected')
        $known.get().forEach((k) => (none || k.namespace === namespace) && end(api, k).catch((error: unknown) => api.context.log.warn(error)))
      }
      // The same wallet connected again is the namespace's own now, not a known one.
      const onConnect = ({ namespace, connectorId }: { namespace: Namespace; connectorId: string }) => {
        const same = findKnown(api, namespace, connectorId)
        if (same) forget(api, same)
      }
      api.events.on('disconnect', onDisconnect)
      api.events.on('connect', onConnect)
      return () => {
        stopSaving()
        stopKeeping()
        api.events.off('disconnect', onDisconnect)
        api.events.off('connect', onConnect)
      }
    },
    load: () => import('./module'),
  }
}
