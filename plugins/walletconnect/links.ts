// Links that open a wallet app with the pairing URI: the catalogue's mobile_link (a custom scheme
// or a universal https link), desktop_link and webapp_link, formatted the way wallets expect.

export interface WalletRedirect {
  /** Opens the wallet on the pairing. */
  redirect: string
  /** The wallet's base link, kept as the deep-link choice for later requests. */
  href: string
  /** Universal and web links open beside the page; a custom scheme replaces nothing, so it opens in place. */
  target: '_self' | '_blank'
}

const isHttp = (url: string) => /^https?:\/\//i.test(url)
/** Schemes that run code in the page or open its own data when navigated to: never a wallet's link. */
const UNSAFE_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:', 'blob:', 'file:', 'about:'])

/** The redirect for a wallet's link; undefined when the link is not one a page may open (a catalogue's `javascript:` …). */
export function walletRedirect(appUrl: string, wcUri: string): WalletRedirect | undefined {
  let href = appUrl
  if (!isHttp(href) && !href.includes('://')) href = `${href.replaceAll('/', '').replaceAll(':', '')}://`
  if (!href.endsWith('/')) href += '/'
  const redirect = `${href}wc?uri=${encodeURIComponent(wcUri)}`
  // As the browser will read it: it drops tabs, newlines and leading spaces in a scheme.
  let scheme: string
  try {
    scheme = new URL(redirect).protocol.toLowerCase()
  } catch {
    return undefined
  }
  if (UNSAFE_SCHEMES.has(scheme)) return undefined
  return { redirect, href, target: isHttp(href) ? '_blank' : '_self' }
}
