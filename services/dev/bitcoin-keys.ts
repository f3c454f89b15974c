// The PUBLIC dev keys of the simulated Bitcoin ledger (regtest): derived from the public dev mnemonic
// ("test test … junk") with the standard BIP-44/49/84/86 paths (coin type 1, as on every test network),
// so the ledger funds them and the dev wallet signs with them without sharing a file. Never use for real funds.
// Pure JS throughout (@scure/bip32, @noble-based @bitcoinerlab/secp256k1): it runs in node and in a page.
import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib, networks, payments, type Network } from 'bitcoinjs-lib'
import { devHdRoot } from './dev-seed'

/** The ledger is regtest-style: bech32 prefix `bcrt`, base58 prefixes of testnet (m/n, 2). */
export const DEV_BITCOIN_NETWORK: Network = networks.regtest
/** The Wallet Standard chain of the dev wallet; its CAIP-2 id is `bip122:<regtest genesis hash prefix>` (see BIP122_REGTEST). */
export const DEV_BITCOIN_CHAIN = 'bitcoin:regtest'
/** CAIP-2 of regtest: `bip122:` and the first 32 hex characters of its genesis block hash. */
export const BIP122_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
export const DEV_BITCOIN_ACCOUNT_COUNT = 5

/** Address types a wallet may hold; the purpose number is the BIP that defines its derivation path. */
export const BITCOIN_ADDRESS_TYPES = {
  p2wpkh: { purpose: 84, label: 'native segwit (P2WPKH)' },
  p2tr: { purpose: 86, label: 'taproot (P2TR)' },
  'p2sh-p2wpkh': { purpose: 49, label: 'nested segwit (P2SH-P2WPKH)' },
  p2pkh: { purpose: 44, label: 'legacy (P2PKH)' },
} as const
export type BitcoinAddressType = keyof typeof BITCOIN_ADDRESS_TYPES

export interface DevBitcoinKey {
  type: BitcoinAddressType
  index: number
  path: string
  address: string
  /** 33-byte compressed public key (for P2TR the untweaked internal key is publicKey.subarray(1)). */
  publicKey: Uint8Array
  privateKey: Uint8Array
  /** The scriptPubKey that locks coins to `address`. */
  output: Uint8Array
  /** P2SH-P2WPKH: the redeem script (the P2WPKH program). */
  redeemScript?: Uint8Array
  /** P2TR: the 32-byte x-only internal key (BIP-86, no script tree). */
  internalPubkey?: Uint8Array
}

let eccReady = false
/** bitcoinjs-lib needs an ECC backend for taproot; this one is pure JS and bundles in a page. */
export function useBitcoinEcc(): void {
  if (eccReady) return
  initEccLib(ecc)
  eccReady = true
}

const cache = new Map<string, DevBitcoinKey>()

/** Dev account #index of an address type: m/{purpose}'/1'/0'/0/{index}. */
export function devBitcoinKey(index: number, type: BitcoinAddressType = 'p2wpkh'): DevBitcoinKey {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_BITCOIN_ACCOUNT_COUNT) throw new RangeError(`Account index must be 0..${DEV_BITCOIN_ACCOUNT_COUNT - 1}`)
  const path = `m/${BITCOIN_ADDRESS_TYPES[type].purpose}'/1'/0'/0/${index}`
  const cached = cache.get(path)
  if (cached) return cached
  useBitcoinEcc()
  const node = devHdRoot().derive(path)
  const publicKey = node.publicKey!
  const network = DEV_BITCOIN_NETWORK
  let key: DevBitcoinKey
  if (type === 'p2tr') {
    const internalPubkey = publicKey.subarray(1, 33)
    const payment = payments.p2tr({ internalPubkey, network })
    key = { type, index, path, address: payment.address!, publicKey, privateKey: node.privateKey!, output: payment.output!, internalPubkey }
  } else if (type === 'p2sh-p2wpkh') {
    const redeem = payments.p2wpkh({ pubkey: publicKey, network })
    const payment = payments.p2sh({ redeem, network })
    key = { type, index, path, address: payment.address!, publicKey, privateKey: node.privateKey!, output: payment.output!, redeemScript: redeem.output! }
  } else {
    const payment = type === 'p2wpkh' ? payments.p2wpkh({ pubkey: publicKey, network }) : payments.p2pkh({ pubkey: publicKey, network })
    key = { type, index, path, address: payment.address!, publicKey, privateKey: node.privateKey!, output: payment.output! }
  }
  cache.set(path, key)
  return key
}

/** Every funded dev address: each account index, each address type. */
export const devBitcoinKeys = (): DevBitcoinKey[] =>
  Array.from({ length: DEV_BITCOIN_ACCOUNT_COUNT }, (_, index) => (Object.keys(BITCOIN_ADDRESS_TYPES) as BitcoinAddressType[]).map((type) => devBitcoinKey(index, type))).flat()
