// SPEC §9 list timings of All Wallets: pages of 40 with images fetched ahead for the first 20 of
// each (in idle time, a few at once: preload-images.ts), the first page fetched ahead once the open
// modal is idle, an image not loaded in 2 s giving way to its placeholder, and a search of at most 100 entries shown
// no sooner than 300 ms. The catalogue here is a stand-in client answering at once (the e2e tests and
// bench/all-wallets use the real service); what is checked is when the view asks and shows.
import { act, fireEvent, render, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModal } from '../../kernel'
import { eip155, mainnet } from '../../plugins/eip155'
import type { CatalogueClient, CataloguePage, CatalogueWallet, WalletQuery } from '../../plugins/walletconnect/catalogue/client'
import { useCatalogueList } from '../../plugins/walletconnect/all-wallets/use-catalogue'
import { createImageQueue, IMAGE_PRELOAD_TIMEOUT_MS, pageImages } from '../../plugins/walletconnect/all-wallets/preload-images'
import { baseQuery, fetchFirstPage, IN_FLIGHT_REUSE_MS } from '../../plugins/walletconnect/all-wallets/first-page'
import { WalletIcon } from '../../ui'
import { MemoryStorage } from '../unit/support/env'

const wallets = (from: number, count: number): CatalogueWallet[] =>
  Array.from({ length: count }, (_, i) => ({ id: (from + i).toString(16).padStart(64, '0'), name: `Wallet ${from + i}`, image_url: `http://127.0.0.1:9/${from + i}.png` }))

/** `searchCap`: how many results the stand-in sends for a search (a service may send more than asked). */
function standInCatalogue(total: number, searchCap?: number) {
  const queries: WalletQuery[] = []
  const catalogue: CatalogueClient = {
    getWallets: async (q: WalletQuery = {}): Promise<CataloguePage> => {
      queries.push(q)
      const entries = q.entries ?? 40
      if (q.search) return { count: total, data: wallets(0, total).filter((w) => w.name.includes(q.search!)).slice(0, searchCap ?? entries) }
      const page = q.page ?? 1
      return { count: total, data: wallets((page - 1) * entries, Math.min(entries, total - (page - 1) * entries)) }
    },
    imageUrl: (w) => w.image_url ?? undefined,
    known: () => undefined,
  }
  return { catalogue, queries }
}

