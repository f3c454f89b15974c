import { decodeFunctionData, erc20Abi, formatEther, maxUint256, parseAbi, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../../../services/api/history/transactions'
import { routerAbi } from '../../../../services/api/swaps/abi'
import { errorOf, SDK } from './api'
import { ALICE, BOB, CAIP2, devWallet, useChainApi } from './chain-api'

const ctx = useChainApi({ full: true })
const ETH = `${CAIP2}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const tokenId = (symbol: string) => `${CAIP2}:${ctx().tokens.find((t) => t.symbol === symbol)!.address.toLowerCase()}`
const tokenAddress = (symbol: string) => ctx().tokens.find((t) => t.symbol === symbol)!.address
const router = () => ctx().contracts!.swaps.router as Address
const weth = () => ctx().contracts!.swaps.weth as Address

const get = (path: string) => fetch(`${ctx().api.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`)
const post = (path: string, body: unknown) =>
  fetch(`${ctx().api.url}${path}?${SDK}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const json = async <T>(res: Response): Promise<T> => {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

interface QuoteResponse {
  quotes: Array<{ id: null; fromAmount: string; fromAccount: string; toAmount: string; toAccount: string; path: string[]; priceImpact: number }>
}
interface SwapTx {
  tx: { from: string; to: string; data: Hex; amount: string; value: string; eip155: { gas: string; gasPrice: string } }
  quote: { toAmount: string; amountOutMin: string; slippage: number; path: string[] }
}
interface ApproveTx {
  tx: { from: string; to: string; data: Hex; value: string; eip155: { gas: number; gasPrice: string } }
}

const quote = (from: string, to: string, amount: bigint) =>
  get(`/v1/convert/quotes?amount=${amount}&userAddress=${ALICE}&from=${from}&to=${to}&gasPrice=1000000000`)
const toAmountOf = async (from: string, to: string, amount: bigint) => BigInt((await json<QuoteResponse>(await quote(from, to, amount))).quotes[0]!.toAmount)

const chainClient = () => devWallet(ctx().chain.url, 0)
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'])
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const plain = (caip10: string) => caip10.split(':')[2] as Address

/** Reserves of the pool between a and b, as [reserve of a, reserve of b]. */
async function reserves(a: Address, b: Address): Promise<[bigint, bigint]> {
  const client = chainClient()
  const pair = await client.readContract({ address: ctx().contracts!.swaps.factory as Address, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
  const [[r0, r1], token0] = await Promise.all([
    client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
    client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
  ])
  return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
}

/** Uniswap v2's constant-product output with the 0.3% fee, written out independently of the router. */
const constantProductOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) => (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

const balances = async (account: Address) => {
  const client = chainClient()
  const [eth, dusd, gway] = await Promise.all([
    client.getBalance({ address: account }),
    client.readContract({ address: tokenAddress('DUSD'), abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
    client.readContract({ address: tokenAddress('GWAY'), abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
  ])
  return { eth, dusd, gway }
}

/** Sends a transaction the API built, from a dev account, with the API's gas limit, and returns what it cost in gas. */
async function send(index: number, tx: { to: string; data: Hex; value: string; eip155?: { gas: string | number } }): Promise<{ gasCost: bigint; status: string; hash: Hex }> {
  const wallet = devWallet(ctx().chain.url, index)
  const gas = tx.eip155 ? BigInt(tx.eip155.gas) : undefined
  const hash = await wallet.sendTransaction({ to: plain(tx.to), data: tx.data, value: BigInt(tx.value), gas })
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return { gasCost: receipt.gasUsed * receipt.effectiveGasPrice, status: receipt.status, hash }
}

describe('SPEC §7 GET /v1/convert/tokens: the tokens the chain\'s pools trade', () => {
  it('SPEC §3 swap token: ETH by its placeholder first, then each pooled token with CAIP-10 id, decimals, logoUri, eip2612 and price', async () => {
    const { tokens } = await json<{ tokens: Array<{ name: string; symbol: string; address: string; decimals: number; logoUri: string; eip2612: boolean; price: number }> }>(
      await get(`/v1/convert/tokens?chainId=${CAIP2}`),
    )
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'DUSD', 'GPT', 'GWAY'])
    expect(tokens[0]).toMatchObject({ name: 'Ether', address: ETH, decimals: 18, eip2612: false, price: 3120.55 })
    const dusd = tokens.find((t) => t.symbol === 'DUSD')!
    expect(dusd).toMatchObject({ name: 'Demo Dollar', address: tokenId('DUSD'), decimals: 6, eip2612: false, price: 1 })
    expect(dusd.logoUri).toMatch(/\/public\/getTokenImage\/DUSD$/)
    expect(tokens.find((t) => t.symbol === 'GPT')!.decimals).toBe(0)
    // WETH is how the pools hold ETH, not a token a person picks.
    expect(tokens.some((t) => t.address === `${CAIP2}:${weth().toLowerCase()}`)).toBe(false)
  })
})

describe('SPEC §7 GET /v1/convert/quotes: Router02 getAmountsOut over the best path', () => {
  it('SPEC §7 ETH → DUSD: toAmount is what the router computes on the chain and what the constant-product formula gives from the reserves', async () => {
    const amountIn = parseEther('0.5')
    const { quotes } = await json<QuoteResponse>(await quote(ETH, tokenId('DUSD'), amountIn))
    const [q] = quotes
    const onChain = await chainClient().readContract({ address: router(), abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, [weth(), tokenAddress('DUSD')]] })
    const [reserveEth, reserveDusd] = await reserves(weth(), tokenAddress('DUSD'))
    expect(q).toMatchObject({ id: null, fromAmount: amountIn.toString(), fromAccount: ETH, toAccount: tokenId('DUSD') })
    expect(BigInt(q!.toAmount)).toBe(onChain[1])
    expect(BigInt(q!.toAmount)).toBe(constantProductOut(amountIn, reserveEth, reserveDusd))
    expect(q!.path).toEqual([`${CAIP2}:${weth().toLowerCase()}`, tokenId('DUSD')])
  })

  it('SPEC §7 GWAY → DUSD has no direct pool: the quote goes through WETH, two hops, as the router computes them', async () => {
    const amountIn = parseUnits('125', 18)
    const { quotes } = await json<QuoteResponse>(await quote(tokenId('GWAY'), tokenId('DUSD'), amountIn))
    const onChain = await chainClient().readContract({
      address: router(),
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [tokenAddress('GWAY'), weth(), tokenAddress('DUSD')]],
    })
    expect(quotes[0]!.path).toHaveLength(3)
    expect(BigInt(quotes[0]!.toAmount)).toBe(onChain[2])
  })

  it('SPEC §7 price impact: the quote reports how far the trade moves off the pool\'s mid price, fee included, and it grows with size', async () => {
    const [reserveEth, reserveDusd] = await reserves(weth(), tokenAddress('DUSD'))
    const impactOf = async (amountIn: bigint) => {
      const q = (await json<QuoteResponse>(await quote(ETH, tokenId('DUSD'), amountIn))).quotes[0]!
      const expected = (1 - (Number(q.toAmount) * Number(reserveEth)) / (Number(amountIn) * Number(reserveDusd))) * 100
      expect(q.priceImpact).toBeCloseTo(expected, 2)
      return q.priceImpact
    }
    const small = await impactOf(parseEther('0.01'))
    const large = await impactOf(parseEther('10'))
    expect(small).toBeGreaterThanOrEqual(0.3) // the 0.3% fee alone
    expect(small).toBeLessThan(0.32)
    expect(large).toBeGreaterThan(9)
  })

  it('SPEC §7 an amount above the pool\'s liquidity is a 400 whose reason says insufficient liquidity (AppKit reads reasons[0].description)', async () => {
    const [reserveEth] = await reserves(weth(), tokenAddress('DUSD'))
    const res = await quote(ETH, tokenId('DUSD'), reserveEth + 1n)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; reasons: Array<{ description: string }> }
    expect(body.error).toMatch(/^Insufficient liquidity/)
    expect(body.reasons[0]!.description).toContain('insufficient liquidity')
    // The same amount cannot be built into a transaction either.
    const built = await post('/v1/convert/build-transaction', { amount: (reserveEth + 1n).toString(), from: ETH, to: tokenId('DUSD'), userAddress: `${CAIP2}:${ALICE}`, eip155: { slippage: '1' } })
    expect(built.status).toBe(400)
    expect(await errorOf(built)).toMatch(/^Insufficient liquidity/)
  })
})

describe('SPEC §7 POST /v1/convert/build-transaction and GET /v1/convert/build-approve: sent from a dev account, exact to the base unit', () => {
  it('SPEC §7 ETH → DUSD: swapExactETHForTokens; DUSD rises by exactly the quote and ETH falls by exactly the amount plus gas', async () => {
    const amountIn = parseEther('0.5')
    const toAmount = await toAmountOf(ETH, tokenId('DUSD'), amountIn)
    const built = await json<SwapTx>(await post('/v1/convert/build-transaction', { amount: amountIn.toString(), from: ETH, to: tokenId('DUSD'), userAddress: `${CAIP2}:${ALICE}`, eip155: { slippage: '1' }, disableEstimate: true }))
    expect(built.tx).toMatchObject({ from: `${CAIP2}:${ALICE.toLowerCase()}`, to: `${CAIP2}:${router().toLowerCase()}`, amount: amountIn.toString(), value: amountIn.toString() })
    expect(decodeFunctionData({ abi: routerAbi, data: built.tx.data }).functionName).toBe('swapExactETHForTokens')
    expect(BigInt(built.quote.toAmount)).toBe(toAmount)

    const before = await balances(ALICE)
    const { gasCost, status } = await send(0, built.tx)
    const after = await balances(ALICE)
    expect(status).toBe('success')
    expect(after.dusd - before.dusd).toBe(toAmount)
    expect(before.eth - after.eth).toBe(amountIn + gasCost)
  })

  it('SPEC §7 allowance is compared with the source amount: DUSD → ETH needs one approve, then swapExactTokensForETH moves exact amounts; SPEC §3 the history lists it as a trade (operationType trade) with both transfers', async () => {
    const amountIn = parseUnits('500', 6)
    const allowance = async () => (await json<{ allowance: string }>(await get(`/v1/convert/allowance?tokenAddress=${tokenId('DUSD')}&userAddress=${CAIP2}:${ALICE}`))).allowance
    expect(await allowance()).toBe('0')

    // Without the approve the node refuses the swap, and the API says so instead of building a doomed transaction.
    const early = await post('/v1/convert/build-transaction', { amount: amountIn.toString(), from: tokenId('DUSD'), to: ETH, userAddress: ALICE, eip155: { slippage: '1' }, disableEstimate: false })
    expect(early.status).toBe(400)
    expect(await errorOf(early)).toMatch(/^The swap would fail if sent now: .*allowance/)

    const approve = await json<ApproveTx>(await get(`/v1/convert/build-approve?userAddress=${CAIP2}:${ALICE}&from=${tokenId('DUSD')}&to=${ETH}`))
    // AppKit sends the approve to tx.from: the token.
    expect(approve.tx.from).toBe(tokenId('DUSD'))
    const approveCall = decodeFunctionData({ abi: erc20Abi, data: approve.tx.data })
    expect(approveCall.functionName).toBe('approve')
    expect(approveCall.args).toEqual([router(), maxUint256])
    expect((await send(0, { to: approve.tx.from, data: approve.tx.data, value: approve.tx.value, eip155: approve.tx.eip155 })).status).toBe('success')
    expect(await allowance()).toBe(maxUint256.toString())

    const toAmount = await toAmountOf(tokenId('DUSD'), ETH, amountIn)
    const built = await json<SwapTx>(await post('/v1/convert/build-transaction', { amount: amountIn.toString(), from: tokenId('DUSD'), to: ETH, userAddress: `${CAIP2}:${ALICE}`, eip155: { slippage: '0.5' } }))
    expect(built.tx.value).toBe('0')
    expect(decodeFunctionData({ abi: routerAbi, data: built.tx.data }).functionName).toBe('swapExactTokensForETH')
    // An estimate was asked for (disableEstimate absent): it is the node's, with room, well under the fixed fallback.
    expect(Number(built.tx.eip155.gas)).toBeGreaterThan(50_000)

    const before = await balances(ALICE)
    const { gasCost, status, hash } = await send(0, built.tx)
    const after = await balances(ALICE)
    expect(status).toBe('success')
    expect(before.dusd - after.dusd).toBe(amountIn)
    expect(after.eth - before.eth).toBe(toAmount - gasCost)

    // SPEC §3 the swap lists in the history with both sides, though the router pays the ETH in an internal call,
    // as the operation type 'trade' (a swap, as the history APIs AppKit reads call one), not a contract call.
    const listed = async () => {
      const { data } = await json<{ data: Transaction[] }>(await get(`/v1/account/${ALICE}/history?chainId=${CAIP2}`))
      return data.find((tx) => tx.metadata.hash === hash)
    }
    await expect.poll(listed, { interval: 100, timeout: 5000 }).toBeDefined()
    const swap = (await listed())!
    expect(swap.metadata.operationType).toBe('trade')
    expect(swap.transfers.map((t) => [t.fungible_info?.symbol, t.direction, t.quantity.numeric])).toEqual([
      ['DUSD', 'out', '500'],
      ['ETH', 'in', formatEther(toAmount)],
    ])
  })

  it('SPEC §9 slippage (default 1): amountOutMin is the quote less the slippage, rounded down, and the router enforces it on the chain', async () => {
    const amountIn = parseEther('1')
    const build = async (slippage?: string) =>
      json<SwapTx>(await post('/v1/convert/build-transaction', { amount: amountIn.toString(), from: ETH, to: tokenId('GWAY'), userAddress: BOB, disableEstimate: true, ...(slippage ? { eip155: { slippage } } : {}) }))
    const minOf = (tx: SwapTx) => (decodeFunctionData({ abi: routerAbi, data: tx.tx.data }).args as readonly unknown[])[0] as bigint
    const byDefault = await build()
    const quoted = BigInt(byDefault.quote.toAmount)
    expect(minOf(byDefault)).toBe((quoted * 99n) / 100n)
    expect(byDefault.quote.slippage).toBe(1)
    const half = await build('0.5')
    expect(minOf(half)).toBe((quoted * 9950n) / 10000n)
    expect(BigInt(half.quote.amountOutMin)).toBe(minOf(half))

    // A tight bound, then someone else's trade moves the pool before it lands: the router refuses it.
    const tight = await build('0.1')
    const front = await json<SwapTx>(await post('/v1/convert/build-transaction', { amount: parseEther('2').toString(), from: ETH, to: tokenId('GWAY'), userAddress: ALICE, disableEstimate: true }))
    expect((await send(0, front.tx)).status).toBe('success')
    const before = await balances(BOB)
    const wallet = devWallet(ctx().chain.url, 1)
    const call = { account: wallet.account, to: plain(tight.tx.to), data: tight.tx.data, value: BigInt(tight.tx.value), gas: BigInt(tight.tx.eip155.gas) }
    // The refusal is the router's minimum-output check, not a lack of gas.
    await expect(wallet.call(call)).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/)
    const hash = await wallet.sendTransaction(call)
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const after = await balances(BOB)
    expect(receipt.status).toBe('reverted')
    expect(after.gway).toBe(before.gway)
    expect(before.eth - after.eth).toBe(receipt.gasUsed * receipt.effectiveGasPrice)
  })
})

describe('SPEC §7 GET /v1/convert/gas-price: from the node\'s fee history', () => {
  it('SPEC §7 standard, fast and instant are wei strings, in that order, at least the next block\'s base fee', async () => {
    const prices = await json<{ standard: string; fast: string; instant: string }>(await get(`/v1/convert/gas-price?chainId=${CAIP2}`))
    const [standard, fast, instant] = [prices.standard, prices.fast, prices.instant].map(BigInt) as [bigint, bigint, bigint]
    const history = await chainClient().getFeeHistory({ blockCount: 1, rewardPercentiles: [], blockTag: 'latest' })
    expect(standard).toBeGreaterThanOrEqual(history.baseFeePerGas[1]!)
    expect(fast).toBeGreaterThanOrEqual(standard)
    expect(instant).toBeGreaterThanOrEqual(fast)
    expect(instant).toBeGreaterThan(standard)
  })
})

describe('SPEC §8 chains without pools, and bad input', () => {
  it("SPEC §8 'Network not supported for Swaps' and 'Network not supported for Gas Price' for a chain without pools", async () => {
    const other = 'eip155:1'
    const cases: Array<[string, string]> = [
      [`/v1/convert/tokens?chainId=${other}`, 'Network not supported for Swaps'],
      [`/v1/convert/quotes?amount=1&userAddress=${ALICE}&from=${other}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=${other}:${tokenAddress('DUSD')}`, 'Network not supported for Swaps'],
      [`/v1/convert/allowance?tokenAddress=${other}:${tokenAddress('DUSD')}&userAddress=${ALICE}`, 'Network not supported for Swaps'],
      [`/v1/convert/build-approve?userAddress=${ALICE}&from=${other}:${tokenAddress('DUSD')}&to=${other}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, 'Network not supported for Swaps'],
      [`/v1/convert/gas-price?chainId=${other}`, 'Network not supported for Gas Price'],
    ]
    for (const [path, message] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await errorOf(res), path).toBe(message)
    }
    const built = await post('/v1/convert/build-transaction', { amount: '1', from: `${other}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, to: `${other}:${tokenAddress('DUSD')}`, userAddress: ALICE })
    expect(built.status).toBe(400)
    expect(await errorOf(built)).toBe('Network not supported for Swaps')
  })

  it('SPEC §7 bad input is a 400 naming the field: amounts, token ids, addresses, slippage, mixed chains', async () => {
    const dusd = tokenId('DUSD')
    const cases: Array<[string, RegExp]> = [
      [`/v1/convert/quotes?amount=abc&userAddress=${ALICE}&from=${ETH}&to=${dusd}`, /amount.*whole number/],
      [`/v1/convert/quotes?amount=0&userAddress=${ALICE}&from=${ETH}&to=${dusd}`, /amount.*more than 0/],
      [`/v1/convert/quotes?amount=1&userAddress=${ALICE}&from=ETH&to=${dusd}`, /'from'.*CAIP-10/],
      [`/v1/convert/quotes?amount=1&userAddress=0x123&from=${ETH}&to=${dusd}`, /^Invalid userAddress/],
      [`/v1/convert/quotes?amount=1&userAddress=${ALICE}&from=${ETH}&to=eip155:31338:${tokenAddress('DUSD')}`, /one chain/],
      [`/v1/convert/quotes?amount=1&userAddress=${ALICE}&from=${dusd}&to=${dusd}`, /same token/],
      [`/v1/convert/quotes?userAddress=${ALICE}&from=${ETH}&to=${dusd}`, /'amount'/],
      [`/v1/convert/tokens`, /'chainId'/],
      [`/v1/convert/build-approve?userAddress=${ALICE}&from=${ETH}&to=${dusd}`, /ETH needs no approval/],
    ]
    for (const [path, message] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await errorOf(res), path).toMatch(message)
    }
    const bodies: Array<[unknown, RegExp]> = [
      [{ amount: '1', from: ETH, to: dusd, userAddress: ALICE, eip155: { slippage: '80' } }, /slippage.*at most 50/],
      [{ amount: '1', from: ETH, to: dusd, userAddress: ALICE, eip155: { slippage: '1.234' } }, /slippage.*two decimals/],
      [{ amount: 1, from: ETH, to: dusd, userAddress: ALICE }, /'amount'/],
      [{ amount: '1', from: ETH, to: dusd, userAddress: ALICE, disableEstimate: 'yes' }, /'disableEstimate'/],
    ]
    for (const [body, message] of bodies) {
      const res = await post('/v1/convert/build-transaction', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await errorOf(res), JSON.stringify(body)).toMatch(message)
    }
  })
})
