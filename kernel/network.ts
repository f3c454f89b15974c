// defineNetwork: a Network from the few fields that matter, with its CAIP-2 id filled in.
import type { Namespace, Network } from './types'

export interface NetworkDefinition extends Omit<Network, 'caipNetworkId' | 'chainNamespace'> {
  chainNamespace?: Namespace
}

export function defineNetwork(definition: NetworkDefinition & { chainNamespace: Namespace }): Network {
  return { ...definition, caipNetworkId: `${definition.chainNamespace}:${definition.id}` }
}

/** The network's first RPC URL; an error naming the network when it has none. */
export function rpcUrl(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
  return url
}
