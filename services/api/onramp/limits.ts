// SPEC §9 on-ramp constants: payment limits, currencies, providers and their fees, Coinbase's chains.
export const PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const
export type PaymentMethod = (typeof PAYMENT_METHOD_LIMITS)[number]['id']
export const PAYMENT_METHODS = PAYMENT_METHOD_LIMITS.map((l) => l.id) as [PaymentMethod, ...PaymentMethod[]]

/** Payment currencies and what one unit is worth in USD (fixed demo rates, like the price table). */
export const FIAT_IN_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }
export const PAYMENT_CURRENCIES = Object.keys(FIAT_IN_USD)

export const DEFAULT_PURCHASE_CURRENCY = 'USDC'
export const DEFAULT_PAYMENT_CURRENCY = 'USD'
/** What a checkout charges when the link names no amount. */
export const DEFAULT_FIAT_AMOUNT = '100.00'

/**
 * SPEC §9: providers meld and coinbase, both with fees of 1-2%. Where in that range a quote falls
 * depends on how the person pays (cards cost the provider more than bank transfers).
 */
export const PROVIDERS = {
  coinbase: { label: 'Coinbase', feePercent: { card: 2, ach_bank_account: 1 } },
  meld: { label: 'Meld', feePercent: { card: 1.5, ach_bank_account: 1 } },
} as const satisfies Record<string, { label: string; feePercent: Record<PaymentMethod, number> }>
export type Provider = keyof typeof PROVIDERS
export const PROVIDER_NAMES = Object.keys(PROVIDERS) as [Provider, ...Provider[]]
export const FEE_RANGE_PERCENT = { min: 1, max: 2 } as const

/** SPEC §9: the chains Coinbase's on-ramp sells on, and the one a link falls back to. */
export const COINBASE_CHAINS = ['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base'] as const
export const COINBASE_FALLBACK_CHAIN = 'ethereum'

/** Whole cents of a decimal amount such as '12.5' (at most two decimals). */
export const toCents = (amount: string): bigint => {
  const [whole, fraction = ''] = amount.split('.')
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'))
}
export const fromCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
