// Cosmos chains: the Cosmos Hub built in and a helper for any other (the simulated `gangway-local-1`
// `npm run demo` starts included). A cosmos CAIP-2 reference is the chain id; the RPC URL is a
// CometBFT RPC endpoint. Each network carries what its addresses and fees are made of.
import { defineNetwork, type Network } from 'gangway'

export interface CosmosChainConfig {
  /** Bech32 prefix of account addresses ('cosmos', 'osmo' …). */
  prefix: string
  /** The fee and native denomination in base units ('uatom', 'ustake'). */
  denom: string
  /** Minimum gas price, e.g. '0.025uatom'. */
  gasPrice: string
  /** SLIP-44 coin type (118 for most Cosmos chains). */
  coinType?: number
}

export interface CosmosNetwork extends Network {
  cosmos: CosmosChainConfig
}

export function cosmosNetwork(o: {
  chainId: string
  name: string
  rpcUrl: string
  prefix: string
  denom: string
  symbol: string
  decimals: number
  gasPrice?: string
  testnet?: boolean
  explorer?: string
}): CosmosNetwork {
  return {
    ...defineNetwork({
      id: o.chainId,
      name: o.name,
      chainNamespace: 'cosmos',
      nativeCurrency: { name: o.symbol, symbol: o.symbol, decimals: o.decimals },
      rpcUrls: { default: { http: [o.rpcUrl] } },
      ...(o.explorer ? { blockExplorers: { default: { name: 'Mintscan', url: o.explorer } } } : {}),
      testnet: o.testnet ?? false,
    }),
    cosmos: { prefix: o.prefix, denom: o.denom, gasPrice: o.gasPrice ?? `0.025${o.denom}` },
  }
}

// Its logo is the catalogue service's 'cosmos' image (SPEC §7 getAssetImage).
export const cosmosHub: CosmosNetwork = { assets: { imageId: 'cosmos' }, ...cosmosNetwork({ chainId: 'cosmoshub-4', name: 'Cosmos Hub', rpcUrl: 'https://cosmos-rpc.publicnode.com', prefix: 'cosmos', denom: 'uatom', symbol: 'ATOM', decimals: 6, explorer: 'https://www.mintscan.io/cosmos' }) }

/** The simulated chain `npm run demo` starts, or any local chain: `localCosmosNetwork('http://127.0.0.1:26657')`. */
export const localCosmosNetwork = (rpcUrl: string, o: { chainId?: string; name?: string; prefix?: string; denom?: string; symbol?: string; decimals?: number } = {}): CosmosNetwork =>
  cosmosNetwork({
    chainId: o.chainId ?? 'gangway-local-1',
    name: o.name ?? 'Cosmos Local',
    rpcUrl,
    prefix: o.prefix ?? 'cosmos',
    denom: o.denom ?? 'ustake',
    symbol: o.symbol ?? 'STAKE',
    decimals: o.decimals ?? 6,
    testnet: true,
  })

/** The chain facts of a network; a network made without them names what it lacks. */
export function chainConfigOf(network: Network): CosmosChainConfig {
  const config = (network as Partial<CosmosNetwork>).cosmos
  if (!config?.prefix || !config.denom) throw new Error(`${network.caipNetworkId} is not a Cosmos network made with cosmosNetwork(): its bech32 prefix and denomination are unknown`)
  return config
}

/** cosmos:cosmoshub-4 → cosmoshub-4 */
export const chainIdOf = (network: Network): string => String(network.id)
