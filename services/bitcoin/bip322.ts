// Verifies a BIP-322 "simple" message signature the way BIP-322 defines it: the signature is the witness of the
// virtual to_sign transaction, which must pass the script interpreter spending to_spend's output (the address's
// script). Works for any address whose script the interpreter runs with a witness (P2WPKH, P2TR, P2WSH).
import { address as addresses, networks, opcodes, script as bscript, Transaction, type Network } from 'bitcoinjs-lib'
import { bip322ToSpend, decodeWitness } from '../dev/bip322'
import { firstScriptFailure } from './verify'

/** True when `signature` (the encoded witness, raw or base64) signs `message` for `address` (regtest unless told). */
export function verifyBip322(address: string, message: Uint8Array | string, signature: Uint8Array | string, network: Network = networks.regtest): boolean {
  let script: Uint8Array
  try {
    script = addresses.toOutputScript(address, network)
  } catch {
    return false
  }
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  let witness: Uint8Array[]
  try {
    witness = decodeWitness(typeof signature === 'string' ? Buffer.from(signature, 'base64') : signature)
  } catch {
    return false
  }
  const toSpend = bip322ToSpend(script, bytes)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(Buffer.from(toSpend.getId(), 'hex').reverse(), 0, 0)
  toSign.addOutput(bscript.compile([opcodes.OP_RETURN]), 0n)
  toSign.setWitness(0, witness)
  return firstScriptFailure(toSign.toHex(), [{ script, value: 0n }]) === undefined
}
