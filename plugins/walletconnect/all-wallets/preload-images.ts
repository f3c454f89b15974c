// SPEC §9: of a page of 40 catalogue wallets, the images of the first 20 are fetched ahead (the rest
// load when their row is on screen and the list is still); an image that has not loaded in 2 s is
// given up (its row shows the wallet's initial, as WalletIcon does). use-catalogue.ts does it for the
// first page only: see why there.
export const PRELOADED_PER_PAGE = 20
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000

/** The image URLs to fetch ahead for one page of wallets, in order, once each. */
export function pageImages<W>(page: readonly W[], imageUrl: (wallet: W) => string | undefined): string[] {
  return [...new Set(page.slice(0, PRELOADED_PER_PAGE).map(imageUrl).filter((url): url is string => Boolean(url)))]
}

/** Fetch images into the browser's cache; each one still loading after 2 s is cancelled. */
export function preloadImages(urls: readonly string[]): void {
  if (typeof Image === 'undefined') return
  for (const url of urls) {
    const image = new Image()
    const timer = setTimeout(() => image.removeAttribute('src'), IMAGE_PRELOAD_TIMEOUT_MS)
    image.onload = image.onerror = () => clearTimeout(timer)
    image.src = url
  }
}
