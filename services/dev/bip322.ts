// BIP-322 "simple" message signatures: the virtual to_spend / to_sign transactions both the signer (the dev
// Bitcoin wallet) and a verifier (services/bitcoin/bip322.ts) build, and the witness encoding the signature is.
import { crypto as bcrypto, opcodes, Psbt, script as bscript, Transaction, type Signer } from 'bitcoinjs-lib'

/** SHA256 tagged "BIP0322-signed-message" of the message bytes. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  // bitcoinjs-lib's taggedHash knows only the BIP-340/341 tags
  const tag = bcrypto.sha256(new TextEncoder().encode('BIP0322-signed-message'))
  const joined = new Uint8Array(64 + message.length)
  joined.set(tag, 0)
  joined.set(tag, 32)
  joined.set(message, 64)
  return bcrypto.sha256(joined)
}

/** to_spend: spends nothing, pays 0 to the address's script; its scriptSig commits to the message. */
export function bip322ToSpend(outputScript: Uint8Array, message: Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, bscript.compile([opcodes.OP_0, bip322MessageHash(message)]))
  tx.addOutput(outputScript, 0n)
  return tx
}

/** to_sign, as a PSBT: spends to_spend's output into an OP_RETURN; its input's witness is the signature. */
export function bip322ToSign(outputScript: Uint8Array, message: Uint8Array, extra: { tapInternalKey?: Uint8Array; redeemScript?: Uint8Array } = {}): Psbt {
  const toSpend = bip322ToSpend(outputScript, message)
  const psbt = new Psbt()
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({ hash: toSpend.getId(), index: 0, sequence: 0, witnessUtxo: { script: outputScript, value: 0n }, ...extra })
  psbt.addOutput({ script: bscript.compile([opcodes.OP_RETURN]), value: 0n })
  return psbt
}

/** A witness stack as BIP-322 serializes it: a count, then each item with its length (Bitcoin varints). */
export function encodeWitness(stack: readonly Uint8Array[]): Uint8Array {
  const parts: number[] = []
  const varint = (n: number) => {
    if (n < 0xfd) parts.push(n)
    else if (n <= 0xffff) parts.push(0xfd, n & 0xff, n >> 8)
    else throw new RangeError('witness item too large')
  }
  varint(stack.length)
  for (const item of stack) {
    varint(item.length)
    parts.push(...item)
  }
  return Uint8Array.from(parts)
}

export function decodeWitness(bytes: Uint8Array): Uint8Array[] {
  let at = 0
  const varint = () => {
    const first = bytes[at++]
    if (first === undefined) throw new Error('truncated witness')
    if (first < 0xfd) return first
    if (first === 0xfd && at + 2 <= bytes.length) return bytes[at++]! | (bytes[at++]! << 8)
    throw new Error('unsupported witness length')
  }
  const count = varint()
  const stack: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = varint()
    if (at + length > bytes.length) throw new Error('truncated witness')
    stack.push(bytes.slice(at, (at += length)))
  }
  if (at !== bytes.length) throw new Error('trailing bytes after the witness')
  return stack
}

/** Signs `message` for a P2WPKH or P2TR (key path) address: the encoded witness of to_sign's input. */
export function signBip322(o: { outputScript: Uint8Array; message: Uint8Array; signer: Signer; tapInternalKey?: Uint8Array }): Uint8Array {
  const psbt = bip322ToSign(o.outputScript, o.message, o.tapInternalKey ? { tapInternalKey: o.tapInternalKey } : {})
  psbt.signInput(0, o.signer)
  psbt.finalizeInput(0)
  return encodeWitness(psbt.extractTransaction(true).ins[0]!.witness)
}
