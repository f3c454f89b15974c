// gangway/cosmos: Cosmos SDK chains through Keplr-style wallets (`window.keplr` and its kind), bech32
// addresses with the chains' prefixes, eoa accounts. The factory is cheap: sessions and the bech32
// checksum load on the first connect, @cosmjs/stargate on the first balance read or send.
import type { NamespacePlugin } from 'gangway'
import { addressPrefix } from './address-shape'
import { DEFAULT_WALLETS, discoverCosmosWallets, type KeplrStyleWallet } from './discovery'

export * from './networks'
export type { KeplrStyleWallet } from './discovery'

/** What a Cosmos WalletConnect session asks for. */
export const COSMOS_WALLETCONNECT_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const
export const COSMOS_WALLETCONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const

export interface CosmosOptions {
  /** Keplr-style wallets to look for on window (default Keplr and Leap). */
  wallets?: readonly KeplrStyleWallet[]
  /** How a send is signed: SIGN_MODE_DIRECT (default) or SIGN_MODE_LEGACY_AMINO_JSON (Ledger devices). */
  signMode?: 'direct' | 'amino'
}

export function cosmos(o: CosmosOptions = {}): NamespacePlugin {
  // Addresses count only with a prefix of the host's Cosmos networks (known at discovery), and in full
  // (the bech32 checksum) once the first session has loaded.
  const prefixes = new Set<string>()
  let fullRules: ((address: string, prefixes: ReadonlySet<string>) => boolean) | undefined
  const loadSession = () =>
    import('./session').then((m) => {
      fullRules = m.isAccountAddress
      return m
    })
  // The chain module, once loaded: a destroyed modal closes its RPC clients through it.
  let chain: typeof import('./chain') | undefined
  const loadChain = () => import('./chain').then((m) => (chain = m))
  return {
    kind: 'namespace',
    namespace: 'cosmos',
    label: /* t */ 'Cosmos',
    defaultAccountType: 'eoa',
    isAddress: (address) => {
      const prefix = addressPrefix(address)
      if (!prefix || (prefixes.size > 0 && !prefixes.has(prefix))) return false
      return fullRules ? fullRules(address, prefixes) : true
    },
    discover: (ctx, registry) => {
      for (const network of ctx.options.networks) {
        const prefix = (network as { cosmos?: { prefix?: string } }).cosmos?.prefix
        if (network.chainNamespace === 'cosmos' && prefix) prefixes.add(prefix)
      }
      const stop = discoverCosmosWallets(ctx, registry, loadSession, o.wallets ?? DEFAULT_WALLETS)
      return () => {
        stop()
        chain?.closeConnections(ctx)
      }
    },
    getBalance: async (ctx, network, address) => (await loadChain()).bankBalance(ctx, network, address),
    capabilities: {
      // Beyond SPEC §1's list (issue 13): the chain's own denomination; a send returns to Account.
      transfers: { requiresToken: false, nativeReturnsToAccount: true, load: () => Promise.all([import('./transfers'), loadChain()]).then(([m]) => m.cosmosTransfers({ signMode: o.signMode ?? 'direct' })) },
      signIn: { chainName: 'Cosmos' },
      rpc: () => import('./rpc-methods').then((m) => m.COSMOS_RPC),
      walletConnect: { methods: COSMOS_WALLETCONNECT_METHODS, events: COSMOS_WALLETCONNECT_EVENTS, load: () => import('./walletconnect') },
    },
  }
}
