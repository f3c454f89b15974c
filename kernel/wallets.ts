// Which wallets the Connect view lists and in what order (SPEC §2, §5, §9).
import type { ConnectMethod } from './options'
import type { Connector } from './plugin'

/** SPEC §2: email, social, wallet by default; wallet first when injected wallets exist. */
export function connectMethodOrder(o: { hasInjectedWallets: boolean; configured?: readonly ConnectMethod[] }): ConnectMethod[] {
  if (o.configured?.length) return [...o.configured]
  return o.hasInjectedWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

/** The generic window.ethereum connector, listed as 'Browser Wallet'. */
export const BROWSER_WALLET_ID = 'injected'

export interface VisibilityRules {
  isMobile: boolean
  /** Wallet ids, rdns or names the host excluded. */
  excluded: readonly string[]
  /** Whether any wallet is installed in this browser. */
  hasInstalledWallet: boolean
}

/** SPEC §5: excluded wallets (by rdns or case-insensitive name) are hidden. */
export function isExcluded(connector: Connector, excluded: readonly string[]): boolean {
  const lowered = excluded.map((e) => e.toLowerCase())
  return (
    lowered.includes(connector.id.toLowerCase()) ||
    (connector.rdns !== undefined && lowered.includes(connector.rdns.toLowerCase())) ||
    lowered.includes(connector.name.toLowerCase())
  )
}

/**
 * SPEC §5: the injected 'Browser Wallet' is hidden on desktop when excluded, and on mobile when
 * it has no identifier and nothing is installed. Any excluded wallet is hidden.
 */
export function isConnectorVisible(connector: Connector, rules: VisibilityRules): boolean {
  if (isExcluded(connector, rules.excluded)) return false
  if (connector.id === BROWSER_WALLET_ID && rules.isMobile) {
    const hasIdentifier = Boolean(connector.rdns || connector.explorerId)
    if (!hasIdentifier && !rules.hasInstalledWallet) return false
  }
  return true
}

/** One row of the wallet list: a wallet, with one connector per namespace it serves. */
export interface WalletEntry {
  id: string
  name: string
  icon?: string
  rdns?: string
  connectors: readonly Connector[]
  recent: boolean
  installed: boolean
}

/** SPEC §9 connector order. */
export const CONNECTOR_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

function groupOf(entry: WalletEntry): (typeof CONNECTOR_ORDER)[number] {
  const type = entry.connectors[0]?.type
  if (type === 'WALLET_CONNECT') return 'walletConnect'
  if (entry.recent) return 'recent'
  if (entry.installed) return 'injected'
  return 'external'
}

/**
 * Whether `connector` is another namespace of `entry`'s wallet: the same rdns, or the same name
 * when one side has no rdns (Wallet Standard wallets announce none). Never two of one namespace.
 */
const sameWallet = (entry: WalletEntry, c: Connector): boolean =>
  !entry.connectors.some((e) => e.chain === c.chain) && (entry.rdns && c.rdns ? entry.rdns === c.rdns : entry.name.toLowerCase() === c.name.toLowerCase())

/**
 * The wallets to list: visible ones, from namespaces that still have networks, a multi-chain
 * wallet once (grouped by rdns, else by name), in SPEC §9's connector order.
 */
export function listWallets(
  connectors: readonly Connector[],
  o: VisibilityRules & { namespacesWithNetworks: ReadonlySet<string>; recentIds: readonly string[] },
): WalletEntry[] {
  const entries: WalletEntry[] = []
  for (const connector of connectors) {
    if (!o.namespacesWithNetworks.has(connector.chain) || !isConnectorVisible(connector, o)) continue
    const existing = entries.find((entry) => sameWallet(entry, connector))
    if (existing) {
      // Entries are made fresh below, so growing one in place is safe.
      ;(existing.connectors as Connector[]).push(connector)
      existing.rdns ??= connector.rdns
      continue
    }
    const recentIndex = o.recentIds.indexOf(connector.explorerId ?? connector.id)
    entries.push({
      id: connector.id,
      name: connector.name,
      icon: connector.icon,
      rdns: connector.rdns,
      connectors: [connector],
      recent: recentIndex >= 0,
      installed: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' || connector.type === 'MULTI_CHAIN',
    })
  }
  const rank = (e: WalletEntry) => CONNECTOR_ORDER.indexOf(groupOf(e)) * 100 + Math.max(0, o.recentIds.indexOf(e.connectors[0]?.explorerId ?? e.id))
  return entries.sort((a, b) => rank(a) - rank(b))
}
