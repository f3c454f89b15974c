// Where Swap is offered (SPEC §9 swap networks): one check for the Account entry (index.ts) and the
// controller, which says SWAPS_UNSUPPORTED elsewhere. Tiny on purpose: the factory imports it.
import type { ModalOptions, Network } from 'gangway'

/** SPEC §9: the networks the swap provider (1inch) serves, as eip155 chain ids. */
export const SWAP_NETWORKS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/** Whether `network` is a swap network: SPEC §9's, or the host's `features.swapNetworks`, which replace them. */
export const isSwapNetwork = (network: Network, options: ModalOptions): boolean => options.features.swapNetworks?.some((id) => network.caipNetworkId === `eip155:${id}`) === true
