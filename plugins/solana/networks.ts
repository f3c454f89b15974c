// The Solana networks of SPEC §3 and the local runtime `npm run demo` starts. A Solana CAIP-2
// reference is the first 32 characters of the cluster's genesis hash.
import { defineNetwork, type Network } from 'gangway'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

const cluster = (reference: string, name: string, rpc: string, explorerQuery: string, testnet: boolean): Network =>
  defineNetwork({
    id: reference,
    name,
    chainNamespace: 'solana',
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Solscan', url: `https://solscan.io${explorerQuery}` } },
    testnet,
  })

// Its logo is the catalogue service's 'solana' image (SPEC §7 getAssetImage).
// The earlier ids are what older WalletConnect wallets approve these clusters under.
export const solanaMainnet: Network = {
  ...cluster('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', '', false),
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  assets: { imageId: 'solana' },
}
export const solanaDevnet: Network = {
  ...cluster('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', '?cluster=devnet', true),
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
}
export const solanaTestnet = cluster('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', '?cluster=testnet', true)

/** A local runtime, e.g. `localSolanaNetwork(genesisHash, 'http://127.0.0.1:8899')`. */
export const localSolanaNetwork = (genesisHash: string, rpcUrl: string, name = 'Solana Local'): Network =>
  defineNetwork({ id: genesisHash.slice(0, 32), name, chainNamespace: 'solana', nativeCurrency: SOL, rpcUrls: { default: { http: [rpcUrl] } }, testnet: true })

const STANDARD_CHAINS: Record<string, `solana:${string}`> = {
  [solanaMainnet.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
}

/** The Wallet Standard chain id of a network: the three public clusters by name, any other is a localnet. */
export const standardChainOf = (network: Network): `solana:${string}` => STANDARD_CHAINS[network.caipNetworkId] ?? 'solana:localnet'
