// The plugin contract: types only. A namespace plugin teaches the kernel one chain family and
// declares what it can do (its capabilities); a feature plugin adds views and behaviour and
// requires capabilities, never namespace names. Both are plain objects made by cheap factories;
// anything heavy sits behind `import()`. Plugins talk to the modal through `PluginApi`.
import type { ReadableAtom } from 'nanostores'
import type { Services, TokenBalance } from './api/types'
import type { KernelContext } from './context'
import type { KernelEmitter } from './events'
import type { AlertCode } from './alerts'
import type { Language, MessageParams, MessageSource } from './i18n'
import type { FeatureOption, ModalOptions } from './options'
import type { Router, ViewEntry, ViewName, ViewParams } from './router'
import type { ConnectionKeeper, Connector, ConnectorRegistry, KnownSession, RequestAnswers, WalletEntry, WalletRequestArgs, WalletSession } from './session-types'
import type { ChainAccount } from './state/accounts'
import type { Toast, ToastVariant } from './state/toast'
import type { ThemeMode } from './theme'
import type { AccountType, CaipNetworkId, ConnectMethod, ConnectorType, Namespace, Network, Unsubscribe } from './types'

export type * from './types'
export type * from './session-types'

/** A transfer the send feature asks a namespace to make (SPEC §4 'Send flow'). */
export interface TransferRequest {
  network: Network
  from: string
  to: string
  /** In base units: never a float. */
  amount: bigint
  /** The token's own address (a contract, a mint, an asset id); absent for the native currency. */
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

/** The transfers a namespace can make (SPEC §1 Send), with the rules of its chain family. */
export interface TransferCapability {
  /** SPEC §5: a send must name its token ('A token is required'); false: the native currency is the default. */
  requiresToken: boolean
  /** SPEC §2 'After sending': whether a native send returns to Account by itself (token sends always do). */
  nativeReturnsToAccount: boolean
  /** Addresses services give the native currency (SPEC §9 'native token placeholder addresses'). */
  nativePlaceholders?: readonly string[]
  load(): Promise<NamespaceTransfers>
}

/** A namespace's wallet RPC methods by SPEC §6 class: what passes, what needs the person's approval. */
export interface RpcMethodClasses {
  approval: readonly string[]
  safe: readonly string[]
  /** Read methods by prefix (eth_get…). */
  safePrefixes?: readonly string[]
  /** SPEC §5: which responses are transaction-type (after one, the balance is read again). */
  isTransactionResponse?(value: unknown): boolean
  /**
   * The namespace's own part in a call that passed the gate, before the wallet gets it (EVM: EIP-5792
   * batches sent one by one for a wallet without them). Returns undefined for a call it leaves to the
   * wallet; otherwise it answers, asking `session.request` itself as it needs. `network`: the host's
   * network of the session's chain, when it is one.
   */
  handle?(call: { ctx: KernelContext; session: WalletSession; args: WalletRequestArgs; network: Network | undefined }): Promise<unknown> | undefined
}

/** A request to the wallet on the other end of a WalletConnect session, on the session's chain. */
export type RelayedRequest = <T = unknown>(args: WalletRequestArgs) => Promise<T>

/** A namespace's calls over WalletConnect, loaded with the WalletConnect client. */
export interface WalletConnectNamespace {
  signMessage(request: RelayedRequest, message: string, address: string): Promise<string>
  /** SPEC §4 chain switch: ask the wallet to move to a chain the session did not approve. Absent: 'Chain is not supported'. */
  switchChain?(request: RelayedRequest, network: Network, methods: readonly string[]): Promise<void>
  /** A chainChanged event's data as a CAIP-2 reference (wallets send numbers, hex or CAIP-2). */
  chainReference?(data: unknown): string | undefined
}

/** The assets a wallet reports itself (SPEC §4 'Balance fetch' for the auth connector). */
export type WalletAssetsReader = (session: WalletSession, address: string, network: Network) => Promise<TokenBalance[] | undefined>

/**
 * What a namespace can do. Features require capabilities (`requires.capabilities`), so a new
 * namespace gets every feature its capabilities allow without an edit anywhere else.
 */
export interface NamespaceCapabilities {
  /** The EVM runs here: contract calls with ABI-encoded data (ERC-20 approvals, swaps) and eth_ JSON-RPC. */
  evm?: boolean
  /** The services can read its token balances (Account Tokens, SPEC §1 Balances). */
  tokenBalances?: boolean
  /** The services index its history (Activity, SPEC §1). */
  history?: boolean
  /** Names resolve to its addresses (SPEC §1 Names). */
  names?: boolean
  /** Sending native currency and tokens (SPEC §1 Send). */
  transfers?: TransferCapability
  /** The CAIP-122 sign-in message of this family: 'Ethereum' makes EIP-4361's "…with your Ethereum account". */
  signIn?: { chainName: string }
  /** SPEC §6 method classes, for `modal.request` and the embedded wallet (loaded on first use). */
  rpc?(): Promise<RpcMethodClasses>
  /** Methods and events for a WalletConnect session proposal, and the calls in this namespace's shapes. */
  walletConnect?: { methods: readonly string[]; events: readonly string[]; load(): Promise<WalletConnectNamespace> }
  /** Wallets of this family that report their own assets. */
  walletAssets?(): Promise<WalletAssetsReader>
}

export type Capability = keyof NamespaceCapabilities

export interface NamespacePlugin {
  kind: 'namespace'
  namespace: Namespace
  /** How the family is headed where networks are listed, e.g. 'Ethereum and EVM'. */
  label: string
  /** SPEC §6 default account type (the host's `defaultAccountTypes` overrides it). */
  defaultAccountType: AccountType
  /** SPEC §5 address rules. */
  isAddress(address: string): boolean
  /** The form in which two addresses compare equal (EVM: lower case). Default: as written. */
  normalizeAddress?(address: string): string
  /**
   * SPEC §4 'Switching a connection': a switch to another known connection here must name the address
   * of an account of this type (Bitcoin: payment). Absent: any account, no address needed.
   */
  switchAccountType?: AccountType
  /** Find wallets (EIP-6963, Wallet Standard, …) and hand each to the registry as it appears. */
  discover(ctx: KernelContext, registry: ConnectorRegistry): Unsubscribe
  /** Native balance in base units, read from the network's RPC. */
  getBalance(ctx: KernelContext, network: Network, address: string): Promise<bigint>
  capabilities: NamespaceCapabilities
}

/** A view component, kept framework-free here: the React UI narrows it. */
export type ViewComponent = (props: never) => unknown

export interface FeatureModule {
  views?: Record<string, ViewComponent>
  /** Runs once per modal, when the feature first loads: create its stores, listen to the modal. */
  setup?(api: PluginApi): void
  /**
   * One of its views is about to show (the person showed intent: a pointer over, or focus on, what
   * opens it; or it was just opened): load what the view renders with, and start fetching what it
   * shows first. The view is drawn once this settles (or the frame stops waiting for it).
   */
  preload?(view: string, api: PluginApi): Promise<void> | void
}

/**
 * Where a feature shows up: 'account' an action button of Account (wallet features, SPEC §9 order),
 * 'account-profile' a link under the address (about the account itself: its name), 'account-tab' a
 * tab, 'connect' a section of Connect, placed by its method (SPEC §2 order).
 */
export type FeatureEntry = (
  | { slot: 'account' | 'account-profile' | 'account-tab'; view: string; label: string }
  | { slot: 'connect'; view: string; label: string; method: Exclude<ConnectMethod, 'wallet'> }
) & {
  /**
   * Shown only while this holds for the active network (none active: hidden), for what a capability
   * cannot say, such as the chains a feature's services serve (a host's list). Absent: always.
   */
  when?(network: Network, options: ModalOptions): boolean
}

/** Views the kernel opens by role rather than by name; a plugin serves each. */
export type ViewRole = 'manualConnect'

export interface FeaturePlugin {
  kind: 'feature'
  /** Its switch: `features[id]: false` turns the feature off. */
  id: string
  /**
   * What it needs: capabilities of the active namespace, services the host configured, (when given)
   * one of these connector types for the active connection (SPEC §6: names want the auth connector),
   * and (when given) an active namespace among those it serves (SPEC §1: the embedded wallet, eip155
   * and solana).
   */
  requires?: { capabilities?: readonly Capability[]; services?: ReadonlyArray<'api' | 'catalogue' | 'analytics'>; connectorTypes?: readonly ConnectorType[]; namespaces?: readonly Namespace[] }
  /** Remote config may only turn OFF what the host installed. */
  remoteFlag?: string
  /** Default of `features[id]` when the host says nothing (default true). */
  enabledByDefault?: boolean
  /** Further keys it reads from `features`, with their defaults and checks. */
  options?: Readonly<Record<string, FeatureOption>>
  entries?: readonly FeatureEntry[]
  /** View names this feature serves: the UI loads the feature when one is first shown. */
  views: readonly string[]
  /** Header titles of its views, e.g. `{ WalletSendPreview: 'Review Send' }` (entries' labels serve too). */
  titles?: Readonly<Record<string, string>>
  /** Views it serves by role. */
  roles?: Partial<Record<ViewRole, string>>
  /**
   * Its texts in other languages, keyed by their English text: resolves with the table of `locale`
   * ('es', 'pt-BR' …), or undefined when it has none (English shows). Asked only when a person's
   * language is not English; keep each table behind `import()`:
   * `messages: (locale) => locales[locale]?.().then((m) => m.default)`.
   */
  messages?: MessageSource
  /**
   * Cheap and synchronous, at createModal: offer connectors (WalletConnect does). Keep heavy code
   * behind `load()` or the connector's own `import()`. Not called when the feature is switched off.
   */
  start?(api: PluginApi, registry: ConnectorRegistry): Unsubscribe | void
  load(): Promise<FeatureModule>
}

export type Plugin = NamespacePlugin | FeaturePlugin

/** The active account: the account of the active namespace. */
export type ActiveAccount = ChainAccount & { namespace?: Namespace }

/** The modal's stores, read-only: subscribe with nanostores or `useStore`. */
export interface ModalStores {
  $open: ReadableAtom<boolean>
  $stack: ReadableAtom<readonly ViewEntry[]>
  $account: ReadableAtom<ActiveAccount>
  $accounts: ReadableAtom<Partial<Record<Namespace, ChainAccount>>>
  $activeNamespace: ReadableAtom<Namespace | undefined>
  $activeNetwork: ReadableAtom<Network | undefined>
  $unsupportedChainId: ReadableAtom<CaipNetworkId | undefined>
  $networks: ReadableAtom<readonly Network[]>
  $connectors: ReadableAtom<readonly Connector[]>
  $wallets: ReadableAtom<WalletEntry[]>
  $toast: ReadableAtom<Toast>
  /** SPEC §8: the alert shown (its code; texts in `alertCatalogue`), until the person dismisses it. */
  $alert: ReadableAtom<AlertCode | undefined>
  /** SPEC §9 remote features: the host's, replaced by the project's remote config on the first open. */
  $remoteFeatures: ReadableAtom<ModalOptions['remoteFeatures']>
  $themeMode: ReadableAtom<ThemeMode>
  /** The language shown (locale, direction, loaded texts); views read it through `useT()`. */
  $language: ReadableAtom<Language>
}

/** A view whose params may be left out, so it can be named by itself: 'Account', 'Networks', 'AllWallets' … */
export type ViewWithoutParams = { [N in ViewName]: undefined extends ViewParams[N] ? N : never }[ViewName]

export interface OpenOptions {
  /** The view to show: its name (`'Account'`) for a view without params, else `view('SwitchNetwork', { network })`. */
  view?: ViewEntry | ViewWithoutParams
  /** The namespace to show it for: the active network switches to it first. */
  namespace?: Namespace
}

/**
 * What a plugin gets of its modal: the stores, navigation and the actions a view or a connector
 * needs. One object per modal (`perModal` keys on it), passed to `start` and `setup`, and returned
 * by `usePluginApi()` in views.
 */
export interface PluginApi {
  readonly options: ModalOptions
  /** Storage, environment, logger and event bus: what namespace plugins get as well. */
  readonly context: KernelContext
  readonly events: KernelEmitter
  readonly stores: ModalStores
  readonly router: Router
  /** `message` in English (the UI shows its translation; a text already translated shows as it is). */
  readonly toast: { show(message: string, variant: ToastVariant): void; hide(): void }
  /** The translation of an English text in the language shown, `{name}` placeholders filled from `params`. */
  t(key: string, params?: MessageParams): string
  /** Add texts in other languages (what `FeaturePlugin.messages` does, for anything else). */
  addMessages(source: MessageSource): Promise<void>
  /** SPEC §8 alerts: each shows once per modal (and is logged); `dismiss` hides the one shown. */
  readonly alerts: { show(code: AlertCode): void; dismiss(): void }
  /** The installed namespace plugins (their capabilities), by namespace. */
  readonly namespaces: ReadonlyMap<Namespace, NamespacePlugin>
  readonly features: readonly FeaturePlugin[]
  /** Whether a feature is on for `namespace` (default: the active one): switched on, its capabilities and services present. */
  isEnabled(feature: FeaturePlugin, namespace?: Namespace): boolean
  open(o?: OpenOptions): void
  /** Returns false when closing is not allowed right now (a close guard holds it). */
  close(): boolean
  /** SPEC §2: closing is refused while any guard returns true (a required sign-in, say). */
  guardClose(guard: () => boolean): Unsubscribe
  /**
   * Run after a person connects through the modal: a hook returns a view to show next (sign-in
   * does) or nothing. The connecting views call `completeConnection()` to honour it.
   */
  afterConnect(hook: () => Promise<ViewEntry | undefined> | ViewEntry | undefined): Unsubscribe
  /** What a connecting view calls once its wallet connected: the view a plugin asks for next, else close. */
  completeConnection(): Promise<void>
  connect(connectorId: string, namespace?: Namespace): Promise<string>
  /** Connect every namespace a (multi-chain) wallet serves; resolves with the first address. */
  connectWallet(wallet: WalletEntry): Promise<string>
  disconnect(o?: { namespace?: Namespace }): Promise<void>
  /** Set the modal's connection keeper (one at a time); the returned function unsets it. */
  keepConnections(keeper: ConnectionKeeper): Unsubscribe
  /** SPEC §4 'Switching a connection': a kept, still live session becomes its namespace's connection again. */
  activate(known: KnownSession): Promise<void>
  /** The live wallet session of a namespace (default: the active one). */
  session(namespace?: Namespace): WalletSession | undefined
  switchNetwork(network: Network): Promise<void>
  /** The person picked a network in the modal: switch now, or show SPEC §2's confirmation view. */
  requestNetworkSwitch(network: Network, o?: { ignoreSwitchConfirmation?: boolean }): 'none' | 'switched' | 'view'
  signMessage(message: string, o?: { namespace?: Namespace }): Promise<string>
  /** A method a namespace plugin types (RequestAnswers): an EVM send resolves with its hash, a signature as 0x hex. */
  request<M extends keyof RequestAnswers>(args: { method: M; params?: unknown }, o?: { namespace?: Namespace }): Promise<RequestAnswers[M]>
  /** A wallet RPC call, gated by the namespace's SPEC §6 classes: unknown methods are refused. */
  request(args: WalletRequestArgs, o?: { namespace?: Namespace }): Promise<unknown>
  refreshBalance(o?: { namespace?: Namespace; force?: boolean }): Promise<void>
  /** The services client (balances, history, names, analytics), loaded on first use. */
  services(): Promise<Services>
  /** Read the active (or given) account's name and avatar again, past the identity cache (after registering a name). */
  refreshProfile(o?: { namespace?: Namespace }): Promise<void>
}
