// The catalogue behind All Wallets: pages of 40 fetched as the list nears its end, and a search of
// up to 100 entries, cleared at once and shown no sooner than 300 ms after the last keystroke (SPEC §4, §9).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { GangwayError, type PluginApi } from 'gangway'
import { pageImages, preloadImages } from './preload-images'
import { baseQuery, fetchFirstPage, firstPageNow } from './first-page'
import { PAGE_ENTRIES, SEARCH_ENTRIES, type CatalogueClient, type CatalogueWallet } from '../catalogue/client'

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

const describe = (error: unknown) => (error instanceof GangwayError ? error.message : /* t */ 'The wallet list could not be loaded')

export function useCatalogueList(modal: PluginApi, catalogue: CatalogueClient, search: string, preload: (urls: readonly string[]) => void = preloadImages): CatalogueList {
  const query = useMemo(() => baseQuery(modal), [modal])
  // The first page fetched ahead (first-page.ts) shows in the first render: no spinner, no request.
  const [pages, setPages] = useState<{ wallets: CatalogueWallet[]; page: number; count?: number }>(() => {
    const first = firstPageNow(modal, query)
    return first ? { wallets: first.data, page: 1, count: first.count } : { wallets: [], page: 0 }
  })
  const [results, setResults] = useState<CatalogueWallet[]>()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string>()
  const [searchRun, setSearchRun] = useState(0)
  const fetching = useRef(false)
  const term = search.trim()

  // SPEC §9: the images of the first 20 of each page of 40 are fetched ahead, each page's as it arrives.
  const preloadedPages = useRef(0)
  useEffect(() => {
    for (; preloadedPages.current < pages.page; preloadedPages.current++) {
      const from = preloadedPages.current * PAGE_ENTRIES
      preload(pageImages(pages.wallets.slice(from, from + PAGE_ENTRIES), catalogue.imageUrl))
    }
  }, [pages, catalogue, preload])

  const loadMore = useCallback(() => {
    const done = pages.count !== undefined && pages.page * PAGE_ENTRIES >= pages.count
    if (fetching.current || done || term) return
    fetching.current = true
    setLoading(true)
    setError(undefined)
    const next = pages.page === 0 ? fetchFirstPage(modal, catalogue, query) : catalogue.getWallets({ ...query, page: pages.page + 1, entries: PAGE_ENTRIES })
    next
      .then(
        (result) => setPages((p) => ({ wallets: [...p.wallets, ...result.data], page: p.page + 1, count: result.count })),
        (e: unknown) => setError(describe(e)),
      )
      .finally(() => {
        fetching.current = false
        setLoading(false)
      })
  }, [modal, catalogue, query, pages, term])

  // The first page as the view opens (unless it was fetched ahead).
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
        // SPEC §9: a search shows at most 100 entries, whatever the service sent.
        (result) => live && setResults(result.data.slice(0, SEARCH_ENTRIES)),
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
