// Transactions the swap routes build for the person to send: a Router02 swap with its minimum output
// from the slippage, and the ERC-20 approve that lets the router spend the source token.
import { encodeFunctionData, maxUint256, type Address, type Hex } from 'viem'
import { routerAbi, tokenAbi } from './abi'
import type { Quote } from './market'

/** SPEC §9: slippage tolerance 1 (percent) unless the request says otherwise. */
export const DEFAULT_SLIPPAGE_PERCENT = 1
/** A swap is valid this long after it is built. */
export const DEADLINE_SECONDS = 20 * 60

/**
 * Gas limits used when the caller asks not to estimate (AppKit's `disableEstimate`), by hops. A
 * swap that is first to touch fresh storage (a pool's first price accumulator, a zero balance)
 * measured up to ~160k on one hop and ~155k+ on two; the limits leave wide room, as unused gas is
 * not charged.
 */
export const SWAP_GAS_BY_HOPS: Readonly<Record<number, bigint>> = { 1: 250_000n, 2: 350_000n }
/** A first approve (zero to non-zero allowance) measured ~46k. */
export const APPROVE_GAS = 80_000n

/**
 * The least the swap may return: the quoted output less the slippage, rounded down to the base
 * unit. Slippage is a percent with at most two decimals (1 = 1%, 0.5 = 0.5%).
 */
export function minimumOut(quoted: bigint, slippagePercent: string): bigint {
  const [whole, fraction = ''] = slippagePercent.split('.')
  const basisPoints = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
  return (quoted * (10_000n - basisPoints)) / 10_000n
}

export interface SwapCall {
  to: Address
  data: Hex
  /** Wei sent along: the input amount when it is the native currency. */
  value: bigint
}

export function swapCall(o: { router: Address; quote: Quote; amountOutMin: bigint; recipient: Address; deadline: bigint; nativeIn: boolean; nativeOut: boolean }): SwapCall {
  const { path } = o.quote
  const amountIn = o.quote.amounts[0]!
  if (o.nativeIn) {
    return { to: o.router, value: amountIn, data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [o.amountOutMin, path, o.recipient, o.deadline] }) }
  }
  const functionName = o.nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return { to: o.router, value: 0n, data: encodeFunctionData({ abi: routerAbi, functionName, args: [amountIn, o.amountOutMin, path, o.recipient, o.deadline] }) }
}

/** approve(router, amount); without an amount, the unlimited approval swap front-ends ask for by default. */
export const approveCall = (token: Address, router: Address, amount: bigint = maxUint256): SwapCall => ({
  to: token,
  value: 0n,
  data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [router, amount] }),
})
