// The known connections of each namespace (SPEC §3 'Connections are kept per chain namespace'),
// per modal: what the keeper holds, and what storage kept of them from the pages before (stored.ts).
// Small and loaded with the factory: a connection can be replaced before any view of the plugin loads.
import { atom } from 'nanostores'
import { perModal, type Account, type Connector, type KnownSession, type Namespace, type PluginApi, type Unsubscribe, type WalletInfo, type WalletSession } from 'gangway'

/** SPEC §4 connector status per connection: the namespace's own ('connected'), another still live ('active'), or ended. */
export type KnownStatus = 'connected' | 'active' | 'disconnected'

/**
 * A connection the namespace had before its present one (SPEC §3 Connection). A live one has its
 * connector and session; one read back from storage has neither until the person reconnects it.
 */
export type KnownConnection = {
  namespace: Namespace
  connectorId: string
  accounts: readonly Account[]
  walletInfo: WalletInfo
  /** SPEC §3 auth name: the e-mail or social name an embedded-wallet connection is known by. */
  authName?: string
  stop: Unsubscribe
} & ({ status: 'active'; connector: Connector; session: WalletSession } | { status: 'disconnected'; connector?: Connector; session?: WalletSession })

/** Per modal: the known connections, most recent first, and SPEC §3 isSwitchingConnection. */
export const connectionsOf = perModal(() => ({ $known: atom<readonly KnownConnection[]>([]), $switching: atom(false) }))

/** The known connection of a wallet (its connector) in a namespace: one at most, `keep` sees to it. */
export const findKnown = (api: PluginApi, namespace: Namespace, connectorId: string): KnownConnection | undefined =>
  connectionsOf(api).$known.get().find((k) => k.namespace === namespace && k.connectorId === connectorId)

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

/** An auth connector's session is named after who signed in: that name, when it has one. */
const authNameOf = (connector: Connector, info: WalletInfo) => (connector.type === 'AUTH' && info.name !== connector.name ? info.name : undefined)

export function keep(api: PluginApi, { connector, session }: KnownSession): void {
  const { $known } = connectionsOf(api)
  const same = findKnown(api, connector.chain, connector.id)
  if (same) forget(api, same)
  const walletInfo = session.walletInfo ?? { name: connector.name, icon: connector.icon }
  const known: KnownConnection = {
    namespace: connector.chain,
    connectorId: connector.id,
    connector,
    session,
    status: 'active',
    accounts: session.accounts,
    walletInfo,
    authName: authNameOf(connector, walletInfo),
    // What the wallet reports while it waits here: its accounts, its name, its end.
    stop: session.onChange((change) => {
      const update =
        change.type === 'accounts' ? { accounts: change.accounts } : change.type === 'wallet' ? { walletInfo: change.walletInfo, authName: authNameOf(connector, change.walletInfo) } : change.type === 'disconnect' ? { status: 'disconnected' as const } : undefined
      if (update) $known.set($known.get().map((k) => (k.session === session ? { ...k, ...update } : k)))
    }),
  }
  $known.set([known, ...$known.get()])
}
