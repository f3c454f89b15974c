// How the embedded wallet names a chain: CAIP-2 in the modal, a number (eip155) or CAIP-2 (elsewhere) to the frame.
import type { CaipNetworkId, Namespace, Network } from 'gangway'

/** The chain id the frame takes for a network: a number on eip155, CAIP-2 elsewhere. */
export const frameChainId = (network: Network): string | number => (network.chainNamespace === 'eip155' ? Number(network.id) : network.caipNetworkId)

/** The CAIP-2 id of a chain id the frame answered with. */
export const toCaip = (namespace: Namespace, chainId: string | number): CaipNetworkId => (typeof chainId === 'number' || /^\d+$/.test(chainId) ? `${namespace}:${chainId}` : (chainId as CaipNetworkId))
