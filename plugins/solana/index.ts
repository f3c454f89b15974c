// gangway/solana: Solana clusters and Wallet Standard wallets. The factory is cheap; sessions
// load on first use. No @solana/web3.js here: the balance is one JSON-RPC call.
import { rpc, type NamespacePlugin } from 'gangway'
import { isSolanaAddress } from './address'
import { discoverSolanaWallets } from './discovery'

export * from './networks'

/** The cheap read the transport's fallback samples a Solana node's health with. */
export const SOLANA_PING = { ping: 'getSlot' }
export { isSolanaAddress } from './address'
export { encodeBase58, decodeBase58 } from './base58'

/** What a Solana WalletConnect session asks for (SPEC §7: the four Solana signing methods). */
export const SOLANA_WALLETCONNECT_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'] as const

export function solana(): NamespacePlugin {
  return {
    kind: 'namespace',
    namespace: 'solana',
    label: /* t */ 'Solana',
    defaultAccountType: 'eoa',
    isAddress: isSolanaAddress,
    discover: discoverSolanaWallets,
    getBalance: async (ctx, network, address) => {
      const { value } = await rpc<{ value: number }>(ctx, network, 'getBalance', [address, { commitment: 'confirmed' }], SOLANA_PING)
      return BigInt(value)
    },
    capabilities: {
      tokenBalances: true,
      // The local services index the Solana runtime too (SPEC §1 lists activity for eip155).
      history: true,
      // SPEC §2 'After sending': a Solana send, SOL included, returns to Account.
      transfers: { requiresToken: false, nativeReturnsToAccount: true, nativePlaceholders: ['So11111111111111111111111111111111111111111'], load: () => import('./transfers') },
      signIn: { chainName: 'Solana' },
      rpc: () => import('./rpc-methods').then((m) => m.SOLANA_RPC),
      walletConnect: { methods: SOLANA_WALLETCONNECT_METHODS, events: [], load: () => import('./walletconnect') },
    },
  }
}
