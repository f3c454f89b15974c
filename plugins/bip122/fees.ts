// Transaction size and coin selection for a plain payment, exact in satoshi. Sizes are weight units
// (BIP-141) with signatures at their largest (72-byte DER ECDSA with its sighash byte, 64-byte
// Schnorr), so the fee paid is never below the rate asked for. Pure: no network, no wallet.
import type { BitcoinAddressType } from './address'

/** Weight of one input spending each type (outpoint 36 + script length + sequence 4, and the witness). */
const INPUT_WEIGHT: Record<BitcoinAddressType, number | undefined> = {
  p2pkh: (36 + 1 + 107 + 4) * 4, // scriptSig: <72-byte sig> <33-byte key>
  p2sh: (36 + 1 + 23 + 4) * 4 + 108, // P2SH-P2WPKH: scriptSig pushes the 22-byte program; witness as P2WPKH
  p2wpkh: (36 + 1 + 4) * 4 + 108, // witness: count, <72-byte sig>, <33-byte key>
  p2tr: (36 + 1 + 4) * 4 + 66, // key path: count, <64-byte Schnorr sig>
  p2wsh: undefined, // spending needs the script: not a payment account
}
/** Output script lengths: value 8 + length 1 + script. */
const OUTPUT_SCRIPT: Record<BitcoinAddressType, number> = { p2pkh: 25, p2sh: 23, p2wpkh: 22, p2wsh: 34, p2tr: 34 }
/** Version, locktime and the two counts; segwit adds the marker and flag (2 weight units). */
const BASE_WEIGHT = (4 + 4 + 1 + 1) * 4

/** Policy dust: outputs below this are not relayed, so such change is left to the fee. */
export const DUST_LIMIT = 546n

export const canSpend = (type: BitcoinAddressType): boolean => INPUT_WEIGHT[type] !== undefined

/** Virtual size (vB) of a transaction spending `inputs` coins of `from` to `outputs`. */
export function virtualSize(from: BitcoinAddressType, inputs: number, outputs: readonly BitcoinAddressType[]): number {
  const input = INPUT_WEIGHT[from]
  if (input === undefined) throw new Error(`Cannot estimate spending from a ${from} address`)
  const segwit = from !== 'p2pkh' ? 2 : 0
  const weight = BASE_WEIGHT + segwit + inputs * input + outputs.reduce((sum, type) => sum + (8 + 1 + OUTPUT_SCRIPT[type]) * 4, 0)
  return Math.ceil(weight / 4)
}

/** The fee at `rate` sat/vB (fractional rates allowed) for a size, rounded up to a whole satoshi. */
export const feeFor = (rate: number, vsize: number): bigint => BigInt(Math.ceil(rate * vsize))

export interface Coin {
  txid: string
  vout: number
  value: bigint
}

export interface CoinSelection {
  inputs: Coin[]
  /** Change back to the sender; 0n when it would be dust (then it is part of the fee). */
  change: bigint
  fee: bigint
}

/** The ask cannot be paid from these coins: how much there is and how much it needs. */
export class InsufficientFunds extends Error {
  constructor(
    readonly available: bigint,
    readonly needed: bigint,
  ) {
    super(`Insufficient funds: ${available} sat available, ${needed} sat needed`)
    this.name = 'InsufficientFunds'
  }
}

/**
 * Largest coins first until the amount and the fee (with a change output) are covered. Change under
 * the dust limit is dropped into the fee. The receiver gets exactly `amount`.
 */
export function selectCoins(o: { coins: readonly Coin[]; amount: bigint; rate: number; from: BitcoinAddressType; to: BitcoinAddressType }): CoinSelection {
  const sorted = [...o.coins].sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1))
  const withChange = (n: number) => feeFor(o.rate, virtualSize(o.from, n, [o.to, o.from]))
  const inputs: Coin[] = []
  let total = 0n
  for (const coin of sorted) {
    inputs.push(coin)
    total += coin.value
    const fee = withChange(inputs.length)
    if (total < o.amount + feeFor(o.rate, virtualSize(o.from, inputs.length, [o.to]))) continue
    const change = total - o.amount - fee
    if (change >= DUST_LIMIT) return { inputs, change, fee }
    // No change output: whatever is left over pays the fee (at least the fee without change).
    return { inputs, change: 0n, fee: total - o.amount }
  }
  const needed = o.amount + feeFor(o.rate, virtualSize(o.from, Math.max(1, sorted.length), [o.to]))
  throw new InsufficientFunds(total, needed)
}

/** The fee rate for a confirmation target from Esplora's /fee-estimates: the nearest target at or after it, at least 1 sat/vB. */
export function rateFor(estimates: Record<string, number>, target: number): number {
  const targets = Object.keys(estimates).map(Number).filter((t) => Number.isFinite(t) && estimates[String(t)]! > 0).sort((a, b) => a - b)
  const chosen = targets.find((t) => t >= target) ?? targets.at(-1)
  return Math.max(1, chosen === undefined ? 1 : estimates[String(chosen)]!)
}
