// All Wallets rows (SPEC §9): known wallets first, then the catalogue's, each wallet once.
import { describe, expect, it } from 'vitest'
import type { Connector, WalletEntry } from '../../../../kernel/plugin'
import type { CatalogueWallet } from '../../../../plugins/walletconnect/catalogue/client'
import { allWalletsRows } from '../../../../plugins/walletconnect/catalogue/rows'
import { scriptedConnector } from '../../support/namespace'

const entry = (id: string, name: string, patch: Partial<WalletEntry> = {}, connector: Partial<Connector> = {}): WalletEntry => ({
  id,
  name,
  connectors: [{ ...scriptedConnector({ id, name, chain: 'eip155' }), ...connector }],
  recent: false,
  installed: false,
  ...patch,
})
const listing = (id: string, name: string, patch: Partial<CatalogueWallet> = {}): CatalogueWallet => ({ id, name, chains: ['eip155:1'], ...patch })

const plainWalletConnect = entry('walletConnect', 'WalletConnect', {}, { type: 'WALLET_CONNECT' })
const installedDev = entry('dev.gangway.wallet', 'Dev Wallet', { installed: true, rdns: 'dev.gangway.wallet' }, { rdns: 'dev.gangway.wallet' })
const recommended = entry('r'.repeat(64), 'Recommended One', {}, { type: 'WALLET_CONNECT', explorerId: 'r'.repeat(64) })

describe('SPEC §9 All Wallets rows', () => {
  it('SPEC §9 the wallets already listed come first in their order; the plain WalletConnect QR entry is not a wallet row', () => {
    const rows = allWalletsRows([plainWalletConnect, installedDev, recommended], [listing('c'.repeat(64), 'Catalogue One')])
    expect(rows.map((r) => r.key)).toEqual(['entry:dev.gangway.wallet', `entry:${'r'.repeat(64)}`, 'c'.repeat(64)])
  })

  it('SPEC §9 an installed wallet is deduplicated against its catalogue twin by rdns (case-insensitive)', () => {
    const rows = allWalletsRows([installedDev], [listing('d'.repeat(64), 'Dev Wallet (local)', { rdns: 'DEV.gangway.wallet' }), listing('e'.repeat(64), 'Other')])
    expect(rows.map((r) => (r.kind === 'entry' ? r.entry.name : r.wallet.name))).toEqual(['Dev Wallet', 'Other'])
  })

  it('SPEC §9 a catalogue wallet already listed (featured, recent, recommended) and overlapping pages show once', () => {
    const rows = allWalletsRows([recommended], [listing('r'.repeat(64), 'Recommended One'), listing('c'.repeat(64), 'C'), listing('c'.repeat(64), 'C')])
    expect(rows.map((r) => r.key)).toEqual([`entry:${'r'.repeat(64)}`, 'c'.repeat(64)])
  })

  it('SPEC §5 excluded wallets are hidden by rdns or case-insensitive name', () => {
    const rows = allWalletsRows([], [listing('a'.repeat(64), 'MetaMask', { rdns: 'io.metamask' }), listing('b'.repeat(64), 'Rabby'), listing('c'.repeat(64), 'Keep')], { excluded: ['io.MetaMask', 'rabby'] })
    expect(rows.map((r) => r.key)).toEqual(['c'.repeat(64)])
  })

  it("a search filters the listed wallets by name; the catalogue rows are the service's search results", () => {
    const rows = allWalletsRows([installedDev, recommended], [listing('c'.repeat(64), 'Devious')], { search: ' DEV ' })
    expect(rows.map((r) => r.key)).toEqual(['entry:dev.gangway.wallet', 'c'.repeat(64)])
  })

  it("without a chain filter only catalogue wallets of the host's chain families are kept", () => {
    const rows = allWalletsRows([], [listing('a'.repeat(64), 'EVM'), listing('b'.repeat(64), 'Solana only', { chains: ['solana:5eykt'] }), listing('c'.repeat(64), 'No chains', { chains: [] })], { namespaces: ['eip155'] })
    expect(rows.map((r) => r.key)).toEqual(['a'.repeat(64), 'c'.repeat(64)])
  })
})
