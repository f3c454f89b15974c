// The filters and paging of GET /getWallets (SPEC §7), as a pure function over the catalogue.
import type { WalletRecord } from './schema'

export interface WalletQuery {
  /** 1-based. */
  page: number
  entries: number
  /** When given, only these ids. */
  include?: readonly string[]
  exclude?: readonly string[]
  /** Keep wallets supporting any of these CAIP-2 chains. */
  chains?: readonly string[]
  /** Case-insensitive substring of the name. */
  search?: string
  badgeType?: WalletRecord['badge_type']
}

export interface WalletPage {
  /** How many wallets match, over all pages. */
  count: number
  data: WalletRecord[]
}

export function queryWallets(wallets: readonly WalletRecord[], q: WalletQuery): WalletPage {
  const include = q.include?.length ? new Set(q.include) : undefined
  const exclude = new Set(q.exclude ?? [])
  const chains = q.chains?.length ? new Set(q.chains) : undefined
  const search = q.search?.toLowerCase()
  const matching = wallets.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!chains || w.chains.some((c) => chains.has(c))) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!q.badgeType || w.badge_type === q.badgeType),
  )
  const start = (q.page - 1) * q.entries
  return { count: matching.length, data: matching.slice(start, start + q.entries) }
}
