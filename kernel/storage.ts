// Prefixed persistent storage. Values are validated when read back (the stored session is
// never trusted as it lies) and failures are only logged (SPEC §8), never thrown.
import type { Logger } from './log'

export interface KeyValueBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const STORAGE_PREFIX = '@appkit-wallet/'
/** Bumped when the shape of a stored item changes; older items are dropped, not misread. */
export const STORAGE_VERSION = 1

export interface Storage {
  get<T>(key: string, accept: (value: unknown) => value is T): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

export function createStorage(backend: KeyValueBackend | undefined, log: Logger, prefix = STORAGE_PREFIX): Storage {
  const attempt = <T>(what: string, fn: () => T): T | undefined => {
    try {
      return fn()
    } catch (error) {
      log.error(`storage ${what} failed`, error)
      return undefined
    }
  }
  const storage: Storage = {
    get(key, accept) {
      const raw = attempt('read', () => backend?.getItem(prefix + key) ?? null)
      if (raw == null) return undefined
      const value = attempt('parse', () => JSON.parse(raw) as unknown)
      return accept(value) ? value : undefined
    },
    set(key, value) {
      attempt('write', () => backend?.setItem(prefix + key, JSON.stringify(value)))
    },
    remove(key) {
      attempt('remove', () => backend?.removeItem(prefix + key))
    },
  }
  const isVersion = (v: unknown): v is number => typeof v === 'number'
  if (storage.get('version', isVersion) !== STORAGE_VERSION) {
    for (const key of Object.values(storageKeys)) storage.remove(key)
    storage.set('version', STORAGE_VERSION)
  }
  return storage
}

/** The keys of SPEC §3 'Stored items'. */
export const storageKeys = {
  recentWallets: 'recent_wallets',
  activeNamespace: 'active_namespace',
  activeNetworkId: 'active_caip_network_id',
  connectorIds: 'connected_connector_ids',
  connectionStatus: 'connection_status',
  connectedNamespaces: 'connected_namespaces',
  disconnectedConnectorIds: 'disconnected_connector_ids',
  preferredAccountTypes: 'preferred_account_types',
  socialProvider: 'connected_social_provider',
  socialUsername: 'connected_social_username',
  walletDeepLink: 'wallet_deeplink',
} as const

export const RECENT_WALLETS_CAP = 2

export const isString = (v: unknown): v is string => typeof v === 'string'
export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString)
export const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isString)
export const isStringArrayRecord = (v: unknown): v is Record<string, string[]> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isStringArray)

/** Most recent first, without duplicates, at most RECENT_WALLETS_CAP (SPEC §9). */
export function addRecentWallet(storage: Storage, walletId: string): string[] {
  const previous = storage.get(storageKeys.recentWallets, isStringArray) ?? []
  const next = [walletId, ...previous.filter((id) => id !== walletId)].slice(0, RECENT_WALLETS_CAP)
  storage.set(storageKeys.recentWallets, next)
  return next
}

/** Set or clear one namespace's entry of a per-namespace record item. */
export function setPerNamespace(storage: Storage, key: string, namespace: string, value: string | undefined): void {
  const record = { ...(storage.get(key, isStringRecord) ?? {}) }
  if (value === undefined) delete record[namespace]
  else record[namespace] = value
  storage.set(key, record)
}
