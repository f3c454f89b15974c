// The swap rules, pure so each is tested on its own: SPEC §3 swap tokens with what the account
// holds, SPEC §5 zero-decimal tokens out, SPEC §9 slippage (default 1), SPEC §7 the allowance
// compared with the source amount, what the person gets at worst, and the network fee.
import { formatUnits, parseUnits, safeImageUrl, translate, type TokenBalance } from 'gangway'

/** SPEC §9: slippage tolerance 1 (percent). */
export const DEFAULT_SLIPPAGE = '1'
/** Beyond this a slippage is a slip of the finger; the services refuse it too. */
export const MAX_SLIPPAGE = 50
export const SLIPPAGE_PRESETS = ['0.5', '1', '2'] as const

/** SPEC §3 'Swap token': the services' token, with the quantity, price and value the account holds. */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 id; the native currency has the services' placeholder address. */
  address: string
  decimals: number
  logoUri: string
  eip2612: boolean
  price: number
  quantity: { decimals: string; numeric: string }
  value: number
}

/** A token as GET /v1/convert/tokens lists it. */
export interface ListedToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri?: string
  eip2612?: boolean
  price?: number
}

const isListedToken = (t: ListedToken): boolean =>
  typeof t === 'object' && t !== null && typeof t.name === 'string' && typeof t.symbol === 'string' && typeof t.address === 'string' && Number.isInteger(t.decimals) && t.decimals >= 0 && t.decimals <= 255

export const sameAddress = (a: string | undefined, b: string | undefined): boolean => Boolean(a && b && a.toLowerCase() === b.toLowerCase())
const plainAddress = (caip10: string): string => caip10.split(':')[2] ?? caip10

/** Whether a swap token is the native currency: one of the placeholders the namespace names. */
export const isNative = (token: Pick<SwapToken, 'address'>, placeholders: readonly string[]): boolean =>
  placeholders.some((p) => sameAddress(p, plainAddress(token.address)))

/**
 * SPEC §3 swap tokens: the listed tokens with what the account holds of each (the native currency
 * matches the balance without an address). SPEC §5: tokens with decimals 0 are filtered out.
 */
export function swapTokens(listed: readonly ListedToken[], balances: readonly TokenBalance[], placeholders: readonly string[]): SwapToken[] {
  // The list comes from the services as it is: an entry missing a field, or with decimals that are not a uint8, is left out.
  return (Array.isArray(listed) ? listed : [])
    .filter(isListedToken)
    .filter((t) => t.decimals > 0)
    .map((t) => {
      const native = isNative(t, placeholders)
      const held = balances.find((b) => (native ? !b.address : sameAddress(b.address, t.address)))
      const numeric = held?.quantity.numeric ?? '0'
      const price = t.price ?? held?.price ?? 0
      return {
        name: t.name,
        symbol: t.symbol,
        address: t.address,
        decimals: t.decimals,
        logoUri: safeImageUrl(t.logoUri) ?? '',
        eip2612: t.eip2612 ?? false,
        price,
        quantity: { decimals: String(t.decimals), numeric },
        value: held?.value ?? Number(numeric) * price,
      }
    })
}

/** What the token picker shows: suggested picks, the tokens the account holds, then the rest. */
export function pickerSections(tokens: readonly SwapToken[], o: { query: string; suggested: readonly string[]; popular: readonly string[] }) {
  const q = o.query.trim().toLowerCase()
  const matches = tokens.filter((t) => !q || t.symbol.toLowerCase().includes(q) || t.name.toLowerCase().includes(q) || sameAddress(plainAddress(t.address), q))
  const upper = (list: readonly string[]) => list.map((s) => s.toUpperCase())
  const suggested = upper(o.suggested).flatMap((symbol) => tokens.filter((t) => t.symbol.toUpperCase() === symbol))
  const holds = (t: SwapToken) => parseUnits(t.quantity.numeric, t.decimals) > 0n
  const popular = upper(o.popular)
  const rank = (t: SwapToken) => {
    const i = popular.indexOf(t.symbol.toUpperCase())
    return i < 0 ? popular.length : i
  }
  return {
    suggested: q ? [] : suggested,
    yours: matches.filter(holds).sort((a, b) => b.value - a.value),
    popular: matches.filter((t) => !holds(t)).sort((a, b) => rank(a) - rank(b) || a.symbol.localeCompare(b.symbol)),
  }
}

