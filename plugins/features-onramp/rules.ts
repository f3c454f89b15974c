// The on-ramp rules, pure so each is tested on its own: SPEC §3 currencies, SPEC §5 the providers
// rule and network ids, SPEC §9 payment limits, and SPEC §4 the Meld URL.
import { formatUnits, parseUnits, translate, type TokenBalance } from 'gangway'

/** SPEC §3 'On-ramp currencies': purchase. */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: ReadonlyArray<{ name: string; display_name: string; chain_id: string | number; contract_address: string }>
}

/** SPEC §3 'On-ramp currencies': payment, with its limits per method. */
export interface PaymentCurrency {
  id: string
  payment_method_limits: ReadonlyArray<{ id: string; min: string; max: string }>
}

export interface OnrampProvider {
  name: string
  label?: string
  feeRange?: { min: number; max: number }
  /** A provider reached by URL (Meld); the others through POST /v1/generators/onrampurl. */
  url?: string | null
  /** A stand-in that moves no real money (the services' test provider). */
  test?: boolean
}

/** GET /v1/onramp/options. */
export interface OnrampOptions {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  defaults?: { purchaseCurrency?: string; paymentCurrency?: string }
  providers?: OnrampProvider[]
}

export type Amount = { amount: string; currency: string }

/** POST /v1/onramp/quote: the chosen provider's quote, and each provider's. */
export interface OnrampQuote {
  paymentTotal: Amount
  paymentSubtotal: Amount
  purchaseAmount: Amount
  /** The provider's fee, whichever provider it is (AppKit's name). */
  coinbaseFee: Amount
  networkFee: Amount
  quoteId: string
  provider?: string
  feePercent?: number
  quotes?: Array<Omit<OnrampQuote, 'quotes'>>
}

/** SPEC §9 defaults: USDC bought, paid in USD, by card. */
export const DEFAULT_PURCHASE_CURRENCY = 'USDC'
export const DEFAULT_PAYMENT_CURRENCY = 'USD'
export const DEFAULT_PAYMENT_METHOD = 'card'
export const DEFAULT_AMOUNT = '100'
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = { card: /* t */ 'Card', ach_bank_account: /* t */ 'Bank transfer (ACH)' }

/** SPEC §5: on-ramp providers must be an array of strings, else there are none. */
export function providersRule(value: unknown): string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...value] : []
}

/** SPEC §5: network ids compare as strings or numbers (31337, '31337' and '0x7a69' are one chain). */
export function sameNetworkId(a: string | number, b: string | number): boolean {
  if (String(a) === String(b)) return true
  const numeric = (v: string | number) => (typeof v === 'number' ? v : /^(0x[0-9a-f]+|\d+)$/i.test(v.trim()) ? Number(v) : Number.NaN)
  const [x, y] = [numeric(a), numeric(b)]
  return !Number.isNaN(x) && x === y
}

/** The providers a person may pick: those the host's remote config allows (SPEC §5), that the services offer, in the config's order. */
export function availableProviders(remote: unknown, offered: readonly OnrampProvider[]): OnrampProvider[] {
  return providersRule(remote).flatMap((name) => offered.filter((p) => p.name === name && (p.name !== 'meld' || Boolean(p.url))))
}

/** The purchase currencies sold on a network, each with that network's entry (its provider-side name). */
export function currenciesOn(options: OnrampOptions, networkId: string | number) {
  return options.purchaseCurrencies.flatMap((currency) => {
    const network = currency.networks.find((n) => sameNetworkId(n.chain_id, networkId))
    return network ? [{ currency, network }] : []
  })
}

/** SPEC §9 limits of a payment currency for a method, e.g. card 10.00 to 7500.00. */
export function limitsOf(currency: PaymentCurrency | undefined, method: string): { min: string; max: string } | undefined {
  return currency?.payment_method_limits.find((l) => l.id === method)
}

/** An amount as typed, as the services read it: '.5' is 0.5 and '100.' is 100, as Send and Swap take them. */
export const plainAmount = (amount: string): string => amount.trim().replace(/^\.(?=\d)/, '0.').replace(/(\d)\.$/, '$1')

/** A fiat amount has cents: two places (the field takes no third). */
export const FIAT_DECIMALS = 2

/** Whole cents of an amount with at most two decimals; undefined for anything else. */
export function toCents(amount: string): bigint | undefined {
  // Any number of whole digits: a huge amount is over the limits (and said so), not 'not an amount'.
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plainAmount(amount))
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : undefined
}

/** What is wrong with a fiat amount: not an amount, or outside the method's limits (in the services' words). */
export function amountProblem(amount: string, limits: { min: string; max: string } | undefined, currency: string, method: string): string | undefined {
  const cents = toCents(amount)
  if (cents === undefined) return /* t */ 'Enter an amount such as 100 or 99.50'
  if (!limits) return undefined
  const [min, max] = [toCents(limits.min), toCents(limits.max)]
  if ((min !== undefined && cents < min) || (max !== undefined && cents > max)) return translate({}, /* t */ 'Amount must be between {min} and {max} {currency} for {method}', { min: limits.min, max: limits.max, currency, method })
  return undefined
}

/**
 * SPEC §4: a Meld URL is extended with publicKey, destinationCurrencyCode (SOL on Solana, else
 * USDC), walletAddress and externalCustomerId (the project id). Amount, currency and network go
 * along as Meld's own parameters when known.
 */
export function meldUrl(
  base: string,
  o: { publicKey: string; namespace: string; walletAddress: string; projectId: string; sourceAmount?: string; sourceCurrencyCode?: string; network?: string },
): string {
  const url = new URL(base)
  url.searchParams.set('publicKey', o.publicKey)
  url.searchParams.set('destinationCurrencyCode', o.namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', o.walletAddress)
  url.searchParams.set('externalCustomerId', o.projectId)
  if (o.sourceAmount) url.searchParams.set('sourceAmount', o.sourceAmount)
  if (o.sourceCurrencyCode) url.searchParams.set('sourceCurrencyCode', o.sourceCurrencyCode)
  if (o.network) url.searchParams.set('network', o.network)
  return url.toString()
}

/** The quote of one provider, from a response that carries every provider's. */
export const quoteOf = (quote: OnrampQuote | undefined, provider: string | undefined) => quote?.quotes?.find((q) => q.provider === provider) ?? quote

/** The account's balance of the bought token: by its contract on the network, or the native one when it has none. */
export function heldOf(balances: readonly TokenBalance[], contract: string): TokenBalance | undefined {
  const wanted = contract.toLowerCase()
  return balances.find((b) => (wanted ? b.address?.toLowerCase().endsWith(`:${wanted}`) : !b.address))
}

/** How much a balance grew from `before` to `after` (exact decimals of `decimals` places); undefined unless it grew. */
export function growth(before: string, after: string, decimals: number): string | undefined {
  const grown = parseUnits(after, decimals) - parseUnits(before, decimals)
  return grown > 0n ? formatUnits(grown, decimals) : undefined
}
