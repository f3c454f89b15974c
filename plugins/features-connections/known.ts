// The known connections of each namespace (SPEC §3 'Connections are kept per chain namespace'),
// per modal: what the keeper holds. Small and loaded with the factory: a connection can be replaced
// before any view of the plugin loads.
import { atom } from 'nanostores'
import { perModal, type Account, type KnownSession, type PluginApi, type Unsubscribe, type WalletInfo } from 'gangway'

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

/** Take a known connection out of the list (its session stays as it is). */
export function forget(api: PluginApi, known: KnownConnection): void {
  const { $known } = connectionsOf(api)
  known.stop()
  $known.set($known.get().filter((k) => k !== known))
}

export function keep(api: PluginApi, { connector, session }: KnownSession): void {
  const { $known } = connectionsOf(api)
  const same = (k: KnownSession) => k.connector.id === connector.id && k.connector.chain === connector.chain
  $known.get().filter(same).forEach((k) => forget(api, k))
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
