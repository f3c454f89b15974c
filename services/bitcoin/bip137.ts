// Verifies a legacy "Bitcoin Signed Message" signature (BIP-137): 65 bytes, a header then r and s. The public
// key is recovered from it; the address must be one of that key's (P2PKH, or for a compressed key also
// P2SH-P2WPKH and P2WPKH: wallets disagree on which header goes with which, so any of the key's is taken).
import * as ecc from '@bitcoinerlab/secp256k1'
import { networks, payments, type Network } from 'bitcoinjs-lib'
import { bip137MessageHash } from '../dev/bip137'

/** True when `signature` (65 bytes) signs `message` for `address` (regtest unless told). */
export function verifyBip137(address: string, message: Uint8Array | string, signature: Uint8Array, network: Network = networks.regtest): boolean {
  const header = signature[0]
  if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const compressed = header >= 31
  let pubkey: Uint8Array | null
  try {
    pubkey = ecc.recover(bip137MessageHash(bytes), signature.subarray(1), ((header - 27) & 3) as 0 | 1 | 2 | 3, compressed)
  } catch {
    return false
  }
  if (!pubkey) return false
  const own = [payments.p2pkh({ pubkey, network }).address]
  if (compressed) own.push(payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network }).address, payments.p2wpkh({ pubkey, network }).address)
  return own.includes(address)
}
