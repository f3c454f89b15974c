// Which wallets the Connect view lists and in what order (SPEC §2, §5, §9).
import type { Connector, WalletEntry } from './plugin'
import type { ConnectMethod } from './types'

/** SPEC §2: email, social, wallet by default; wallet first when injected wallets exist. */
export function connectMethodOrder(o: { hasInjectedWallets: boolean; configured?: readonly ConnectMethod[] }): ConnectMethod[] {
  if (o.configured?.length) return [...o.configured]
  return o.hasInjectedWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

export interface VisibilityRules {
  isMobile: boolean
  /** Wallet ids, rdns or names the host excluded. */
  excluded: readonly string[]
  /** Whether any wallet is installed in this browser (announced, or the page's injected provider). */
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
  // The INJECTED type is the generic provider a page finds without an announcement (window.ethereum).
  if (connector.type === 'INJECTED' && rules.isMobile) {
    const hasIdentifier = Boolean(connector.rdns || connector.explorerId)
    if (!hasIdentifier && !rules.hasInstalledWallet) return false
  }
  return true
}

/** SPEC §9 connector order. */
export const CONNECTOR_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

function groupOf(entry: WalletEntry): (typeof CONNECTOR_ORDER)[number] {
  const first = entry.connectors[0]
  // The plain WalletConnect entry (a QR code for any wallet); catalogue wallets carry an explorer id.
  if (first?.type === 'WALLET_CONNECT' && !first.explorerId) return 'walletConnect'
  if (entry.recent) return 'recent'
  if (entry.installed) return 'injected'
  return first?.group ?? 'external'
}

const isInstalled = (c: Connector) => c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN'

/**
 * Whether `c` is the entry's wallet: the same rdns, else the same catalogue (explorer) id, else
 * the same name (Wallet Standard wallets announce no rdns).
 */
function sameWallet(entry: WalletEntry, c: Connector): boolean {
  const first = entry.connectors[0]
  if (entry.rdns && c.rdns) return entry.rdns === c.rdns
  if (first?.explorerId && c.explorerId) return first.explorerId === c.explorerId
  return entry.name.toLowerCase() === c.name.toLowerCase()
}

/**
 * The wallets to list: visible ones, from namespaces that still have networks, a multi-chain
 * wallet once (one connector per namespace), an installed wallet instead of its catalogue twin,
 * in SPEC §9's connector order.
 */
export function listWallets(
  connectors: readonly Connector[],
  o: VisibilityRules & { namespacesWithNetworks: ReadonlySet<string>; recentIds: readonly string[] },
): WalletEntry[] {
  const entries: WalletEntry[] = []
  const entryOf = (connector: Connector, installed: boolean): WalletEntry => ({
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    icon: connector.icon,
    rdns: connector.rdns,
    connectors: [connector],
    recent: o.recentIds.includes(connector.explorerId ?? connector.id),
    installed,
  })
  for (const connector of connectors) {
    if (!o.namespacesWithNetworks.has(connector.chain) || !isConnectorVisible(connector, o)) continue
    const installed = isInstalled(connector)
    const index = entries.findIndex((entry) => sameWallet(entry, connector))
    const twin = entries[index]
    if (twin && twin.installed !== installed) {
      // The installed wallet stands in for its catalogue twin: listed once, marked installed.
      if (installed) entries[index] = entryOf(connector, installed)
      continue
    }
    // Entries are made fresh here, so growing one in place is safe. Never two of one namespace.
    if (twin && !twin.connectors.some((c) => c.chain === connector.chain)) {
      ;(twin.connectors as Connector[]).push(connector)
      twin.rdns ??= connector.rdns
      continue
    }
    entries.push(entryOf(connector, installed))
  }
  const rank = (e: WalletEntry) => CONNECTOR_ORDER.indexOf(groupOf(e)) * 100 + Math.max(0, o.recentIds.indexOf(e.id))
  return entries.sort((a, b) => rank(a) - rank(b))
}
