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

export function walletRedirect(appUrl: string, wcUri: string): WalletRedirect {
  let href = appUrl
  if (!isHttp(href) && !href.includes('://')) href = `${href.replaceAll('/', '').replaceAll(':', '')}://`
  if (!href.endsWith('/')) href += '/'
  return { redirect: `${href}wc?uri=${encodeURIComponent(wcUri)}`, href, target: isHttp(href) ? '_blank' : '_self' }
}
