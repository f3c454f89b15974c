// What a host asks to be paid, checked before anything opens: the network among the modal's, the
// recipient an address of its namespace, the amount exact in the asset's base units (never a float).
import { errorMessage, gangwayError, parseUnits, type CaipNetworkId, type Network } from 'gangway'

export interface PayAsset {
  symbol: string
  decimals: number
  name?: string
  /** The token's own address (contract or mint); absent for the network's native currency. */
  address?: string
}

export interface PayRequest {
  /** Who is paid: an address of the network's namespace. */
  recipient: string
  /** In the asset's units, e.g. '12.5'; a string keeps it exact. */
  amount: string | number
  asset: PayAsset
  /** The network to pay on: one of the modal's networks, or its CAIP-2 id. */
  network: Network | CaipNetworkId
}

/** A request that passed the checks, with its amount in base units. */
export interface CheckedPayment {
  recipient: string
  amount: string
  units: bigint
  asset: PayAsset
  network: Network
}

/** The send feature's words for these mistakes (SPEC §5 for the required ones). */
export const INVALID_ADDRESS = /* t */ 'Invalid Address'
export const INCORRECT_VALUE = /* t */ 'Incorrect Value'

/** Throws the first problem with a request, in SPEC §5 / §8 words where they have one. */
export function checkPayRequest(request: PayRequest, o: { networks: readonly Network[]; isAddress(namespace: string, address: string): boolean }): CheckedPayment {
  const wanted = typeof request.network === 'string' ? request.network : request.network?.caipNetworkId
  const network = o.networks.find((n) => n.caipNetworkId === wanted)
  if (!network) throw gangwayError('NETWORK_NOT_FOUND')
  const recipient = typeof request.recipient === 'string' ? request.recipient.trim() : ''
  // A number is taken only when it prints as a plain decimal (1e-7 does not): a string is exact.
  const amount = typeof request.amount === 'number' && Number.isFinite(request.amount) ? String(request.amount) : typeof request.amount === 'string' ? request.amount.trim() : ''
  if (!recipient || !amount) throw gangwayError('AMOUNT_AND_RECEIVER_REQUIRED')
  const decimals = request.asset?.decimals
  if (!request.asset || typeof request.asset.symbol !== 'string' || !Number.isInteger(decimals) || decimals < 0) throw new Error(`${INCORRECT_VALUE}: the asset needs a symbol and whole decimals`)
  let units: bigint
  try {
    units = parseUnits(amount, decimals)
  } catch {
    throw new Error(`${INCORRECT_VALUE}: ${amount} is not an amount of ${request.asset.symbol} (${decimals} decimals)`)
  }
  // A zero amount is no amount (SPEC §5).
  if (units === 0n) throw new Error(errorMessage('AMOUNT_AND_RECEIVER_REQUIRED'))
  if (!o.isAddress(network.chainNamespace, recipient)) throw new Error(INVALID_ADDRESS)
  if (request.asset.address !== undefined && !o.isAddress(network.chainNamespace, request.asset.address)) throw new Error(`${INVALID_ADDRESS}: asset ${request.asset.address}`)
  return { recipient, amount, units, asset: request.asset, network }
}
