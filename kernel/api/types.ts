// What the services answer, as the modal uses it (SPEC §3 'Token balance', 'Transaction'), and
// the services client's shape. Types only: plugins read these from 'gangway'.
import type { ReadableAtom } from 'nanostores'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types'
import type { HttpClient } from './http'

export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 of the chain the token lives on. */
  chainId: CaipNetworkId
  /** CAIP-10 of the token contract or mint; absent for the native currency. */
  address?: CaipAddress
  /** USD value of the quantity held. */
  value: number
  /** USD per unit. */
  price: number
  /** `numeric` is an exact decimal string; `decimals` is a string, as the API sends it. */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } | null }
  nft_info?: { name?: string; content?: { preview?: { url: string } | null }; flags?: { is_spam: boolean } }
  direction: string
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface Transaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    /** ISO 8601. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    nonce?: number
    /** CAIP-2. */
    chain?: string
  }
  transfers: TransactionTransfer[]
}

export interface HistoryPage {
  data: Transaction[]
  /** Pass back as `cursor` for the next page; null or absent on the last one. */
  next?: string | null
}

export interface Identity {
  name?: string | null
  avatar?: string | null
}

/** An analytics event as the kernel's bus carries it (SPEC §7 SEND_INITIATED, SWITCH_NETWORK …). */
export interface TrackedEvent {
  event: string
  properties?: Record<string, unknown>
}

export interface AnalyticsPayload {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
  address: string | null
}

/** The Blockchain API and analytics calls of SPEC §7, each response checked before it is returned. */
export interface ApiClient {
  /** Whether the host configured a services API (`services.api`); without one, its calls throw. */
  hasApi: boolean
  /** A catalogue URL (or the API's) is set: the project's config and origins can be read. */
  hasCatalogue: boolean
  hasAnalytics: boolean
  /** A JSON client on the services API (projectId, st and sv on every call), for routes a feature adds. */
  http: HttpClient | undefined
  supportedChains(): Promise<string[]>
  balance(address: string, chainId: string, forceUpdate?: boolean): Promise<TokenBalance[]>
  history(account: string, o?: { cursor?: string; chainId?: string }): Promise<HistoryPage>
  /** SPEC §7: `sender` is the connected account asking, when there is one. */
  identity(address: string, sender?: string): Promise<Identity>
  profileAddress(name: string): Promise<string>
  analyticsEnabled(): Promise<boolean>
  sendEvent(payload: AnalyticsPayload): Promise<unknown>
  /** SPEC §7 GET /appkit/v1/config: the project's remote features. */
  remoteConfig(): Promise<RemoteFeatureEntry[]>
  /** SPEC §7 GET /projects/v1/origins. */
  allowedOrigins(): Promise<string[]>
}

/** One remote feature as the project configuration answers it. */
export interface RemoteFeatureEntry {
  id: string
  isEnabled: boolean
  /** Providers (socials, swaps, on-ramp); null for plain switches. */
  config?: string[] | null
}

export interface TokenBalancesState {
  balances: TokenBalance[]
  loading: boolean
  /** When the last fetch failed; fetches are skipped for 30 s after it. */
  lastRetry?: number
}

/** The services half of the kernel, loaded on first use (`api.services()`). */
export interface Services {
  api: ApiClient
  /** The active account's token balances (SPEC §4 'Balance fetch'). */
  $tokenBalances: ReadableAtom<TokenBalancesState>
  fetchTokenBalances(o?: { force?: boolean }): Promise<TokenBalance[]>
  /** SPEC §7 GET /v1/identity/{address}, kept 5 minutes; addresses compare as their namespace says. */
  identity(address: string, namespace?: Namespace, o?: { force?: boolean }): Promise<Identity>
  /** The address a name points to; 'Error resolving name' when it points nowhere (SPEC §8). */
  resolveName(name: string): Promise<string>
  /** Once per modal, on the first open; `early` are events from before it. */
  startAnalytics(early: readonly TrackedEvent[]): Promise<() => void>
  /** Fetch the active (or given) account's name into its profile, where its namespace has names; `force` skips the cache. */
  loadProfile(o?: { namespace?: Namespace; force?: boolean }): Promise<void>
  /**
   * SPEC §7, §8: read the project's remote features (once per modal, on the first open) and apply
   * them over the host's ('Local configuration ignored' when they override them).
   */
  loadRemoteConfig(): Promise<void>
  /** SPEC §8: the project's allowed origins; 429 and 5xx alert and give an empty list, as other failures do. */
  allowedOrigins(): Promise<string[]>
}
