// gangway/polkadot: Substrate chains through polkadot-js style extensions (`window.injectedWeb3`),
// eoa accounts (SPEC §6), SS58 addresses. The factory is cheap: sessions and the SS58 checksum load on
// the first connect, @polkadot/api (large) on the first balance read or transfer.
import type { NamespacePlugin } from 'gangway'
import { looksLikeSs58Address } from './address-shape'
import { discoverPolkadotWallets, type WalletLabel } from './discovery'

export * from './networks'
export type { WalletLabel } from './discovery'

/** What a Polkadot WalletConnect session asks for. */
export const POLKADOT_WALLETCONNECT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const
export const POLKADOT_WALLETCONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const

export interface PolkadotOptions {
  /** The name extensions show when the site asks to connect (default: the modal's metadata.name). */
  appName?: string
  /** Names and icons for extensions by their injectedWeb3 key, e.g. `{ 'my-wallet': { name: 'My Wallet' } }`. */
  wallets?: Record<string, WalletLabel>
}

export function polkadot(o: PolkadotOptions = {}): NamespacePlugin {
  // The SS58 checksum arrives with the first session; until then only the shape is checked.
  let fullRules: ((address: string) => boolean) | undefined
  const loadSession = () =>
    import('./session').then((m) => {
      fullRules = m.isSs58Address
      return m
    })
  // The chain module, once loaded: a destroyed modal closes its node connections through it.
  let chain: typeof import('./chain') | undefined
  const loadChain = () => import('./chain').then((m) => (chain = m))
  return {
    kind: 'namespace',
    namespace: 'polkadot',
    label: /* t */ 'Polkadot',
    // SPEC §6: polkadot defaults to eoa.
    defaultAccountType: 'eoa',
    isAddress: (address) => (fullRules ? fullRules(address) : looksLikeSs58Address(address)),
    discover: (ctx, registry) => {
      const stop = discoverPolkadotWallets(ctx, registry, loadSession, { appName: o.appName, labels: o.wallets ?? {} })
      return () => {
        stop()
        chain?.closeConnections(ctx)
      }
    },
    getBalance: async (ctx, network, address) => (await loadChain()).freeBalance(ctx, network, address),
    capabilities: {
      // Beyond SPEC §1's list (issue 13): the native token, kept alive; a send returns to Account.
      transfers: { requiresToken: false, nativeReturnsToAccount: true, load: () => Promise.all([import('./transfers'), loadChain()]).then(([m]) => m.polkadotTransfers) },
      signIn: { chainName: 'Polkadot' },
      rpc: () => import('./rpc-methods').then((m) => m.POLKADOT_RPC),
      walletConnect: { methods: POLKADOT_WALLETCONNECT_METHODS, events: POLKADOT_WALLETCONNECT_EVENTS, load: () => import('./walletconnect') },
    },
  }
}
