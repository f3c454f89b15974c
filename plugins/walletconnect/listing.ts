// Catalogue entries and the host's custom wallets as the wallets WalletConnect can reach.
import type { Namespace } from 'gangway'
import type { CatalogueClient, CatalogueWallet } from './catalogue/client'
import type { ListedWallet } from './state'

const text = (value: string | null | undefined) => value || undefined

export function fromCatalogue(catalogue: CatalogueClient, wallet: CatalogueWallet): ListedWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    icon: catalogue.imageUrl(wallet),
    rdns: text(wallet.rdns),
    mobileLink: text(wallet.mobile_link),
    desktopLink: text(wallet.desktop_link),
    webappLink: text(wallet.webapp_link),
  }
}

/** The namespaces a wallet can serve here: those of its chains the session can propose (all, when it lists none). */
export function servedNamespaces(chains: readonly string[] | null | undefined, namespaces: readonly Namespace[]): Namespace[] {
  if (!chains?.length) return [...namespaces]
  return namespaces.filter((namespace) => chains.some((chain) => chain.startsWith(`${namespace}:`)))
}
