// Images a wallet, a catalogue or the services name by URL are shown only when they are http(s) or
// an inline image: any other scheme (javascript:, a data: page, file:, blob: …) is dropped. A
// relative URL ('/icons/eth.svg') loads from the page's own origin, so it stays.
import type { ServiceUrls } from './options'
import type { Network } from './types'

/**
 * The URL unless it names a scheme other than http(s) and data:image/. The scheme is read as the
 * browser reads it: tabs, newlines, spaces and control characters in it do not count.
 */
export const safeImageUrl = (url: unknown): string | undefined =>
  typeof url === 'string' && url && !/^(?!https?:|data:image\/)[a-z][\w+.-]*:/i.test(url.replace(/[\0- ]/g, '')) ? url : undefined

/**
 * SPEC §7 an image the catalogue service keeps under /public/{route}/{id} (getAssetImage,
 * getCurrencyImage): on the host's catalogue URL, else its services API; none when it set neither.
 */
export const catalogueImageUrl = (services: ServiceUrls, route: string, id: string | undefined): string | undefined => {
  const base = services.catalogue ?? services.api
  return base && id ? `${base.replace(/\/$/, '')}/public/${route}/${encodeURIComponent(id)}` : undefined
}

/** SPEC §3 a network's logo: its own `assets.imageUrl` when safe, else the catalogue's image of its `assets.imageId`. */
export const networkImageUrl = (network: Pick<Network, 'assets'> | undefined, services: ServiceUrls): string | undefined =>
  safeImageUrl(network?.assets?.imageUrl) ?? catalogueImageUrl(services, 'getAssetImage', network?.assets?.imageId)
