// The catalogue behind All Wallets: pages of 40 fetched as the list nears its end, and a search of
// up to 100 entries, cleared at once and shown no sooner than 300 ms after the last keystroke (SPEC §4, §9).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { GangwayError, type PluginApi } from 'gangway'
import { pageImages, preloadImages } from './preload-images'
import { catalogueChains, isCatalogueId, PAGE_ENTRIES, SEARCH_ENTRIES, type CatalogueClient, type CatalogueWallet, type WalletQuery } from '../catalogue/client'

export const SEARCH_MIN_MS = 300

export interface CatalogueList {
  /** The browsed pages, or the search results once shown. */
  wallets: readonly CatalogueWallet[]
  /** True while the first page, a next page or a search is on its way. */
  loading: boolean
  error?: string
  /** Fetch the next page (browsing only); ignored while one is on its way or none is left. */
  loadMore(): void
  retry(): void
}

function baseQuery(modal: PluginApi): WalletQuery {
  const { includeWalletIds, excludeWalletIds, featuredWalletIds } = modal.options
  return {
    include: includeWalletIds.filter(isCatalogueId),
    // Featured wallets are listed above the pages already.
    exclude: [...excludeWalletIds, ...featuredWalletIds].filter(isCatalogueId),
    chains: catalogueChains(modal),
  }
}

const describe = (error: unknown) => (error instanceof GangwayError ? error.message : /* t */ 'The wallet list could not be loaded')

export function useCatalogueList(modal: PluginApi, catalogue: CatalogueClient, search: string, preload: (urls: readonly string[]) => void = preloadImages): CatalogueList {
  const query = useMemo(() => baseQuery(modal), [modal])
  const [pages, setPages] = useState<{ wallets: CatalogueWallet[]; page: number; count?: number }>({ wallets: [], page: 0 })
  const [results, setResults] = useState<CatalogueWallet[]>()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string>()
  const [searchRun, setSearchRun] = useState(0)
  const fetching = useRef(false)
  const term = search.trim()

  const loadMore = useCallback(() => {
    const done = pages.count !== undefined && pages.page * PAGE_ENTRIES >= pages.count
    if (fetching.current || done || term) return
    fetching.current = true
    setLoading(true)
    setError(undefined)
    catalogue
      .getWallets({ ...query, page: pages.page + 1, entries: PAGE_ENTRIES })
      .then(
        (result) => {
          // SPEC §9 fetches ahead the images of the first 20 of each page; here only the first page's
          // (what shows as the view opens): doing it for every page cost frames while scrolling
          // (bench/all-wallets: p95 16.8 → 50-133 ms). Later rows load their image when shown and still.
          if (pages.page === 0) preload(pageImages(result.data, catalogue.imageUrl))
          setPages((p) => ({ wallets: [...p.wallets, ...result.data], page: p.page + 1, count: result.count }))
        },
        (e: unknown) => setError(describe(e)),
      )
      .finally(() => {
        fetching.current = false
        setLoading(false)
      })
  }, [catalogue, query, pages, term, preload])

  // The first page as the view opens.
  useEffect(() => {
    if (pages.page === 0 && !term) loadMore()
  }, [pages.page, term, loadMore])

  useEffect(() => {
    setResults(undefined)
    if (!term) return
    let live = true
    setError(undefined)
    const timer = setTimeout(() => {
      catalogue.getWallets({ ...query, search: term, entries: SEARCH_ENTRIES }).then(
        (result) => live && setResults(result.data),
        (e: unknown) => live && setError(describe(e)),
      )
    }, SEARCH_MIN_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [catalogue, query, term, searchRun])

  return term
    ? { wallets: results ?? [], loading: results === undefined && !error, error, loadMore, retry: () => setSearchRun((n) => n + 1) }
    : { wallets: pages.wallets, loading, error, loadMore, retry: loadMore }
}
