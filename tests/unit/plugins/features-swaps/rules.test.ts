import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../../../kernel/api/http'
import type { TokenBalance } from '../../../../kernel'
import { minimumOut } from '../../../../services/api/swaps/calldata'
import {
  DEFAULT_SLIPPAGE,
  ENTER_AMOUNT,
  INCORRECT_VALUE,
  INSUFFICIENT_BALANCE,
  isNative,
  minimumReceived,
  needsApproval,
  networkFee,
  pickerSections,
  quoteProblem,
  shortAmount,
  slippageProblem,
  sourceAmount,
  swapTokens,
  type ListedToken,
} from '../../../../plugins/features-swaps/rules'

const CHAIN = 'eip155:31337'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD = `${CHAIN}:0x5fbdb2315678afecb367f032d93f642f64180aa3`
const GWAY = `${CHAIN}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`
const listed: ListedToken[] = [
  { name: 'Ether', symbol: 'ETH', address: `${CHAIN}:${NATIVE}`, decimals: 18, logoUri: '/eth', eip2612: false, price: 3000 },
  { name: 'Demo Dollar', symbol: 'DUSD', address: DUSD, decimals: 6, logoUri: '/dusd', eip2612: false, price: 1 },
  { name: 'Gangway Points', symbol: 'GPT', address: `${CHAIN}:0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0`, decimals: 0, price: 0.1 },
  { name: 'Gangway Token', symbol: 'GWAY', address: GWAY, decimals: 18, price: 1.25 },
]
const balance = (symbol: string, numeric: string, address?: string, price = 1): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  ...(address ? { address: address as `${string}:${string}:${string}` } : {}),
  value: Number(numeric) * price,
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('SPEC §3 swap tokens with what the account holds', () => {
  const tokens = swapTokens(listed, [balance('ETH', '2.5', undefined, 3000), balance('DUSD', '12.5', DUSD.toUpperCase().replace('EIP155', 'eip155'))], [NATIVE])

  it('SPEC §5 tokens with decimals 0 are filtered out (GPT is not offered)', () => {
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'DUSD', 'GWAY'])
  })

  it('SPEC §3 swap token fields: address, decimals, logoUri, eip2612, quantity, price, value; the native currency matches the balance without an address, tokens by address in any case', () => {
    expect(tokens[0]).toEqual({ name: 'Ether', symbol: 'ETH', address: `${CHAIN}:${NATIVE}`, decimals: 18, logoUri: '/eth', eip2612: false, price: 3000, quantity: { decimals: '18', numeric: '2.5' }, value: 7500 })
    expect(tokens[1]!.quantity).toEqual({ decimals: '6', numeric: '12.5' })
    expect(tokens[2]).toMatchObject({ quantity: { numeric: '0' }, value: 0, logoUri: '', eip2612: false })
    expect(isNative(tokens[0]!, [NATIVE])).toBe(true)
    expect(isNative(tokens[1]!, [NATIVE])).toBe(false)
  })

  it('SPEC §9 the picker: suggested tokens in the given order, the tokens held by value, then popular ones first; a search filters by symbol, name or address', () => {
    const sections = pickerSections(tokens, { query: '', suggested: ['gway', 'ETH', 'NOPE'], popular: ['GWAY'] })
    expect(sections.suggested.map((t) => t.symbol)).toEqual(['GWAY', 'ETH'])
    expect(sections.yours.map((t) => t.symbol)).toEqual(['ETH', 'DUSD'])
    expect(sections.popular.map((t) => t.symbol)).toEqual(['GWAY'])
    const found = pickerSections(tokens, { query: 'dollar', suggested: ['ETH'], popular: [] })
    expect([...found.yours, ...found.popular].map((t) => t.symbol)).toEqual(['DUSD'])
    expect(found.suggested).toEqual([])
    expect(pickerSections(tokens, { query: GWAY.split(':')[2]!.toUpperCase(), suggested: [], popular: [] }).popular.map((t) => t.symbol)).toEqual(['GWAY'])
  })
})

