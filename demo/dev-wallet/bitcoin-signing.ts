// The dev Bitcoin wallet's signing, loaded on first use: PSBT input signing (P2WPKH and BIP-86 taproot),
// BIP-322 and "Bitcoin Signed Message" message signatures, and broadcasting to an Esplora endpoint.
import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto as bcrypto, Psbt, type Transaction } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { bip137MessageHash } from '../../services/dev/bip137'
import { bip322MessageHash, signBip322 } from '../../services/dev/bip322'
import { DEV_BITCOIN_NETWORK, devBitcoinKey, useBitcoinEcc, type DevBitcoinKey } from '../../services/dev/bitcoin-keys'
import { ProviderRpcError, rpcCodes } from './errors'

useBitcoinEcc()
const ECPair = ECPairFactory(ecc)

export type Purpose = 'payment' | 'ordinals'

export const keyFor = (index: number, purpose: Purpose): DevBitcoinKey => devBitcoinKey(index, purpose === 'payment' ? 'p2wpkh' : 'p2tr')

/** The signer of a key: taproot key-path spends sign with the BIP-341 tweaked key. */
function signerOf(key: DevBitcoinKey) {
  const pair = ECPair.fromPrivateKey(key.privateKey, { network: DEV_BITCOIN_NETWORK })
  return key.internalPubkey ? pair.tweak(bcrypto.taggedHash('TapTweak', key.internalPubkey)) : pair
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && a.length === b.length && a.every((x, i) => x === b[i])

export function signPsbt(o: { psbt: Uint8Array; accountIndex: number; inputs: Array<{ purpose: Purpose; indexes: number[]; sigHash?: number }>; finalize: boolean }): { signedPsbt: Uint8Array; tx?: Transaction } {
  let psbt: Psbt
  try {
    psbt = Psbt.fromBuffer(o.psbt, { network: DEV_BITCOIN_NETWORK })
  } catch (error) {
    throw new ProviderRpcError(rpcCodes.invalidParams, `Not a PSBT: ${(error as Error).message}`)
  }
  for (const { purpose, indexes, sigHash } of o.inputs) {
    const key = keyFor(o.accountIndex, purpose)
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      if (!input) throw new ProviderRpcError(rpcCodes.invalidParams, `The PSBT has no input ${index}`)
      // a taproot input of ours that does not name its internal key: add it, so the key path can be signed
      if (key.internalPubkey && !input.tapInternalKey && sameBytes(input.witnessUtxo?.script, key.output)) psbt.updateInput(index, { tapInternalKey: key.internalPubkey })
      try {
        psbt.signInput(index, signerOf(key), sigHash === undefined ? undefined : [sigHash])
      } catch (error) {
        throw new ProviderRpcError(rpcCodes.invalidParams, `Cannot sign input ${index} with ${key.address}: ${(error as Error).message}`)
      }
    }
  }
  if (!o.finalize) return { signedPsbt: psbt.toBuffer() }
  try {
    psbt.finalizeAllInputs()
    return { signedPsbt: psbt.toBuffer(), tx: psbt.extractTransaction() }
  } catch (error) {
    throw new ProviderRpcError(rpcCodes.invalidParams, `Cannot finalize the PSBT: ${(error as Error).message}`)
  }
}

/** "Bitcoin Signed Message" hash (BIP-137); this wallet keeps to short messages there. */
function messageHash(message: Uint8Array): Uint8Array {
  if (message.length >= 0xfd) throw new ProviderRpcError(rpcCodes.invalidParams, 'ECDSA messages must be shorter than 253 bytes here; use BIP-322')
  return bip137MessageHash(message)
}

export function signMessage(o: { accountIndex: number; purpose: Purpose; message: Uint8Array; protocol: 'bip322' | 'ecdsa' }): Uint8Array {
  const key = keyFor(o.accountIndex, o.purpose)
  if (o.protocol === 'bip322') return signBip322({ outputScript: key.output, message: o.message, signer: signerOf(key), tapInternalKey: key.internalPubkey })
  if (o.purpose !== 'payment') throw new ProviderRpcError(rpcCodes.invalidParams, 'ECDSA message signing needs the payment account; taproot addresses sign with BIP-322')
  const { signature, recoveryId } = ecc.signRecoverable(messageHash(o.message), key.privateKey)
  // BIP-137 header for a native segwit (P2WPKH) address: 39 + recovery id
  return Uint8Array.from([39 + recoveryId, ...signature])
}

