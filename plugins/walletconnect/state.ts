// The WalletConnect state of one modal (SPEC §3 connection state: wcUri, wcPairingExpiry,
// wcLinking, wcError), its options and constants. Types and constants: create-state.ts makes it.
import type { Namespace, Network, WalletSession } from 'gangway'
import type { WritableAtom } from 'nanostores'

export interface WalletConnectOptions {
  /** Defaults to the modal's projectId. */
  projectId?: string
  /** The relay's WebSocket URL; defaults to the modal's services.relay, else WalletConnect's cloud relay. */
  relayUrl?: string
  /** WalletConnect's own telemetry (events sent to its cloud). Off unless asked for. */
  telemetry?: boolean
  /**
   * Ask WalletConnect's Verify service to attest this page's origin on each proposal and request.
   * Default: on with the cloud relay, off with a self-hosted one (no Verify server answers there).
   */
  verify?: boolean
  /** Where the WalletConnect client keeps pairings and sessions. Default: IndexedDB in a browser. */
  storage?: WalletConnectStorage
}

/**
 * The `storage` option: an asynchronous key-value store, as the WalletConnect client reads and
 * writes it (the shape of @walletconnect/keyvaluestorage's IKeyValueStorage, which is not our
 * dependency). Values are JSON-compatible.
 */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** A wallet the person can reach through WalletConnect: from the catalogue or the host's custom wallets. */
export interface ListedWallet {
  id: string
  name: string
  icon?: string
  rdns?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

/** SPEC §3 wcLinking and the stored deep-link choice: where the person's wallet app opens. */
export interface WalletLink {
  name: string
  href: string
}

/** The lazily loaded client (./client.ts): one UniversalProvider per modal. */
export interface WalletConnectClient {
  connect(namespace: Namespace, o?: { network?: Network }): Promise<WalletSession>
  restore(namespace: Namespace): Promise<WalletSession | null>
  /** Replace the shown pairing with a fresh one; false when there is none or the last began under a second ago. */
  refresh(): boolean
  /** Keep the wallet's link (SPEC §3 stored deep-link choice): requests then bring that app forward. */
  rememberLink(link: WalletLink): void
  /** Close the relay socket (modal.destroy); the session stays stored for the next page. */
  close(): Promise<void>
}

export interface WalletConnectState {
  options: WalletConnectOptions
  /** wcUri: the pairing URI the QR code shows; undefined while none is ready. */
  $uri: WritableAtom<string | undefined>
  /** wcPairingExpiry: when the shown pairing expires (ms since epoch). */
  $pairingExpiry: WritableAtom<number | undefined>
  /** wcError: why the last attempt failed. */
  $error: WritableAtom<string | undefined>
  $linking: WritableAtom<WalletLink | undefined>
  /** The catalogue or custom wallet the person picked, when they picked one. */
  $wallet: WritableAtom<ListedWallet | undefined>
  /** Catalogue wallets being fetched for the Connect view (SPEC §4: the recommended fetch sets a loading flag). */
  $loadingListed: WritableAtom<boolean>
  /** Wallets listed so far (custom and catalogue), by id. */
  listed: Map<string, ListedWallet>
  /** Loads the SDK on first use and creates the client once per modal. */
  client(): Promise<WalletConnectClient>
  /** Closes the client's socket if it was ever loaded (modal.destroy). */
  dispose(): Promise<void>
}

/** SPEC §9: a pairing lives 4 minutes, counts as expired with under 10 s left, and a retry waits at least 1 s. */
export const PAIRING_EXPIRY_MS = 4 * 60_000
export const PAIRING_EXPIRED_UNDER_MS = 10_000
export const RETRY_MIN_MS = 1_000

/** SPEC §4: a pairing is expired when less than 10 s remain. */
export const isPairingExpired = (expiry: number | undefined, now = Date.now()): boolean =>
  expiry === undefined || expiry - now < PAIRING_EXPIRED_UNDER_MS

/** The connector id every WalletConnect connection is stored under; catalogue wallets differ by explorer id. */
export const WALLET_CONNECT_ID = 'walletConnect'
export const WALLET_CONNECT_VIEWS = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'AllWallets'] as const
