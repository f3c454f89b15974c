// Which served chains an address or chain id belongs to.
import type { ChainAdapter } from './types'

export interface ChainLookup {
  all: readonly ChainAdapter[]
  byId: ReadonlyMap<string, ChainAdapter>
  /** Chains whose namespace accepts this address (an EVM address fits every eip155 chain). */
  forAddress(address: string): ChainAdapter[]
}

export function chainLookup(chains: readonly ChainAdapter[]): ChainLookup {
  return {
    all: chains,
    byId: new Map(chains.map((c) => [c.source.caipNetworkId, c])),
    forAddress: (address) => chains.filter((c) => c.isAddress(address)),
  }
}
