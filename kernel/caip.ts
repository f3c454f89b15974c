// CAIP-2 network ids and CAIP-10 account ids, with SPEC §5's exact errors.
import { gangwayError } from './errors'
import type { CaipAddress, CaipNetworkId, Namespace } from './types'

export interface ParsedCaipAddress {
  namespace: Namespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address) throw gangwayError('INVALID_CAIP10', value)
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

export function parseCaipNetworkId(value: string): { namespace: Namespace; reference: string } {
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference) throw gangwayError('INVALID_CAIP2', value)
  return { namespace, reference }
}

export function caipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}