/** Why a slippage cannot be used, or undefined: a percent above 0, at most 50, at most two decimals. */
export function slippageProblem(value: string): string | undefined {
  const v = value.trim()
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(v) && !/^\.\d{1,2}$/.test(v)) return /* t */ 'Slippage must be a percent with at most two decimals, such as 0.5'
  const n = Number(v)
  if (n <= 0) return /* t */ 'Slippage must be more than 0%'
  if (n > MAX_SLIPPAGE) return translate({}, /* t */ 'Slippage must be at most {max}%', { max: MAX_SLIPPAGE })
  return undefined
}

/** Slippage in hundredths of a percent: '0.5' → 50n. */
const basisPoints = (slippage: string): bigint => parseUnits(slippage.trim(), 2)

/** The least the swap may pay out: the quote less the slippage, rounded down, as the router enforces it. */
export function minimumReceived(toAmount: bigint, slippage: string): bigint {
  return (toAmount * (10_000n - basisPoints(slippage))) / 10_000n
}

/** SPEC §7: the allowance is compared with the source amount; the native currency needs none. */
export function needsApproval(o: { native: boolean; allowance: bigint | undefined; amount: bigint }): boolean {
  if (o.native) return false
  return o.allowance === undefined || o.allowance < o.amount
}

export const INSUFFICIENT_BALANCE = /* t */ 'Insufficient balance'
export const ENTER_AMOUNT = /* t */ 'Enter an amount'
export const INCORRECT_VALUE = /* t */ 'Incorrect Value'

/** The source amount in base units and what is wrong with it (nothing typed, not a number, more than held). */
export function sourceAmount(amount: string, token: Pick<SwapToken, 'decimals' | 'quantity'> | undefined): { units?: bigint; problem?: string } {
  const text = amount.trim()
  if (!text || !token) return { problem: ENTER_AMOUNT }
  let units: bigint
  try {
    units = parseUnits(text, token.decimals)
  } catch {
    return { problem: INCORRECT_VALUE }
  }
  if (units === 0n) return { problem: ENTER_AMOUNT }
  if (units > parseUnits(token.quantity.numeric, token.decimals)) return { units, problem: INSUFFICIENT_BALANCE }
  return { units }
}

/** The network fee of the transactions to send: gas limit times gas price, in the native currency's base units. */
export const networkFee = (gasLimits: ReadonlyArray<bigint | undefined>, gasPrice: bigint): bigint =>
  gasLimits.reduce<bigint>((sum, gas) => sum + (gas ?? 0n) * gasPrice, 0n)

/** A base-unit amount as a short decimal for display: at most `places` decimals, cut, never rounded up. */
export function shortAmount(units: bigint, decimals: number, places = 6): string {
  const exact = formatUnits(units, decimals)
  const [whole, fraction = ''] = exact.split('.')
  const cut = fraction.slice(0, places).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole!
}

/** SPEC §8: API error descriptions are used when present; a liquidity refusal says what to do. */
export function quoteProblem(error: { message: string; reason?: string; body?: unknown }): string {
  const reasons = (error.body as { reasons?: Array<{ name?: unknown }> } | undefined)?.reasons
  if (reasons?.[0]?.name === 'INSUFFICIENT_LIQUIDITY') return /* t */ 'Insufficient liquidity: the pools cannot fill this amount. Try a smaller one.'
  return error.reason ?? error.message
}

/** Symbols listed first among the tokens a person does not hold yet (SPEC §9 'popular tokens'). */
export const POPULAR_TOKENS = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'WETH', 'LINK', 'UNI', 'AAVE', 'ARB', 'OP'] as const
