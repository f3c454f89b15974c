// The Polkadot networks (SPEC §1 names the namespace; these are the relay chains a host most likely
// wants) and a helper for a local chain such as the chopsticks one `npm run demo` starts. A polkadot
// CAIP-2 reference is the first 32 hex characters of the genesis hash. The RPC URL is the node's HTTP
// endpoint (what a WalletConnect rpcMap takes); @polkadot/api talks to the same URL as ws(s).
// `ss58Format` says how addresses are shown.
import { defineNetwork, type Network } from 'gangway'

export interface PolkadotNetwork extends Network {
  /** The SS58 prefix addresses are shown in on this chain; absent: as the wallet gives them. */
  ss58Format?: number
}

const chain = (genesisHash: string, name: string, currency: Network['nativeCurrency'], rpc: string, ss58Format: number | undefined, explorer?: string, testnet = false): PolkadotNetwork => ({
  ...defineNetwork({
    id: genesisHash.replace(/^0x/, '').slice(0, 32),
    name,
    chainNamespace: 'polkadot',
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc] } },
    ...(explorer ? { blockExplorers: { default: { name: 'Subscan', url: explorer } } } : {}),
    testnet,
  }),
  ...(ss58Format === undefined ? {} : { ss58Format }),
})

// Its logo is the catalogue service's 'polkadot' image (SPEC §7 getAssetImage).
export const polkadotMainnet: PolkadotNetwork = { assets: { imageId: 'polkadot' }, ...chain('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, 'https://rpc.polkadot.io', 0, 'https://polkadot.subscan.io') }
export const kusama = chain('b0a8d493285c2df73290dfb7e61f870f', 'Kusama', { name: 'Kusama', symbol: 'KSM', decimals: 12 }, 'https://kusama-rpc.polkadot.io', 2, 'https://kusama.subscan.io')
export const westend = chain('e143f23803ac50e8f6f8e62695d1ce9e', 'Westend', { name: 'Westend', symbol: 'WND', decimals: 12 }, 'https://westend-rpc.polkadot.io', 42, 'https://westend.subscan.io', true)

/** A local Substrate chain, e.g. `localPolkadotNetwork({ genesisHash, rpcUrl: 'http://127.0.0.1:9944' })`. */
export const localPolkadotNetwork = (o: { genesisHash: string; rpcUrl: string; name?: string; symbol?: string; decimals?: number; ss58Format?: number }): PolkadotNetwork =>
  chain(o.genesisHash, o.name ?? 'Polkadot Local', { name: o.symbol ?? 'ROC', symbol: o.symbol ?? 'ROC', decimals: o.decimals ?? 12 }, o.rpcUrl, o.ss58Format, undefined, true)

/** The network's WebSocket endpoint: its RPC URL as ws(s) (a ws(s) URL is taken as it is). */
export function wsUrlOf(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
  return url.replace(/^http(s?):/, 'ws$1:')
}
