// Bitcoin address rules, in full (loaded with a session): base58check P2PKH and P2SH with the
// network's version bytes, bech32 segwit v0 (P2WPKH 20 bytes, P2WSH 32) and bech32m v1 (P2TR 32
// bytes) with the network's prefix (BIP-173, BIP-350). Testnet and regtest share base58 versions.
import { address as addresses, networks, type Network as BitcoinParams } from 'bitcoinjs-lib'
import type { Network } from 'gangway'
import { chainKindOf, type BitcoinChainKind } from './networks'

export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

export const BITCOIN_PARAMS: Record<BitcoinChainKind, BitcoinParams> = { mainnet: networks.bitcoin, testnet: networks.testnet, regtest: networks.regtest }

export const paramsOf = (network: Network): BitcoinParams => BITCOIN_PARAMS[chainKindOf(network)]

function base58Type(address: string, params: BitcoinParams): BitcoinAddressType | undefined {
  let decoded: { version: number; hash: Uint8Array }
  try {
    decoded = addresses.fromBase58Check(address)
  } catch {
    return undefined
  }
  if (decoded.hash.length !== 20) return undefined
  return decoded.version === params.pubKeyHash ? 'p2pkh' : decoded.version === params.scriptHash ? 'p2sh' : undefined
}

function bech32Type(address: string, params: BitcoinParams): BitcoinAddressType | undefined {
  let decoded: { version: number; prefix: string; data: Uint8Array }
  try {
    // bech32 for v0, bech32m for v1+ (a v0 address in bech32m, or the reverse, is refused here)
    decoded = addresses.fromBech32(address)
  } catch {
    return undefined
  }
  if (decoded.prefix !== params.bech32) return undefined
  const { version, data } = decoded
  if (version === 0 && data.length === 20) return 'p2wpkh'
  if (version === 0 && data.length === 32) return 'p2wsh'
  if (version === 1 && data.length === 32) return 'p2tr'
  return undefined
}

/** The address type on a chain (mainnet, testnet, regtest), or undefined when it is not an address there. */
export function bitcoinAddressType(address: string, kind: BitcoinChainKind): BitcoinAddressType | undefined {
  const params = BITCOIN_PARAMS[kind]
  return /^(bc|tb|bcrt)1/i.test(address) ? bech32Type(address, params) : base58Type(address, params)
}

/** Valid on one of mainnet, testnet or regtest. */
export const isBitcoinAddress = (address: string): boolean => (['mainnet', 'testnet', 'regtest'] as const).some((kind) => bitcoinAddressType(address, kind) !== undefined)
