// SPEC §7 POST /v1/onramp/quote maths: from a fiat amount to what arrives, after the provider's fee
// (SPEC §9 1-2%) and the network fee, in exact integers (cents, base units).
import { formatUnits } from 'viem'
import { badRequest } from '../middleware/errors'
import { FIAT_IN_USD, fromCents, PAYMENT_METHOD_LIMITS, PROVIDERS, toCents, type PaymentMethod, type Provider } from './limits'
import type { OnrampAsset } from './networks'

export interface QuoteAmount {
  amount: string
  currency: string
}

/** AppKit's OnrampQuote shape, plus which provider, method and fee it is for. */
export interface OnrampQuote {
  paymentTotal: QuoteAmount
  paymentSubtotal: QuoteAmount
  purchaseAmount: QuoteAmount
  /** AppKit's name for the provider fee, whichever the provider. */
  coinbaseFee: QuoteAmount
  networkFee: QuoteAmount
  quoteId: string
  provider: Provider
  paymentMethod: PaymentMethod
  feePercent: number
  network: string
}

const micro = (n: number) => BigInt(Math.round(n * 1e6))

/** The payment method's limits in the payment currency; outside them is a 400 that says the range. */
export function checkLimits(totalCents: bigint, method: PaymentMethod, currency: string): void {
  const limit = PAYMENT_METHOD_LIMITS.find((l) => l.id === method)!
  if (totalCents < toCents(limit.min) || totalCents > toCents(limit.max)) {
    throw badRequest(`Amount must be between ${limit.min} and ${limit.max} ${currency} for ${method}`, { limits: { min: limit.min, max: limit.max, currency, paymentMethod: method } })
  }
}

export function onrampQuote(o: {
  amount: string
  currency: string
  method: PaymentMethod
  provider: Provider
  asset: OnrampAsset
  /** USD price of one unit of the asset. */
  assetUsd: number
  networkFeeCents: bigint
  network: string
  quoteId: string
}): OnrampQuote & { units: bigint } {
  const totalCents = toCents(o.amount)
  checkLimits(totalCents, o.method, o.currency)
  const feePercent = PROVIDERS[o.provider].feePercent[o.method]
  const { feeCents, netCents, units } = split(totalCents, o)
  if (netCents <= 0n) throw badRequest(`Amount too small: fees of ${fromCents(feeCents + o.networkFeeCents)} ${o.currency} take all of it`)
  return {
    units,
    paymentTotal: { amount: fromCents(totalCents), currency: o.currency },
    paymentSubtotal: { amount: fromCents(netCents), currency: o.currency },
    purchaseAmount: { amount: formatUnits(units, o.asset.decimals), currency: o.asset.symbol },
    coinbaseFee: { amount: fromCents(feeCents), currency: o.currency },
    networkFee: { amount: fromCents(o.networkFeeCents), currency: o.currency },
    quoteId: o.quoteId,
    provider: o.provider,
    paymentMethod: o.method,
    feePercent,
    network: o.network,
  }
}

type Pricing = { currency: string; method: PaymentMethod; provider: Provider; asset: OnrampAsset; assetUsd: number; networkFeeCents: bigint }

/** A total in cents split into the provider's fee, what is left, and the asset units that buys. */
function split(totalCents: bigint, o: Pricing): { feeCents: bigint; netCents: bigint; units: bigint } {
  const feeCents = (totalCents * BigInt(Math.round(PROVIDERS[o.provider].feePercent[o.method] * 100)) + 5_000n) / 10_000n // half up
  const netCents = totalCents - feeCents - o.networkFeeCents
  // net fiat → USD → asset units, rounded down to the asset's base unit
  const units = netCents <= 0n ? 0n : (netCents * micro(FIAT_IN_USD[o.currency]!) * 10n ** BigInt(o.asset.decimals)) / (100n * micro(o.assetUsd))
  return { feeCents, netCents, units }
}

/**
 * The smallest total that buys at least `units` after fees (Coinbase's presetCryptoAmount): so a
 * crypto preset taken from a quote charges that quote's total, not a cent more.
 */
export function totalForUnits(units: bigint, o: Pricing): string {
  const usd = (Number(units) / 10 ** o.asset.decimals) * o.assetUsd
  const feeShare = 1 - PROVIDERS[o.provider].feePercent[o.method] / 100
  // A close guess, then cent by cent to the exact edge (the units only grow with the total).
  let cents = BigInt(Math.max(1, Math.ceil(((usd / FIAT_IN_USD[o.currency]!) * 100 + Number(o.networkFeeCents)) / feeShare)))
  while (split(cents, o).units < units) cents++
  while (cents > 1n && split(cents - 1n, o).units >= units) cents--
  return fromCents(cents)
}

/** A transfer's cost in the chain's native base units, in cents of the payment currency, rounded up (at least a cent). */
export function networkFeeCents(o: { cost: bigint; decimals: number; nativeUsd: number; currency: string }): bigint {
  // base units × USD/native ÷ USD/fiat, in cents: scaled by micro units to stay in integers
  const numerator = o.cost * micro(o.nativeUsd) * 100n
  const denominator = 10n ** BigInt(o.decimals) * micro(FIAT_IN_USD[o.currency]!)
  const cents = (numerator + denominator - 1n) / denominator
  return cents > 0n ? cents : 1n
}
