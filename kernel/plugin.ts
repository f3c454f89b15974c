// The plugin contracts: types only. A namespace plugin teaches the kernel one chain family
// (eip155, solana, …); a feature plugin adds views and behaviour (send, activity, …).
// Both are plain objects made by cheap factories; anything heavy sits behind `import()`.
import type { KernelContext } from './context'
import type { Modal } from './modal'
import type { ViewEntry } from './router'

export type Namespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos' | (string & {})
/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`
export type AccountType = 'eoa' | 'smartAccount' | 'payment'
export type Unsubscribe = () => void

export interface Network {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: Namespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
  deprecatedCaipNetworkId?: CaipNetworkId
}

export interface Account {
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'
/** Where a wallet listed by the host or the catalogue sits in SPEC §9's connector order. */
export type ListedGroup = 'featured' | 'custom' | 'recommended'

/** What a wallet tells the kernel after connecting, and whenever it changes. */
export type SessionChange =
  | { type: 'accounts'; accounts: readonly Account[] }
  | { type: 'chain'; chainId: CaipNetworkId }
  | { type: 'disconnect' }

/** A live connection to one wallet in one namespace. */
export interface WalletSession {
  readonly accounts: readonly Account[]
  /** The chain the wallet reports, which may be one the host does not support. */
  readonly chainId: CaipNetworkId | undefined
  signMessage(message: string, address: string): Promise<string>
  /** Ask the wallet to move to `network`. Absent when the wallet cannot switch. */
  switchNetwork?(network: Network): Promise<void>
  /** Raw wallet request (EIP-1193 style) for feature plugins. */
  request?(args: { method: string; params?: unknown }): Promise<unknown>
  onChange(listener: (change: SessionChange) => void): Unsubscribe
  disconnect(): Promise<void>
  /** The wallet behind a relayed session (WalletConnect), shown instead of the connector's name. */
  readonly walletInfo?: { name: string; icon?: string }
  /** Catalogue id of that wallet, kept in the recent wallets instead of the connector id; null when unknown (not kept). */
  readonly walletId?: string | null
}

/** One wallet a person can pick. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: Namespace
  /** Further namespaces the same wallet serves (multi-chain wallets). */
  chains?: readonly Namespace[]
  /** A data: URI or URL; never fetched before it is shown. */
  icon?: string
  rdns?: string
  explorerId?: string
  /** Set on wallets listed from the catalogue or the host's custom wallets. */
  group?: ListedGroup
  /** The view that connects this wallet, when it is not the browser-wallet one (ConnectingExternal). */
  view?: ViewEntry
  connect(o: { network?: Network }): Promise<WalletSession>
  /** Reconnect without a prompt on reload; null when the wallet no longer grants access. */
  restore?(): Promise<WalletSession | null>
}

/** Where discovery reports wallets. `remove` takes back one that turned out to be a twin. */
export interface ConnectorRegistry {
  add(connector: Connector): void
  remove(id: string, namespace: Namespace): void
}

/** A transfer the send feature asks a namespace to make (SPEC §4 'Send flow'). */
export interface TransferRequest {
  network: Network
  from: string
  to: string
  /** In base units: never a float. */
  amount: bigint
  /** The token contract (eip155) or mint (solana); absent for the native currency. */
  token?: { address: string; decimals: number }
}

/** How a namespace sends value: loaded on first use, so hosts that never send ship none of it. */
export interface NamespaceTransfers {
  /** Asks the wallet to sign and send; resolves with the transaction id (hash or signature). */
  send(ctx: KernelContext, session: WalletSession, request: TransferRequest): Promise<string>
  /** Resolves once the chain has included the transaction; rejects when it failed there. */
  confirm?(ctx: KernelContext, network: Network, id: string): Promise<void>
  /** What a native 'Max' keeps back for the network fee, in base units. */
  feeReserve?(ctx: KernelContext, network: Network): Promise<bigint>
}

export interface NamespacePlugin {
  kind: 'namespace'
  namespace: Namespace
  defaultAccountType: AccountType
  isAddress(address: string): boolean
  /** Find wallets (EIP-6963, Wallet Standard, …) and hand each to the registry as it appears. */
  discover(ctx: KernelContext, registry: ConnectorRegistry): Unsubscribe
  /** Native balance in base units, read from the network's RPC. */
  getBalance(ctx: KernelContext, network: Network, address: string): Promise<bigint>
  /** Sending native currency and tokens; absent where the namespace cannot send (SPEC §1). */
  transfers?(): Promise<NamespaceTransfers>
  /** Methods and events this namespace asks for in a WalletConnect session proposal. */
  walletConnect?: { methods: readonly string[]; events: readonly string[] }
}

/** A view component, kept framework-free here: the React UI narrows it. */
export type ViewComponent = (props: never) => unknown

export interface FeatureModule {
  views?: Record<string, ViewComponent>
  /** Runs once per modal, when the feature first loads: create its stores, listen to the modal. */
  setup?(modal: Modal): void
}

export interface FeaturePlugin {
  kind: 'feature'
  id: string
  requires?: { namespaces?: readonly Namespace[] }
  /** Remote config may only turn OFF what the host installed. */
  remoteFlag?: string
  /** Where the feature shows up: a button on Account, a tab of Account (the view is drawn in it), … */
  entries?: ReadonlyArray<{ slot: 'account' | 'account-tab' | 'connect' | 'wallet-features'; view: string; label: string }>
  /** View names this feature serves: the UI loads the feature when one is first shown. */
  views: readonly string[]
  /** Header titles of its views, e.g. `{ WalletSendPreview: 'Review Send' }` (entries' labels serve too). */
  titles?: Readonly<Record<string, string>>
  /**
   * Cheap and synchronous, at createModal: offer connectors (WalletConnect does). Keep heavy code
   * behind `load()` or the connector's own `import()`.
   */
  start?(modal: Modal, registry: ConnectorRegistry): Unsubscribe | void
  load(): Promise<FeatureModule>
}

export type Plugin = NamespacePlugin | FeaturePlugin
