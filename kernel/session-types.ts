// The plugin contract's wallet side: a live connection (WalletSession) and what it reports, the
// Connector a person picks, the wallet list's entries, and the keeper of a namespace's other known
// connections (SPEC §3, §4). Types only; kernel/plugin.ts re-exports them with the rest of the contract.
import type { ViewEntry } from './router'
import type { Account, AccountType, CaipNetworkId, ConnectorType, ListedGroup, Namespace, Network, Unsubscribe } from './types'

/** What a wallet tells the kernel after connecting, and whenever it changes. */
export type SessionChange =
  /**
   * `preferredAccountType`: the person switched account type in the wallet (SPEC §4 'after an auth account
   * switch'); the kernel keeps it for the namespace, stored across reloads (SPEC §3 stored items).
   */
  | { type: 'accounts'; accounts: readonly Account[]; preferredAccountType?: AccountType }
  | { type: 'chain'; chainId: CaipNetworkId }
  /** The wallet's name changed (the embedded wallet's, named after its user, once the e-mail is changed): Account's 'Connected with' follows. */
  | { type: 'wallet'; walletInfo: { name: string; icon?: string } }
  | { type: 'disconnect' }

/** An EIP-1193 style request, the shape every wallet session takes calls in. */
export interface WalletRequestArgs {
  method: string
  params?: unknown
}

/**
 * What `request()` resolves with, by method, where a namespace plugin says so; any other method's
 * answer is `unknown`. A plugin adds its methods for TypeScript, as gangway/eip155 does:
 * `declare module 'gangway' { interface RequestAnswers { eth_sendTransaction: `0x${string}` } }`.
 */
export interface RequestAnswers {}

/** A live connection to one wallet in one namespace. */
export interface WalletSession {
  readonly accounts: readonly Account[]
  /** The chain the wallet reports, which may be one the host does not support. */
  readonly chainId: CaipNetworkId | undefined
  signMessage(message: string, address: string): Promise<string>
  /** Ask the wallet to move to `network`. Absent when the wallet cannot switch. */
  switchNetwork?(network: Network): Promise<void>
  /** Raw wallet request in the namespace's own RPC shapes, for feature plugins and `modal.request`. */
  request?(args: WalletRequestArgs): Promise<unknown>
  onChange(listener: (change: SessionChange) => void): Unsubscribe
  disconnect(): Promise<void>
  /**
   * Stop following the wallet without ending its grant: the same wallet connected again, and the new
   * session holds that grant now (a browser wallet grants a site once; revoking would end both).
   * Absent: replacing the session ends it with `disconnect()`.
   */
  release?(): void
  /** The wallet behind a relayed session (WalletConnect), shown instead of the connector's name; a 'wallet' change renames it. */
  readonly walletInfo?: { name: string; icon?: string }
  /**
   * One connection serving several namespaces (the embedded wallet's sign-in, a WalletConnect session):
   * the other namespaces connected through it now, which its `disconnect()` ends too. Absent: none.
   */
  readonly sharedWith?: readonly Namespace[]
  /** Catalogue id of that wallet, kept in the recent wallets instead of the connector id; null when unknown (not kept). */
  readonly walletId?: string | null
  /** The methods the wallet approved, where the connection lists them (a WalletConnect session); absent: unknown, ask the wallet. */
  readonly methods?: readonly string[]
}

/** One wallet a person can pick. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: Namespace
  /** Further namespaces the same wallet serves (multi-chain wallets, the embedded wallet). */
  chains?: readonly Namespace[]
  /** A data: URI or URL; never fetched before it is shown. */
  icon?: string
  rdns?: string
  explorerId?: string
  /** Set on wallets listed from the catalogue or the host's custom wallets. */
  group?: ListedGroup
  /** The view that connects this wallet, when it is not the core one (ConnectingExternal). */
  view?: ViewEntry
  /**
   * Behind All Wallets: the Connect view leaves it out while it offers All Wallets, which stands for it
   * (WalletConnect's QR code on a phone, where All Wallets opens each catalogue wallet by its own link).
   */
  behindAllWallets?: boolean
  connect(o: { network?: Network }): Promise<WalletSession>
  /** Reconnect without a prompt on reload; null when the wallet no longer grants access. */
  restore?(): Promise<WalletSession | null>
}

/** Where discovery reports wallets. `remove` takes back one that turned out to be a twin. */
export interface ConnectorRegistry {
  add(connector: Connector): void
  remove(id: string, namespace: Namespace): void
}

/** One row of the wallet list: a wallet, with one connector per namespace it serves. */
export interface WalletEntry {
  /** The catalogue id of a catalogue wallet, else its connector's id. */
  id: string
  name: string
  icon?: string
  rdns?: string
  connectors: readonly Connector[]
  recent: boolean
  installed: boolean
}

/** A wallet session and the connector it came through. */
export interface KnownSession {
  connector: Connector
  session: WalletSession
}

/**
 * SPEC §4 'Connections are kept per chain namespace': the plugin that keeps a namespace's other
 * connections. With a keeper set, a connection that another wallet's replaces is handed to `keep`,
 * still live, instead of being ended; and when a namespace's connection ends (the person or the wallet
 * ended it), the one `next` names takes the namespace over. `modal.disconnect()` of every namespace
 * asks for no successor.
 */
export interface ConnectionKeeper {
  keep(replaced: KnownSession): void
  next(namespace: Namespace): KnownSession | undefined
}
