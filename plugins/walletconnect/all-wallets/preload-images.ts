// SPEC §9: of each page of 40 catalogue wallets, the images of the first 20 are fetched ahead (the
// rest load when their row is on screen and the list is still); an image that has not loaded in 2 s
// is given up (its row shows the wallet's initial, as WalletIcon does). The fetches wait for idle
// time, go a few at a time and wait while the list scrolls: fetched as each page arrived, they cost
// frames while scrolling (bench/all-wallets: frame p95 16.8 → 33-133 ms, the images served from the
// same two cores); held while scrolling, none.
export const PRELOADED_PER_PAGE = 20
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
/** Images fetched ahead at the same time, at most. */
export const PRELOAD_CONCURRENCY = 4

/** The image URLs to fetch ahead for one page of wallets, in order, once each. */
export function pageImages<W>(page: readonly W[], imageUrl: (wallet: W) => string | undefined): string[] {
  return [...new Set(page.slice(0, PRELOADED_PER_PAGE).map(imageUrl).filter((url): url is string => Boolean(url)))]
}

type IdleWindow = { requestIdleCallback?(task: () => void, o: { timeout: number }): number }

/** A queue of images to fetch into the browser's cache, in idle time, a few at once, each given up after 2 s. */
export function createImageQueue(env: { Image?: typeof Image; idle?: (task: () => void) => void } = {}) {
  const queue: string[] = []
  const seen = new Set<string>()
  let running = 0
  let scheduled = false
  let held = false
  const idle =
    env.idle ??
    ((task: () => void) => {
      const w = globalThis as IdleWindow
      if (w.requestIdleCallback) w.requestIdleCallback(task, { timeout: 500 })
      else setTimeout(task, 0)
    })
  const pump = () => {
    if (held || scheduled || running >= PRELOAD_CONCURRENCY || queue.length === 0) return
    scheduled = true
    idle(() => {
      scheduled = false
      while (!held && running < PRELOAD_CONCURRENCY && queue.length) start(queue.shift()!)
    })
  }
  const start = (url: string) => {
    const ImageClass = env.Image ?? (typeof Image === 'undefined' ? undefined : Image)
    if (!ImageClass) return
    running++
    const image = new ImageClass()
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      running--
      pump()
    }
    const timer = setTimeout(() => {
      image.removeAttribute('src') // cancels the fetch
      finish()
    }, IMAGE_PRELOAD_TIMEOUT_MS)
    image.onload = image.onerror = finish
    image.src = url
  }
  return {
    add(urls: readonly string[]) {
      for (const url of urls) if (!seen.has(url)) (seen.add(url), queue.push(url))
      pump()
    },
    /** Hold new fetches (while the list scrolls); release them with false. */
    hold(on: boolean) {
      held = on
      pump()
    },
    /** Images waiting for their turn. */
    waiting: () => queue.length,
  }
}

let shared: ReturnType<typeof createImageQueue> | undefined

/** Fetch images ahead into the browser's cache (the page's shared queue). */
export function preloadImages(urls: readonly string[]): void {
  if (typeof Image === 'undefined') return
  ;(shared ??= createImageQueue()).add(urls)
}

/** Hold the images fetched ahead while the list scrolls (true), go on once it is still (false). */
export function holdPreloads(on: boolean): void {
  shared?.hold(on)
}
