// The networks the host asked for, and which one is active (SPEC §3 'Chain network state').
// The active namespace is the active network's: derived, never kept in step by hand.
import { atom, computed } from 'nanostores'
import type { CaipNetworkId, Namespace, Network } from '../types'

export function createNetworkState(initial: readonly Network[]) {
  const $networks = atom<readonly Network[]>(initial)
  const $activeNetwork = atom<Network | undefined>(initial[0])
  const $activeNamespace = computed($activeNetwork, (network): Namespace | undefined => network?.chainNamespace)
  /** The chain a wallet reports when it is not one of the host's networks. */
  const $unsupportedChainId = atom<CaipNetworkId | undefined>(undefined)
  /** The last network used in each namespace, so switching namespace comes back to it. */
  const lastByNamespace = new Map<Namespace, Network>()

  const find = (caipNetworkId: string | undefined): Network | undefined =>
    $networks.get().find((n) => n.caipNetworkId === caipNetworkId)

  return {
    $networks,
    $activeNamespace,
    $activeNetwork,
    $unsupportedChainId,
    find,
    inNamespace: (namespace: Namespace): Network[] => $networks.get().filter((n) => n.chainNamespace === namespace),
    /** The network to use when moving to `namespace`: the last one used there, else its first. */
    preferredIn(namespace: Namespace): Network | undefined {
      const last = lastByNamespace.get(namespace)
      if (last && find(last.caipNetworkId)) return last
      return $networks.get().find((n) => n.chainNamespace === namespace)
    },
    /** The network to come back to in its namespace, without making it active now. */
    remember(network: Network): void {
      lastByNamespace.set(network.chainNamespace, network)
    },
    setActive(network: Network): void {
      lastByNamespace.set(network.chainNamespace, network)
      $activeNetwork.set(network)
    },
  }
}

export type NetworkState = ReturnType<typeof createNetworkState>
