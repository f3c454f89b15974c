// Swap assets as the routes name them: CAIP-10 ids (`eip155:31337:0x…`), the native currency by
// the placeholder address AppKit uses.
import { isAddress, zeroAddress, type Address } from 'viem'
import { NATIVE_PLACEHOLDERS } from '../routes/blockchain'

export const NATIVE_EVM = NATIVE_PLACEHOLDERS[0] as Address

export interface SwapAsset {
  /** CAIP-2 of the chain. */
  chain: string
  /** Lower case; NATIVE_EVM for the chain's currency. */
  address: Address
  native: boolean
}

/** `eip155:31337:0x…` → the asset; undefined when it is not an eip155 CAIP-10 id. */
export function parseAsset(caip10: string): SwapAsset | undefined {
  const parts = caip10.split(':')
  if (parts.length !== 3) return undefined
  const [namespace, reference, address] = parts as [string, string, string]
  if (namespace !== 'eip155' || !/^\d{1,20}$/.test(reference) || !isAddress(address, { strict: false }) || address.toLowerCase() === zeroAddress) return undefined
  const lower = address.toLowerCase() as Address
  return { chain: `${namespace}:${reference}`, address: lower, native: lower === NATIVE_EVM }
}

export const caip10 = (chain: string, address: string): string => `${chain}:${address.toLowerCase()}`

/** A user address given plain (`0x…`) or as CAIP-10 of `chain`. */
export function parseUser(value: string, chain: string | undefined): { address: Address; chain?: string } | undefined {
  const parts = value.split(':')
  if (parts.length === 1) return isAddress(value, { strict: false }) ? { address: value.toLowerCase() as Address } : undefined
  if (parts.length !== 3) return undefined
  const [namespace, reference, address] = parts as [string, string, string]
  const of = `${namespace}:${reference}`
  if (namespace !== 'eip155' || (chain && of !== chain) || !isAddress(address, { strict: false })) return undefined
  return { address: address.toLowerCase() as Address, chain: of }
}