const modal = () => createModal({ projectId: 'test', plugins: [eip155()], networks: [mainnet] }, { window: undefined, storage: new MemoryStorage(), fetch, isMobile: () => false })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC §9 All Wallets list timings', () => {
  it('SPEC §9 pages of 40: the images of the first 20 of each page are fetched ahead as the page arrives, no others', async () => {
    const { catalogue, queries } = standInCatalogue(100)
    const preloaded: string[][] = []
    const api = modal()
    const { result } = renderHook(() => useCatalogueList(api, catalogue, '', (urls) => preloaded.push([...urls])))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(queries[0]).toMatchObject({ page: 1, entries: 40 })
    expect(result.current.wallets).toHaveLength(40)
    act(() => result.current.loadMore())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(queries[1]).toMatchObject({ page: 2, entries: 40 })
    expect(result.current.wallets).toHaveLength(80)
    expect(preloaded).toEqual([wallets(0, 20).map((w) => w.image_url), wallets(40, 20).map((w) => w.image_url)])
  })

  it('SPEC §9 the first page fetched ahead while the modal was open shows in the first render, without asking again', async () => {
    const { catalogue, queries } = standInCatalogue(100)
    const api = modal()
    await fetchFirstPage(api, catalogue, baseQuery(api))
    const preloaded: string[][] = []
    const { result } = renderHook(() => useCatalogueList(api, catalogue, '', (urls) => preloaded.push([...urls])))
    expect(result.current.wallets).toHaveLength(40)
    expect(result.current.loading).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(queries).toHaveLength(1)
    expect(preloaded).toEqual([wallets(0, 20).map((w) => w.image_url)])
  })

  it('SPEC §8 a first page fetched ahead that never answers is not waited on after 10 s: the view asks anew', async () => {
    let asked = 0
    const hung: CatalogueClient = { ...standInCatalogue(100).catalogue, getWallets: () => (asked++, new Promise<CataloguePage>(() => {})) }
    const api = modal()
    void fetchFirstPage(api, hung, baseQuery(api))
    void fetchFirstPage(api, hung, baseQuery(api))
    expect(asked).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(IN_FLIGHT_REUSE_MS))
    void fetchFirstPage(api, hung, baseQuery(api))
    expect(asked).toBe(2)
  })

  it('SPEC §9 a search shows at most 100 entries, even when the service sends more', async () => {
    const { catalogue } = standInCatalogue(600, 150)
    const api = modal()
    const { result, rerender } = renderHook(({ search }) => useCatalogueList(api, catalogue, search, () => {}), { initialProps: { search: '' } })
    await act(() => vi.advanceTimersByTimeAsync(0))
    rerender({ search: 'Wallet' })
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(result.current.wallets).toHaveLength(100)
  })

  it('SPEC §9 images fetched ahead wait for idle time, go 4 at a time, and one not loaded in 2 s is given up for the next', () => {
    const started: FakeImage[] = []
    class FakeImage {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      src = ''
      constructor() {
        started.push(this)
      }
      removeAttribute(name: string) {
        if (name === 'src') this.src = ''
      }
    }
    const idle: (() => void)[] = []
    const queue = createImageQueue({ Image: FakeImage as unknown as typeof Image, idle: (task) => idle.push(task) })
    queue.add(pageImages(wallets(0, 40), (w) => w.image_url ?? undefined))
    expect(started).toHaveLength(0) // nothing before the page is idle
    idle.shift()!()
    expect(started.map((i) => i.src)).toEqual(wallets(0, 4).map((w) => w.image_url))
    started[0]!.onload!()
    idle.shift()!()
    expect(started).toHaveLength(5)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS))
    expect(started.slice(1, 5).every((i) => i.src === '')).toBe(true) // given up: the fetch is cancelled
    idle.shift()!()
    expect(started).toHaveLength(9)
    expect(queue.waiting()).toBe(20 - 9)
  })

  it('SPEC §9 images fetched ahead wait while the list scrolls and go on once it is still', () => {
    const started: string[] = []
    class FakeImage {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(url: string) {
        if (url) started.push(url)
      }
      removeAttribute() {}
    }
    const queue = createImageQueue({ Image: FakeImage as unknown as typeof Image, idle: (task) => task() })
    queue.hold(true)
    queue.add(pageImages(wallets(40, 40), (w) => w.image_url ?? undefined))
    expect(started).toEqual([])
    queue.hold(false)
    expect(started).toEqual(wallets(40, 4).map((w) => w.image_url))
  })

  it('SPEC §9 a page of fewer than 20 wallets fetches ahead only the images it has', () => {
    expect(pageImages(wallets(0, 7), (w) => w.image_url ?? undefined)).toHaveLength(7)
    expect(pageImages([{ name: 'no image' }], () => undefined)).toEqual([])
  })

  it('SPEC §4 §9 search: at most 100 entries, results shown no sooner than 300 ms after the last keystroke', async () => {
    const { catalogue, queries } = standInCatalogue(600)
    const api = modal()
    const { result, rerender } = renderHook(({ search }) => useCatalogueList(api, catalogue, search, () => {}), { initialProps: { search: '' } })
    await act(() => vi.advanceTimersByTimeAsync(0))
    rerender({ search: 'Wallet 1' })
    // Cleared at once: the pages browsed before are not shown as results.
    expect(result.current.wallets).toEqual([])
    expect(result.current.loading).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(queries.filter((q) => q.search)).toEqual([])
    expect(result.current.wallets).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(queries.filter((q) => q.search)).toEqual([expect.objectContaining({ search: 'Wallet 1', entries: 100 })])
    expect(result.current.wallets).toHaveLength(100)
    expect(result.current.wallets.every((w) => w.name.includes('Wallet 1'))).toBe(true)
  })

  it('SPEC §9 a wallet image not loaded within 2 s gives way to its placeholder (the initial)', () => {
    const { container } = render(<WalletIcon name="zerion" icon="http://127.0.0.1:9/zerion.png" />)
    act(() => vi.advanceTimersByTime(1999))
    expect(container.querySelector('img')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('Z')
  })

  it('SPEC §9 an image that loaded in time stays; one that failed shows the placeholder at once', () => {
    const loaded = render(<WalletIcon name="rainbow" icon="http://127.0.0.1:9/rainbow.png" />)
    fireEvent.load(loaded.container.querySelector('img')!)
    act(() => vi.advanceTimersByTime(5000))
    expect(loaded.container.querySelector('img')).not.toBeNull()
    const failed = render(<WalletIcon name="ledger" icon="http://127.0.0.1:9/ledger.png" />)
    fireEvent.error(failed.container.querySelector('img')!)
    expect(failed.container.querySelector('img')).toBeNull()
    expect(failed.container.textContent).toBe('L')
  })
})
