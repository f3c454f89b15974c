// The known connections of each namespace (SPEC §3 'Connections are kept per chain namespace'),
// per modal: what the keeper holds. Small and loaded with the factory: a connection can be replaced
// before any view of the plugin loads.
import { atom } from 'nanostores'
import { perModal, type Account, type KnownSession, type Namespace, type PluginApi, type Unsubscribe, type WalletInfo } from 'gangway'

/** SPEC §4 connector status per connection: the namespace's own ('connected'), another still live ('active'), or ended. */
export type KnownStatus = 'connected' | 'active' | 'disconnected'

/** A connection the namespace had before its present one. */
export interface KnownConnection extends KnownSession {
  status: Exclude<KnownStatus, 'connected'>
  accounts: readonly Account[]
  walletInfo: WalletInfo
  stop: Unsubscribe
}

/** Per modal: the known connections, most recent first, and SPEC §3 isSwitchingConnection. */
export const connectionsOf = perModal(() => ({ $known: atom<readonly KnownConnection[]>([]), $switching: atom(false) }))

/** The known connection of a wallet (its connector) in a namespace: one at most, `keep` sees to it. */
export const findKnown = (api: PluginApi, namespace: Namespace, connectorId: string): KnownConnection | undefined =>
  connectionsOf(api).$known.get().find((k) => k.connector.chain === namespace && k.connector.id === connectorId)

/** Take a known connection out of the list (its session stays as it is). */
export function forget(api: PluginApi, known: KnownConnection): void {
  const { $known } = connectionsOf(api)
  known.stop()
  $known.set($known.get().filter((k) => k !== known))
}

/** Take a known connection out of the list and end its session if it is still live. */
export function end(api: PluginApi, known: KnownConnection): Promise<void> {
  forget(api, known)
  return known.status === 'active' ? known.session.disconnect() : Promise.resolve()
}

export function keep(api: PluginApi, { connector, session }: KnownSession): void {
  const { $known } = connectionsOf(api)
  const same = findKnown(api, connector.chain, connector.id)
  if (same) forget(api, same)
  const known: KnownConnection = {
    connector,
    session,
    status: 'active',
    accounts: session.accounts,
    walletInfo: session.walletInfo ?? { name: connector.name, icon: connector.icon },
    // What the wallet reports while it waits here: its accounts, its name, its end.
    stop: session.onChange((change) => {
      const update = change.type === 'accounts' ? { accounts: change.accounts } : change.type === 'wallet' ? { walletInfo: change.walletInfo } : change.type === 'disconnect' ? { status: 'disconnected' as const } : undefined
      if (update) $known.set($known.get().map((k) => (k.session === session ? { ...k, ...update } : k)))
    }),
  }
  $known.set([known, ...$known.get()])
}
