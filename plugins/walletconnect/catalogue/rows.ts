// All Wallets (SPEC §9): the wallets this page already knows (recent, installed, featured, custom,
// recommended, in connector order), then the catalogue's, each wallet once. Pure, so each rule is
// tested on its own; only the lazily loaded All Wallets view imports it.
import type { WalletEntry } from 'gangway'
import type { CatalogueWallet } from './client'

export type AllWalletsRow = { kind: 'entry'; key: string; entry: WalletEntry } | { kind: 'catalogue'; key: string; wallet: CatalogueWallet }

/** The plain WalletConnect entry is the Connect view's QR code for any wallet, not a wallet itself. */
const isPlainWalletConnect = (entry: WalletEntry) => entry.connectors[0]?.type === 'WALLET_CONNECT' && !entry.connectors[0].explorerId

export function allWalletsRows(
  entries: readonly WalletEntry[],
  catalogue: readonly CatalogueWallet[],
  o: { search?: string; excluded?: readonly string[]; namespaces?: readonly string[] } = {},
): AllWalletsRow[] {
  const query = o.search?.trim().toLowerCase()
  const known = entries.filter((entry) => !isPlainWalletConnect(entry))
  // An installed wallet stands for its catalogue twin (same rdns); a listed one for its own id.
  const ids = new Set(known.map((entry) => entry.id))
  const rdns = new Set(known.flatMap((entry) => (entry.rdns ? [entry.rdns.toLowerCase()] : [])))
  // SPEC §5: excluded by id (the service drops those), by rdns or by case-insensitive name.
  const excluded = new Set(o.excluded?.map((e) => e.toLowerCase()))
  const rows: AllWalletsRow[] = known
    .filter((entry) => !query || entry.name.toLowerCase().includes(query))
    .map((entry) => ({ kind: 'entry', key: `entry:${entry.id}`, entry }))
  // Without a chain filter (test networks only) the service returns every family: keep the host's.
  const serves = (chains: readonly string[] | undefined) => !o.namespaces || !chains?.length || chains.some((c) => o.namespaces!.some((ns) => c.startsWith(`${ns}:`)))
  for (const wallet of catalogue) {
    const twin = wallet.rdns?.toLowerCase()
    if (ids.has(wallet.id) || (twin && (rdns.has(twin) || excluded.has(twin))) || excluded.has(wallet.name.toLowerCase())) continue
    if (!serves(wallet.chains)) continue
    ids.add(wallet.id) // pages fetched while the list changed may overlap
    rows.push({ kind: 'catalogue', key: wallet.id, wallet })
  }
  return rows
}
