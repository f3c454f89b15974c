// Cosmos account addresses in full: bech32 (BIP-173, up to 90 characters) of a 20-byte account
// (secp256k1 keys) or a 32-byte one (module and interchain accounts), with the chain's prefix.
import { bech32 } from '@scure/base'

/** The prefix and account bytes, or undefined when it is not a bech32 account address. */
export function decodeAccountAddress(address: string): { prefix: string; data: Uint8Array } | undefined {
  try {
    const { prefix, words } = bech32.decode(address as `${string}1${string}`, 90)
    const data = bech32.fromWords(words)
    return data.length === 20 || data.length === 32 ? { prefix, data } : undefined
  } catch {
    return undefined
  }
}

export const isAccountAddress = (address: string, prefixes?: ReadonlySet<string>): boolean => {
  const decoded = decodeAccountAddress(address)
  return decoded !== undefined && (!prefixes || prefixes.size === 0 || prefixes.has(decoded.prefix))
}