describe('SPEC §9 slippage tolerance', () => {
  it('SPEC §9 defaults to 1 (percent)', () => {
    expect(DEFAULT_SLIPPAGE).toBe('1')
    expect(slippageProblem(DEFAULT_SLIPPAGE)).toBeUndefined()
  })

  it('SPEC §9 bounds: above 0, at most 50, at most two decimals', () => {
    for (const ok of ['0.01', '0.5', '1', '2', '49.99', '50', '.5']) expect(slippageProblem(ok), ok).toBeUndefined()
    expect(slippageProblem('0')).toBe('Slippage must be more than 0%')
    expect(slippageProblem('0.00')).toBe('Slippage must be more than 0%')
    expect(slippageProblem('50.01')).toBe('Slippage must be at most 50%')
    expect(slippageProblem('99')).toBe('Slippage must be at most 50%')
    for (const bad of ['1.234', '-1', 'abc', '', '1e1', '100']) expect(slippageProblem(bad), bad).toBeDefined()
  })

  it("SPEC §9 the minimum received is the quote less the slippage, rounded down, exactly as the services build the router's amountOutMin", () => {
    for (const quoted of [0n, 1n, 99n, 1_547_878_003n, 10n ** 30n + 7n]) {
      for (const slippage of ['0.01', '0.5', '1', '2.25', '50']) expect(minimumReceived(quoted, slippage), `${quoted} @ ${slippage}`).toBe(minimumOut(quoted, slippage))
    }
    expect(minimumReceived(1_000_000n, '1')).toBe(990_000n)
    expect(minimumReceived(999n, '0.5')).toBe(994n)
  })
})

describe('SPEC §7 the allowance is compared with the source amount', () => {
  it('SPEC §7 a token needs an approve while its allowance is below the amount, not once it covers it', () => {
    expect(needsApproval({ native: false, allowance: 0n, amount: 1n })).toBe(true)
    expect(needsApproval({ native: false, allowance: 499_999_999n, amount: 500_000_000n })).toBe(true)
    expect(needsApproval({ native: false, allowance: 500_000_000n, amount: 500_000_000n })).toBe(false)
    expect(needsApproval({ native: false, allowance: 2n ** 256n - 1n, amount: 500_000_000n })).toBe(false)
    // Unknown allowance: ask for the approve rather than send a swap that reverts.
    expect(needsApproval({ native: false, allowance: undefined, amount: 1n })).toBe(true)
  })

  it('SPEC §7 the native currency is sent as value and never needs an approve', () => {
    expect(needsApproval({ native: true, allowance: 0n, amount: 10n ** 18n })).toBe(false)
    expect(needsApproval({ native: true, allowance: undefined, amount: 1n })).toBe(false)
  })
})

describe('the source amount, exact in base units', () => {
  const dusd = { decimals: 6, quantity: { decimals: '6', numeric: '12.5' } }
  it('parses to base units exactly, and says what is wrong otherwise', () => {
    expect(sourceAmount('12.5', dusd)).toEqual({ units: 12_500_000n })
    expect(sourceAmount('0.000001', dusd)).toEqual({ units: 1n })
    expect(sourceAmount('12.500001', dusd)).toEqual({ units: 12_500_001n, problem: INSUFFICIENT_BALANCE })
    expect(sourceAmount('', dusd)).toEqual({ problem: ENTER_AMOUNT })
    expect(sourceAmount('0', dusd)).toEqual({ problem: ENTER_AMOUNT })
    expect(sourceAmount('1', undefined)).toEqual({ problem: ENTER_AMOUNT })
    expect(sourceAmount('0.0000001', dusd)).toEqual({ problem: INCORRECT_VALUE })
    expect(sourceAmount('1e3', dusd)).toEqual({ problem: INCORRECT_VALUE })
  })
})

describe('the quote as a person reads it', () => {
  it('the network fee is each transaction\'s gas limit at the gas price, the approve included', () => {
    expect(networkFee([80_000n, 250_000n], 2_000_000_000n)).toBe(660_000_000_000_000n)
    expect(networkFee([undefined, 250_000n], 3n)).toBe(750_000n)
  })

  it('amounts show at most 6 decimals, cut, never rounded up', () => {
    expect(shortAmount(1_547_878_003n, 6)).toBe('1547.878003')
    expect(shortAmount(161_087_999_999_999_999n, 18)).toBe('0.161087')
    expect(shortAmount(5_000_000n, 6)).toBe('5')
  })

  it("SPEC §8 API error descriptions are used: a liquidity refusal says what to do, any other keeps the services' words", () => {
    const liquidity = new HttpStatusError(400, 'insufficient liquidity: …', { error: 'Insufficient liquidity for 1 base units of ETH', reasons: [{ name: 'INSUFFICIENT_LIQUIDITY', description: 'insufficient liquidity: …' }] })
    expect(quoteProblem(liquidity)).toBe('Insufficient liquidity: the pools cannot fill this amount. Try a smaller one.')
    expect(quoteProblem(new HttpStatusError(400, 'Network not supported for Swaps', { error: 'Network not supported for Swaps' }))).toBe('Network not supported for Swaps')
  })
})
