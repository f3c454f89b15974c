import { describe, expect, it } from 'vitest'
import type { Connector } from '../../../kernel/plugin'
import { createConnectorState } from '../../../kernel/state/connectors'
import { BROWSER_WALLET_ID } from '../../../plugins/eip155'
import { connectMethodOrder, isConnectorVisible, listWallets, type VisibilityRules } from '../../../kernel/wallets'
import { scriptedConnector } from '../support/namespace'

describe('SPEC §2 connect method order', () => {
  it('SPEC §2 the default connect method order is email, social, wallet', () => {
    expect(connectMethodOrder({ hasInjectedWallets: false })).toEqual(['email', 'social', 'wallet'])
  })

  it('SPEC §2 the connect method order is wallet, email, social when injected wallets exist', () => {
    expect(connectMethodOrder({ hasInjectedWallets: true })).toEqual(['wallet', 'email', 'social'])
  })

  it("SPEC §2 a host's configured connectMethodsOrder is kept as given", () => {
    expect(connectMethodOrder({ hasInjectedWallets: true, configured: ['social', 'wallet'] })).toEqual(['social', 'wallet'])
    expect(connectMethodOrder({ hasInjectedWallets: true, configured: [] })).toEqual(['wallet', 'email', 'social'])
  })
})

const browserWallet = (patch: Partial<Connector> = {}): Connector =>
  ({ ...scriptedConnector({ id: BROWSER_WALLET_ID, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }), ...patch }) as Connector

const rules = (patch: Partial<VisibilityRules> = {}): VisibilityRules => ({
  isMobile: false,
  excluded: [],
  hasInstalledWallet: false,
  ...patch,
})

