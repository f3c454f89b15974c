// The first catalogue page of All Wallets, one fetch per modal and query: fetched ahead when the person
// heads for it (preload.ts), so the click on All Wallets shows rows in its own frame, and kept for
// the modal's life, so reopening the view asks nothing again. A failed fetch is forgotten (retried).
import { perModal, type PluginApi } from 'gangway'
import { catalogueChains, isCatalogueId, PAGE_ENTRIES, type CatalogueClient, type CataloguePage, type WalletQuery } from '../catalogue/client'

/** The query All Wallets browses with: the host's include/exclude lists and its networks. */
export function baseQuery(modal: PluginApi): WalletQuery {
  const { includeWalletIds, excludeWalletIds, featuredWalletIds } = modal.options
  return {
    include: includeWalletIds.filter(isCatalogueId),
    // Featured wallets are listed above the pages already.
    exclude: [...excludeWalletIds, ...featuredWalletIds].filter(isCatalogueId),
    chains: catalogueChains(modal),
  }
}

interface Cached {
  promise: Promise<CataloguePage>
  page?: CataloguePage
  started: number
}

/** A fetch still unanswered after this long is not waited on again: the view asks anew (a hung service may have recovered). */
export const IN_FLIGHT_REUSE_MS = 10_000

const cacheOf = perModal(() => new Map<string, Cached>())
const keyOf = (query: WalletQuery) => JSON.stringify(query)

/** The first page for this query: the one on its way or arrived, else a new fetch. */
export function fetchFirstPage(modal: PluginApi, catalogue: CatalogueClient, query: WalletQuery): Promise<CataloguePage> {
  const cache = cacheOf(modal)
  const key = keyOf(query)
  const cached = cache.get(key)
  if (cached && (cached.page || Date.now() - cached.started < IN_FLIGHT_REUSE_MS)) return cached.promise
  const entry: Cached = { promise: catalogue.getWallets({ ...query, page: 1, entries: PAGE_ENTRIES }), started: Date.now() }
  entry.promise.then(
    (page) => (entry.page = page),
    () => cache.get(key) === entry && cache.delete(key),
  )
  cache.set(key, entry)
  return entry.promise
}

/** The first page for this query if it has arrived (the view's first render shows it at once). */
export function firstPageNow(modal: PluginApi, query: WalletQuery): CataloguePage | undefined {
  return cacheOf(modal).get(keyOf(query))?.page
}
