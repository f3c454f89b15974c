// The PUBLIC dev keys of the simulated Cosmos chain: the public dev mnemonic ("test test … junk") on the
// Cosmos HD path m/44'/118'/0'/0/{index}, secp256k1, bech32 prefix `cosmos`. The chain funds them and the
// dev Keplr-style wallet signs with them. Pure JS, for node and a page. Never use for real funds.
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32 } from 'bech32'
import { devHdRoot } from './dev-seed'

export const DEV_COSMOS_CHAIN_ID = 'gangway-local-1'
export const DEV_COSMOS_PREFIX = 'cosmos'
/** The staking and fee denomination: 1 STAKE = 1,000,000 ustake. */
export const DEV_COSMOS_DENOM = 'ustake'
export const DEV_COSMOS_DISPLAY = { symbol: 'STAKE', decimals: 6 } as const
export const DEV_COSMOS_ACCOUNT_COUNT = 5

export interface DevCosmosKey {
  index: number
  path: string
  address: string
  /** 33-byte compressed secp256k1 public key. */
  publicKey: Uint8Array
  privateKey: Uint8Array
}

/** The account address of a secp256k1 public key: bech32(prefix, ripemd160(sha256(compressed key))). */
export const cosmosAddress = (publicKey: Uint8Array, prefix = DEV_COSMOS_PREFIX): string => bech32.encode(prefix, bech32.toWords(ripemd160(sha256(publicKey))))

const cache = new Map<number, DevCosmosKey>()

export function devCosmosKey(index: number): DevCosmosKey {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_COSMOS_ACCOUNT_COUNT) throw new RangeError(`Account index must be 0..${DEV_COSMOS_ACCOUNT_COUNT - 1}`)
  const cached = cache.get(index)
  if (cached) return cached
  const path = `m/44'/118'/0'/0/${index}`
  const node = devHdRoot().derive(path)
  const key = { index, path, address: cosmosAddress(node.publicKey!), publicKey: node.publicKey!, privateKey: node.privateKey! }
  cache.set(index, key)
  return key
}
