// gangway/solana: Solana clusters and Wallet Standard wallets. The factory is cheap; sessions
// load on first use. No @solana/web3.js here: the balance is one JSON-RPC call.
import type { KernelContext } from '../../kernel/context'
import { jsonRpc } from '../../kernel/http'
import type { NamespacePlugin, Network } from '../../kernel/plugin'
import { isSolanaAddress } from './address'
import { discoverSolanaWallets } from './discovery'

export * from './networks'
export { isSolanaAddress } from './address'

/** What a Solana WalletConnect session asks for (SPEC §7: the four Solana signing methods). */
export const SOLANA_WALLETCONNECT = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'],
  events: [],
} as const

export function solana(): NamespacePlugin {
  return {
    kind: 'namespace',
    namespace: 'solana',
    defaultAccountType: 'eoa',
    isAddress: isSolanaAddress,
    discover: discoverSolanaWallets,
    getBalance: async (ctx: KernelContext, network: Network, address: string) => {
      const url = network.rpcUrls.default.http[0]
      if (!url) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
      const { value } = await jsonRpc<{ value: number }>(ctx.env.fetch, url, 'getBalance', [address, { commitment: 'confirmed' }])
      return BigInt(value)
    },
    // SOL and SPL sends (gangway/send), with web3.js, loaded on the first send only.
    transfers: () => import('./transfers'),
    walletConnect: SOLANA_WALLETCONNECT,
  }
}