export async function broadcast(esploraUrl: string, tx: Transaction, fetchFn: typeof fetch): Promise<string> {
  const res = await fetchFn(`${esploraUrl.replace(/\/$/, '')}/tx`, { method: 'POST', body: tx.toHex() })
  const body = await res.text()
  if (!res.ok) throw new ProviderRpcError(rpcCodes.internal, `The ledger refused the transaction: ${body}`)
  return body.trim()
}

interface Utxo {
  txid: string
  vout: number
  value: number
}

/** Dust limit of Bitcoin Core's relay policy for the outputs made here: smaller change is left to the fee. */
const DUST = 546n

/**
 * A payment from the account's payment (P2WPKH) address: coins largest first until amount and fee are covered,
 * change back to the same address, at the endpoint's 6-block fee rate; signed and finalized.
 */
export async function buildTransfer(o: { esploraUrl: string; accountIndex: number; recipients: Array<{ address: string; amount: bigint }>; fetch: typeof fetch }): Promise<Transaction> {
  const base = o.esploraUrl.replace(/\/$/, '')
  const key = keyFor(o.accountIndex, 'payment')
  const get = async <T>(path: string): Promise<T> => {
    const res = await o.fetch(`${base}${path}`)
    if (!res.ok) throw new ProviderRpcError(rpcCodes.internal, `${path}: HTTP status code: ${res.status}`)
    return (await res.json()) as T
  }
  const [coins, rates] = await Promise.all([get<Utxo[]>(`/address/${key.address}/utxo`), get<Record<string, number>>('/fee-estimates')])
  const rate = BigInt(Math.max(1, Math.ceil(rates['6'] ?? rates['1'] ?? 1)))
  const amount = o.recipients.reduce((sum, r) => sum + r.amount, 0n)
  if (o.recipients.length === 0 || o.recipients.some((r) => r.amount < DUST)) throw new ProviderRpcError(rpcCodes.invalidParams, `Each recipient needs at least ${DUST} sats`)
  // an upper bound of the virtual size: P2WPKH inputs, outputs as large as P2TR ones
  const feeFor = (inputs: number, outputs: number) => rate * BigInt(11 + 68 * inputs + 43 * outputs)
  const picked: Utxo[] = []
  let total = 0n
  for (const coin of [...coins].sort((a, b) => b.value - a.value)) {
    if (total >= amount + feeFor(picked.length, o.recipients.length + 1)) break
    picked.push(coin)
    total += BigInt(coin.value)
  }
  const fee = feeFor(picked.length, o.recipients.length + 1)
  if (total < amount + fee) throw new ProviderRpcError(rpcCodes.invalidParams, `Insufficient funds: ${total} sats available, ${amount + fee} needed`)
  const psbt = new Psbt({ network: DEV_BITCOIN_NETWORK })
  for (const coin of picked) psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: key.output, value: BigInt(coin.value) } })
  for (const r of o.recipients) {
    try {
      psbt.addOutput({ address: r.address, value: r.amount })
    } catch {
      throw new ProviderRpcError(rpcCodes.invalidParams, `Not a regtest address: ${r.address}`)
    }
  }
  const change = total - amount - fee
  if (change >= DUST) psbt.addOutput({ address: key.address, value: change })
  psbt.signAllInputs(signerOf(key))
  psbt.finalizeAllInputs()
  return psbt.extractTransaction()
}

/** The hash a message signature commits to, as sats-connect reports it (hex). */
export const messageHashHex = (message: Uint8Array, protocol: 'bip322' | 'ecdsa'): string =>
  Array.from(protocol === 'bip322' ? bip322MessageHash(message) : messageHash(message), (b) => b.toString(16).padStart(2, '0')).join('')
