// defineNetwork: a Network from the few fields that matter, with its CAIP-2 id filled in.
import type { Namespace, Network } from './plugin'

export interface NetworkDefinition extends Omit<Network, 'caipNetworkId' | 'chainNamespace'> {
  chainNamespace?: Namespace
}

export function defineNetwork(definition: NetworkDefinition & { chainNamespace: Namespace }): Network {
  return { ...definition, caipNetworkId: `${definition.chainNamespace}:${definition.id}` }
}