describe('SPEC §5 wallet visibility', () => {
  it("SPEC §5 the injected 'Browser Wallet' is hidden on mobile when it has no identifier and nothing is installed", () => {
    expect(isConnectorVisible(browserWallet(), rules({ isMobile: true, hasInstalledWallet: false }))).toBe(false)
  })

  it("SPEC §5 the injected 'Browser Wallet' stays on mobile when a wallet is installed or it has an identifier", () => {
    expect(isConnectorVisible(browserWallet(), rules({ isMobile: true, hasInstalledWallet: true }))).toBe(true)
    expect(isConnectorVisible(browserWallet({ rdns: 'io.metamask' }), rules({ isMobile: true }))).toBe(true)
    expect(isConnectorVisible(browserWallet({ explorerId: 'c57ca95b' }), rules({ isMobile: true }))).toBe(true)
  })

  it("SPEC §5 the injected 'Browser Wallet' is shown on desktop unless excluded, and hidden on desktop when excluded", () => {
    expect(isConnectorVisible(browserWallet(), rules({ isMobile: false }))).toBe(true)
    expect(isConnectorVisible(browserWallet(), rules({ isMobile: false, excluded: ['Browser Wallet'] }))).toBe(false)
  })

  it('SPEC §5 excluded wallets are hidden by rdns', () => {
    const metamask = scriptedConnector({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', chain: 'eip155' })
    const rabby = scriptedConnector({ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby', chain: 'eip155' })
    expect(isConnectorVisible(metamask, rules({ excluded: ['io.metamask'] }))).toBe(false)
    expect(isConnectorVisible(rabby, rules({ excluded: ['io.metamask'] }))).toBe(true)
  })

  it('SPEC §5 excluded wallets are hidden by case-insensitive name', () => {
    const metamask = scriptedConnector({ id: 'x1', name: 'MetaMask', rdns: 'io.metamask', chain: 'eip155' })
    expect(isConnectorVisible(metamask, rules({ excluded: ['metamask'] }))).toBe(false)
    expect(isConnectorVisible(metamask, rules({ excluded: ['METAMASK'] }))).toBe(false)
    expect(isConnectorVisible(metamask, rules({ excluded: ['Meta'] }))).toBe(true)
  })
})

describe('SPEC §9 connector order', () => {
  const list = (connectors: Connector[], recentIds: string[] = []) =>
    listWallets(connectors, { ...rules(), namespacesWithNetworks: new Set(['eip155', 'solana']), recentIds })

  it('SPEC §9 connector order: walletConnect, recent, injected, then external', () => {
    const external = scriptedConnector({ id: 'coinbase', name: 'Coinbase', type: 'EXTERNAL', chain: 'eip155' })
    const announced = scriptedConnector({ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby', type: 'ANNOUNCED', chain: 'eip155' })
    const recent = scriptedConnector({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', type: 'ANNOUNCED', chain: 'eip155' })
    const wc = scriptedConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' })
    expect(list([external, announced, recent, wc], ['io.metamask']).map((w) => w.name)).toEqual([
      'WalletConnect',
      'MetaMask',
      'Rabby',
      'Coinbase',
    ])
  })

  it('SPEC §9 recent wallets are listed most recent first and flagged recent', () => {
    const a = scriptedConnector({ id: 'a', name: 'A', type: 'EXTERNAL', chain: 'eip155' })
    const b = scriptedConnector({ id: 'b', name: 'B', type: 'EXTERNAL', chain: 'eip155' })
    const wallets = list([a, b], ['b', 'a'])
    expect(wallets.map((w) => w.id)).toEqual(['b', 'a'])
    expect(wallets.every((w) => w.recent)).toBe(true)
  })

  it('SPEC §4 a wallet whose namespace has no network left is filtered out of the wallet list', () => {
    const phantom = scriptedConnector({ id: 'phantom', name: 'Phantom', chain: 'bip122' })
    const rabby = scriptedConnector({ id: 'io.rabby', name: 'Rabby', chain: 'eip155' })
    expect(list([phantom, rabby]).map((w) => w.id)).toEqual(['io.rabby'])
  })

  it('SPEC §3 a multi-chain wallet is listed once, with one connector per namespace', () => {
    const evm = scriptedConnector({ id: 'app.phantom', name: 'Phantom', rdns: 'app.phantom', chain: 'eip155' })
    const sol = scriptedConnector({ id: 'phantom-sol', name: 'Phantom', rdns: 'app.phantom', chain: 'solana' })
    const wallets = list([evm, sol])
    expect(wallets).toHaveLength(1)
    expect(wallets[0]!.connectors.map((c) => c.chain)).toEqual(['eip155', 'solana'])
  })
})

describe('SPEC §9 connector order with catalogue and custom wallets', () => {
  const list = (connectors: Connector[], recentIds: string[] = []) =>
    listWallets(connectors, { ...rules(), namespacesWithNetworks: new Set(['eip155', 'solana']), recentIds })
  const listed = (id: string, name: string, patch: Partial<Connector> = {}): Connector => ({
    ...scriptedConnector({ id: 'walletConnect', name, type: 'WALLET_CONNECT', chain: 'eip155', explorerId: id }),
    ...patch,
  })

  it('SPEC §9 connector order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const wallets = list(
      [
        listed('rec', 'Recommended', { group: 'recommended' }),
        scriptedConnector({ id: 'coinbase', name: 'Coinbase', type: 'EXTERNAL', chain: 'eip155' }),
        listed('cus', 'Custom', { group: 'custom' }),
        listed('fea', 'Featured', { group: 'featured' }),
        scriptedConnector({ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby', type: 'ANNOUNCED', chain: 'eip155' }),
        listed('old', 'Recent catalogue wallet'),
        scriptedConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
      ],
      ['old'],
    )
    expect(wallets.map((w) => w.name)).toEqual(['WalletConnect', 'Recent catalogue wallet', 'Rabby', 'Featured', 'Custom', 'Coinbase', 'Recommended'])
    expect(wallets.map((w) => w.id)).toEqual(['walletConnect', 'old', 'io.rabby', 'fea', 'cus', 'coinbase', 'rec'])
  })

  it('SPEC §9 an installed wallet is listed instead of its catalogue twin (same rdns), whichever came first', () => {
    const installed = scriptedConnector({ id: 'dev.gangway.wallet', name: 'Dev Wallet', rdns: 'dev.gangway.wallet', type: 'ANNOUNCED', chain: 'eip155' })
    const twin = listed('d'.repeat(64), 'Dev Wallet (local)', { rdns: 'dev.gangway.wallet', group: 'recommended' })
    for (const order of [[installed, twin], [twin, installed]]) {
      const wallets = list(order)
      expect(wallets).toHaveLength(1)
      expect(wallets[0]).toMatchObject({ id: 'dev.gangway.wallet', installed: true })
      expect(wallets[0]!.connectors).toEqual([installed])
    }
  })

  it('SPEC §3 a catalogue wallet serving two namespaces is one row with a connector for each', () => {
    const evm = listed('m'.repeat(64), 'Multi')
    const sol = listed('m'.repeat(64), 'Multi', { chain: 'solana' })
    const wallets = list([evm, sol])
    expect(wallets).toHaveLength(1)
    expect(wallets[0]!.connectors.map((c) => c.chain)).toEqual(['eip155', 'solana'])
  })

  it('catalogue wallets share the walletConnect connector id and are told apart by explorer id in the registry', () => {
    const connectors = createConnectorState()
    connectors.add(scriptedConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }))
    connectors.add(listed('a'.repeat(64), 'A'))
    connectors.add(listed('a'.repeat(64), 'A again'))
    expect(connectors.$connectors.get().map((c) => c.name)).toEqual(['WalletConnect', 'A again'])
    expect(connectors.find('walletConnect', 'eip155')?.name).toBe('WalletConnect')
  })
})
