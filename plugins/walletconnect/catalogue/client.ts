// The wallet catalogue service of SPEC §7 (GET /getWallets and the wallet images), its answers checked
// with the kernel's checks, as the services client's are. Only lazily loaded code imports this module:
// a host pays for it when All Wallets or WalletConnect first needs the catalogue, never at page load.
// It is read on every first open, so it keeps a schema library off that path: loading zod there cost
// the page ~90 KiB of heap (issue 15).
import { aNumber, arrayOf, aString, checked, createHttpClient, nullable, objectOf, optional, perModal, safeImageUrl, type Check, type PluginApi, type Query } from 'gangway'

/** SPEC §9: recommended wallets come 4 at a time, pages hold 40, a search shows up to 100. */
export const RECOMMENDED_ENTRIES = 4
export const PAGE_ENTRIES = 40
export const SEARCH_ENTRIES = 100
/** Catalogue ids, in the cloud service and ours alike, are 64 hex characters. */
export const isCatalogueId = (id: string): boolean => /^[0-9a-f]{64}$/i.test(id)

/** One wallet of the catalogue (SPEC §3 'Wallet catalogue entry'). */
export interface CatalogueWallet {
  id: string
  name: string
  image_id?: string | null
  image_url?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  rdns?: string | null
  chains?: string[]
}

const text = optional(nullable(aString))
// Fields not named here are kept as the service gave them.
const wallet: Check<CatalogueWallet> = objectOf({
  id: aString,
  name: aString,
  image_id: text,
  image_url: text,
  mobile_link: text,
  desktop_link: text,
  webapp_link: text,
  rdns: text,
  chains: optional(arrayOf(aString)),
})
const page = objectOf({ count: aNumber, data: arrayOf(wallet) })

export interface CataloguePage {
  count: number
  data: CatalogueWallet[]
}

export interface WalletQuery {
  page?: number
  entries?: number
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
  search?: string
  badge_type?: 'certified' | 'none'
}

export interface CatalogueClient {
  getWallets(query?: WalletQuery): Promise<CataloguePage>
  /** The wallet's image: the URL the service gave, else /getWalletImage/{image_id}. */
  imageUrl(wallet: CatalogueWallet): string | undefined
  /** Every wallet any call returned so far, by id (a view opened by id needs no second fetch). */
  known(id: string): CatalogueWallet | undefined
}

export const INVALID_RESPONSE = /* t */ 'Invalid wallet catalogue response'

const list = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined)

export function createCatalogueClient(o: {
  fetch: typeof fetch
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
}): CatalogueClient {
  const http = createHttpClient(o.fetch, o.baseUrl, { projectId: o.projectId, st: o.sdkType, sv: o.sdkVersion })
  const seen = new Map<string, CatalogueWallet>()
  const base = o.baseUrl.replace(/\/$/, '')
  return {
    async getWallets(q = {}) {
      const query: Query = {
        page: q.page ?? 1,
        entries: q.entries ?? PAGE_ENTRIES,
        include: list(q.include),
        exclude: list(q.exclude),
        chains: list(q.chains),
        search: q.search || undefined,
        badge_type: q.badge_type,
      }
      const parsed = checked(page, await http.get('getWallets', query), INVALID_RESPONSE)
      for (const w of parsed.data) seen.set(w.id, w)
      return parsed
    },
    // a catalogue's image_url that is not http(s) or an inline image is dropped for the service's own image
    imageUrl: (w) => safeImageUrl(w.image_url) ?? (w.image_id ? `${base}/getWalletImage/${encodeURIComponent(w.image_id)}` : undefined),
    known: (id) => seen.get(id),
  }
}

const clientOf = perModal(({ options, context }) =>
  createCatalogueClient({
    fetch: context.env.fetch,
    baseUrl: options.services.catalogue!,
    projectId: options.projectId,
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
  }),
)

/** The modal's catalogue client, or undefined when the host configured no catalogue service. */
export function catalogueOf(modal: PluginApi): CatalogueClient | undefined {
  return modal.options.services.catalogue ? clientOf(modal) : undefined
}

/**
 * The CAIP-2 ids to filter the catalogue by: the host's networks, without test networks, which
 * catalogue entries do not list (a wallet that serves a chain family reaches a dev chain through
 * wallet_addEthereumChain). Undefined, meaning no chain filter, when only test networks remain.
 */
export function catalogueChains(modal: PluginApi): string[] | undefined {
  const ids = modal.stores.$networks.get().filter((n) => !n.testnet).map((n) => n.caipNetworkId)
  return ids.length ? ids : undefined
}
