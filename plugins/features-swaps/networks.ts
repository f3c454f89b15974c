// Where Swap is offered (SPEC §9 swap networks): read by the factory's Account entry and by the lazy
// controller, so this file stays tiny and imports nothing at run time.
import type { ModalOptions, Network } from 'gangway'

/** SPEC §9: the networks the swap provider (1inch) serves, as eip155 chain ids. */
export const SWAP_NETWORKS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/** Whether the host's swap networks (`features.swapNetworks`, SPEC §9's list by default) include this one. */
export const isSwapNetwork = (network: Network, options: ModalOptions): boolean =>
  options.features.swapNetworks?.some((id) => network.caipNetworkId === `eip155:${id}`) === true
