// Where the test on-ramp can deliver: networks of the local chains, each with the assets it sells
// there (DUSD stands in for USDC on the local EVM chains), as the stack configures them.
export interface OnrampAsset {
  /** What the person buys, e.g. USDC or ETH. */
  symbol: string
  name: string
  /** Token contract or mint; absent for the chain's native currency. */
  address?: string
  decimals: number
  /** The token that stands in on this chain, e.g. DUSD for USDC (shown on the checkout). */
  standIn?: string
}

export interface OnrampNetwork {
  /** Coinbase-style network name, e.g. local-a. */
  name: string
  displayName: string
  /** CAIP-2 of the chain, e.g. eip155:31337. */
  chain: string
  assets: readonly OnrampAsset[]
}

export interface OnrampConfig {
  networks: readonly OnrampNetwork[]
  /** Keys the treasury pays from, by namespace (public dev keys on the local stack). */
  treasury: {
    eip155?: `0x${string}`
    /** 64-byte ed25519 secret key (seed then public key), as @solana/web3.js takes it. */
    solana?: Uint8Array
  }
}

/** The `chain_id` a purchase currency's network carries: the CAIP-2 reference (31337). */
export const chainIdOf = (network: OnrampNetwork): string => network.chain.split(':')[1] ?? network.chain
