// SS58 account addresses (Substrate's address format): base58 of the network prefix (one byte under
// 64, two up to 16383), the 32-byte account id (33 for ECDSA keys) and the first two bytes of
// blake2b-512('SS58PRE' ‖ prefix ‖ account id). Prefixes 46 and 47 are reserved.
import { base58 } from '@scure/base'
import { blake2b } from '@noble/hashes/blake2b'

const PREFIX = new TextEncoder().encode('SS58PRE')

const checksum = (body: Uint8Array): Uint8Array => blake2b(Uint8Array.from([...PREFIX, ...body]), { dkLen: 64 }).subarray(0, 2)

function prefixBytes(format: number): number[] {
  if (!Number.isInteger(format) || format < 0 || format > 16383 || format === 46 || format === 47) throw new Error(`Invalid SS58 prefix ${format}`)
  return format < 64 ? [format] : [((format & 0xfc) >> 2) | 0x40, (format >> 8) | ((format & 0x03) << 6)]
}

export interface DecodedAddress {
  ss58Format: number
  publicKey: Uint8Array
}

/** The prefix and account id of an SS58 address; undefined when it is not one (bad base58, length, checksum or prefix). */
export function decodeSs58(address: string): DecodedAddress | undefined {
  let data: Uint8Array
  try {
    data = base58.decode(address)
  } catch {
    return undefined
  }
  const wide = data.length > 0 && (data[0]! & 0x40) !== 0
  const prefixLength = wide ? 2 : 1
  const keyLength = data.length - prefixLength - 2
  if (keyLength !== 32 && keyLength !== 33) return undefined
  const ss58Format = wide ? ((data[0]! & 0x3f) << 2) | (data[1]! >> 6) | ((data[1]! & 0x3f) << 8) : data[0]!
  if (ss58Format === 46 || ss58Format === 47 || (!wide && ss58Format >= 64)) return undefined
  const body = data.subarray(0, data.length - 2)
  const sum = checksum(body)
  if (sum[0] !== data[data.length - 2] || sum[1] !== data[data.length - 1]) return undefined
  return { ss58Format, publicKey: data.slice(prefixLength, prefixLength + keyLength) }
}

export function encodeSs58(publicKey: Uint8Array, ss58Format: number): string {
  if (publicKey.length !== 32 && publicKey.length !== 33) throw new Error(`An account id is 32 or 33 bytes, not ${publicKey.length}`)
  const body = Uint8Array.from([...prefixBytes(ss58Format), ...publicKey])
  return base58.encode(Uint8Array.from([...body, ...checksum(body)]))
}

export const isSs58Address = (address: string): boolean => decodeSs58(address) !== undefined

/** The same account in another network's format; as given when the network sets none. */
export const reformat = (address: string, ss58Format: number | undefined): string => {
  const decoded = ss58Format === undefined ? undefined : decodeSs58(address)
  return decoded ? encodeSs58(decoded.publicKey, ss58Format!) : address
}

export const toHex = (bytes: Uint8Array): string => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
