// The wallets the Connect view lists beside the installed ones, in SPEC §9's connector order: the
// host's custom wallets, and from the catalogue the featured ids, the recent ones and 4 recommended.
// Loaded when the person first opens the modal; nothing is fetched at page load.
import { isStringArray, storageKeys, type ConnectorRegistry, type ListedGroup, type Namespace, type PluginApi } from 'gangway'
import { catalogueChains, catalogueOf, isCatalogueId, RECOMMENDED_ENTRIES, SEARCH_ENTRIES } from './catalogue/client'
import { walletConnectConnector } from './connectors'
import { fromCatalogue, servedNamespaces } from './listing'
import type { ListedWallet, WalletConnectState } from './state'

function register(state: WalletConnectState, registry: ConnectorRegistry, wallet: ListedWallet, group: ListedGroup | undefined, namespaces: readonly Namespace[]): void {
  state.listed.set(wallet.id, wallet)
  for (const namespace of namespaces) registry.add(walletConnectConnector(state, namespace, { ...wallet, group }))
}

export async function listWallets(modal: PluginApi, state: WalletConnectState, registry: ConnectorRegistry, namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return
  const { options, context } = modal
  for (const custom of options.customWallets) {
    const wallet = { id: custom.id, name: custom.name, icon: custom.image_url, mobileLink: custom.mobile_link, desktopLink: custom.desktop_link, webappLink: custom.webapp_link }
    register(state, registry, wallet, 'custom', namespaces)
  }
  const catalogue = catalogueOf(modal)
  if (!catalogue) return
  const featured = options.featuredWalletIds.filter(isCatalogueId)
  const recent = (context.storage.get(storageKeys.recentWallets, isStringArray) ?? []).filter(isCatalogueId)
  const include = options.includeWalletIds.filter(isCatalogueId)
  const exclude = [...options.excludeWalletIds.filter(isCatalogueId), ...featured, ...recent]
  state.$loadingListed.set(true)
  try {
    const [known, recommended] = await Promise.all([
      featured.length + recent.length ? catalogue.getWallets({ include: [...featured, ...recent], entries: SEARCH_ENTRIES }) : { data: [] },
      catalogue.getWallets({ entries: RECOMMENDED_ENTRIES, include, exclude, chains: catalogueChains(modal) }),
    ])
    const add = (id: string, group: ListedGroup | undefined) => {
      const found = known.data.find((w) => w.id === id)
      if (found) register(state, registry, fromCatalogue(catalogue, found), group, servedNamespaces(found.chains, namespaces))
    }
    featured.forEach((id) => add(id, 'featured'))
    // Recent ones need no group: the kernel ranks them by the recent wallet ids.
    recent.forEach((id) => add(id, undefined))
    for (const wallet of recommended.data) {
      register(state, registry, fromCatalogue(catalogue, wallet), 'recommended', servedNamespaces(wallet.chains, namespaces))
    }
  } finally {
    state.$loadingListed.set(false)
  }
}
