// SPEC §7 swap routes (/v1/convert/*), served from Uniswap v2 on the chains that have it: the token
// list, quotes over the best path, the router's allowance, gas prices, and the transactions to send
// (the swap through Router02, the approve before it). Shapes follow AppKit's Blockchain API types.
import { Hono, type Context } from 'hono'
import type { Address } from 'viem'
import { z } from 'zod'
import { CAIP2 } from '../catalogue/schema'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { limitBody, validJson } from '../middleware/body'
import { badRequest } from '../middleware/errors'
import { validQuery } from '../middleware/query'
import { sdkParams } from '../middleware/sdk-params'
import { caip10, NATIVE_EVM, parseAsset, parseUser, type SwapAsset } from '../swaps/assets'
import { APPROVE_GAS, approveCall, DEADLINE_SECONDS, DEFAULT_SLIPPAGE_PERCENT, minimumOut, SWAP_GAS_BY_HOPS, swapCall } from '../swaps/calldata'
import { gasPrices } from '../swaps/gas-price'
import { POOL_FEE_PERCENT, type SwapMarket } from '../swaps/market'
import { nodeDown, swapMarkets } from '../swaps/markets'

/** SPEC §8 texts. */
export const SWAPS_UNSUPPORTED = 'Network not supported for Swaps'
export const GAS_PRICE_UNSUPPORTED = 'Network not supported for Gas Price'

const MAX_UINT256 = 2n ** 256n - 1n
/** Slippage above this is almost surely a slip of the finger, not a choice. */
export const MAX_SLIPPAGE_PERCENT = 50

const single = z.string({ error: 'must be given once' })
const chainId = single.transform((s) => (/^\d{1,20}$/.test(s) ? `eip155:${s}` : s)).pipe(z.string().regex(CAIP2, 'must be a CAIP-2 chain id such as eip155:1'))
const baseUnits = (what: string) =>
  z
    .string({ error: `must be ${what} in base units, as a string` })
    .regex(/^\d{1,78}$/, `must be ${what} in base units: a whole number`)
    .transform(BigInt)
    .refine((n) => n > 0n && n <= MAX_UINT256, `must be ${what} in base units: more than 0 and below 2^256`)
const asset = z
  .string({ error: 'must be a CAIP-10 token id, given once' })
  .transform((s, ctx) => parseAsset(s) ?? (ctx.addIssue({ code: 'custom', message: `must be a CAIP-10 token id such as eip155:1:0x… (0x${'e'.repeat(40)} for ETH)` }), z.NEVER))
const user = z.string({ error: 'must be an address or a CAIP-10 account, given once' }).max(200, 'must be an address or a CAIP-10 account')
const slippage = z
  .union([z.string(), z.number()], { error: 'must be a percent such as 1 or 0.5' })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percent with at most two decimals, such as 1 or 0.5'))
  .refine((s) => Number(s) <= MAX_SLIPPAGE_PERCENT, `must be at most ${MAX_SLIPPAGE_PERCENT} (percent)`)

export const tokensQuery = z.object({ chainId })
export const quotesQuery = z.object({ amount: baseUnits('the amount'), userAddress: user, from: asset, to: asset, gasPrice: single.regex(/^\d{1,30}$/, 'must be wei, a whole number').optional(), chainId: chainId.optional() })
export const allowanceQuery = z.object({ tokenAddress: asset, userAddress: user })
export const gasPriceQuery = z.object({ chainId })
export const buildTransactionBody = z.object({
  projectId: z.string().max(128).optional(),
  amount: baseUnits('the amount'),
  from: asset,
  to: asset,
  userAddress: user,
  eip155: z.object({ slippage: slippage.optional(), permit: z.string().max(4000).optional() }).optional(),
  disableEstimate: z.boolean({ error: 'must be true or false' }).optional(),
})
export const buildApproveQuery = z.object({ userAddress: user, from: asset, to: asset, amount: baseUnits('the amount').optional() })

export function convertRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const markets = swapMarkets(deps.chains, deps.history)
  const routes = new Hono<ApiEnv>()

  const marketFor = (chain: string | undefined, unsupported = SWAPS_UNSUPPORTED): SwapMarket => {
    const market = chain ? markets.get(chain) : undefined
    if (!market) throw badRequest(unsupported)
    return market
  }
  /** Both sides of a swap on one chain, and the market there. */
  const pair = (from: SwapAsset, to: SwapAsset) => {
    if (from.chain !== to.chain) throw badRequest(`from and to must be on one chain: ${from.chain} and ${to.chain}`)
    return marketFor(from.chain)
  }
  const userOn = (value: string, chain: string): Address => {
    const parsed = parseUser(value, chain)
    if (!parsed) throw badRequest(`Invalid userAddress for ${chain}: ${value.slice(0, 100)}`)
    return parsed.address
  }
  const logoUri = (c: Context, symbol: string) =>
    deps.assetImages.token.has(symbol.toUpperCase()) ? `${new URL(c.req.url).origin}/public/getTokenImage/${symbol.toUpperCase()}` : ''
  /** Runs a chain read; a node that does not answer is a 502 naming the chain. */
  const onChain = async (c: Context, chain: string, work: () => Promise<Response>): Promise<Response> => {
    try {
      return await work()
    } catch (error) {
      if (nodeDown(error)) return c.json({ error: `Chain ${chain} is unavailable` }, 502)
      throw error
    }
  }

  routes.get('/v1/convert/tokens', sdkParams, validQuery(tokensQuery), (c) => {
    const market = marketFor(c.req.valid('query').chainId)
    return onChain(c, market.source.caipNetworkId, async () => {
      const tokens = (await market.tokens()).map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: caip10(t.chain, t.address),
        decimals: t.decimals,
        logoUri: logoUri(c, t.symbol),
        eip2612: t.eip2612,
        price: deps.prices.usd(t.symbol) ?? 0,
      }))
      return c.json({ tokens })
    })
  })

  routes.get('/v1/convert/quotes', sdkParams, validQuery(quotesQuery), (c) => {
    const q = c.req.valid('query')
    const market = pair(q.from, q.to)
    if (q.chainId && q.chainId !== q.from.chain) throw badRequest(`chainId ${q.chainId} does not match the tokens' chain ${q.from.chain}`)
    userOn(q.userAddress, q.from.chain)
    return onChain(c, q.from.chain, async () => {
      const quote = await market.quote(q.from, q.to, q.amount)
      const chain = q.from.chain
      return c.json({
        quotes: [
          {
            id: null,
            fromAmount: q.amount.toString(),
            fromAccount: caip10(chain, q.from.address),
            toAmount: quote.amounts[quote.amounts.length - 1]!.toString(),
            toAccount: caip10(chain, q.to.address),
            // Beyond AppKit's shape: the pools' own view of the trade.
            path: quote.path.map((a) => caip10(chain, a)),
            priceImpact: quote.priceImpact,
            fee: POOL_FEE_PERCENT * (quote.path.length - 1),
          },
        ],
      })
    })
  })

  routes.get('/v1/convert/allowance', sdkParams, validQuery(allowanceQuery), (c) => {
    const q = c.req.valid('query')
    const market = marketFor(q.tokenAddress.chain)
    const owner = userOn(q.userAddress, q.tokenAddress.chain)
    return onChain(c, q.tokenAddress.chain, async () => c.json({ allowance: (await market.allowance(q.tokenAddress.address, owner)).toString() }))
  })

  routes.get('/v1/convert/gas-price', sdkParams, validQuery(gasPriceQuery), (c) => {
    const market = marketFor(c.req.valid('query').chainId, GAS_PRICE_UNSUPPORTED)
    return onChain(c, market.source.caipNetworkId, async () => {
      const prices = await gasPrices(market.client)
      return c.json({ standard: prices.standard.toString(), fast: prices.fast.toString(), instant: prices.instant.toString() })
    })
  })

  routes.post('/v1/convert/build-transaction', sdkParams, limitBody, validJson(buildTransactionBody), (c) => {
    const body = c.req.valid('json')
    const market = pair(body.from, body.to)
    const chain = body.from.chain
    const recipient = userOn(body.userAddress, chain)
    const slippage = body.eip155?.slippage ?? String(DEFAULT_SLIPPAGE_PERCENT)
    return onChain(c, chain, async () => {
      const [quote, prices, block] = await Promise.all([market.quote(body.from, body.to, body.amount), gasPrices(market.client), market.client.getBlock()])
      const toAmount = quote.amounts[quote.amounts.length - 1]!
      const amountOutMin = minimumOut(toAmount, slippage)
      const now = BigInt(Math.floor(Date.now() / 1000))
      const deadline = (block.timestamp > now ? block.timestamp : now) + BigInt(DEADLINE_SECONDS)
      const call = swapCall({ router: market.deployment.router as Address, quote, amountOutMin, recipient, deadline, nativeIn: body.from.native, nativeOut: body.to.native })
      let gas = SWAP_GAS_BY_HOPS[quote.path.length - 1] ?? 300_000n
      if (!body.disableEstimate) {
        try {
          gas = ((await market.client.estimateGas({ account: recipient, to: call.to, data: call.data, value: call.value })) * 120n) / 100n
        } catch (error) {
          if (nodeDown(error)) throw error
          const reason = (error as { shortMessage?: string }).shortMessage ?? 'the node refused it'
          throw badRequest(`The swap would fail if sent now: ${reason.split('\n')[0]!.slice(0, 200)}. Check the balance and, for a token, the allowance (GET /v1/convert/allowance).`)
        }
      }
      return c.json({
        tx: {
          from: caip10(chain, recipient),
          to: caip10(chain, call.to),
          data: call.data,
          amount: call.value.toString(),
          value: call.value.toString(),
          eip155: { gas: gas.toString(), gasPrice: prices.standard.toString() },
        },
        quote: {
          fromAmount: body.amount.toString(),
          toAmount: toAmount.toString(),
          amountOutMin: amountOutMin.toString(),
          slippage: Number(slippage),
          priceImpact: quote.priceImpact,
          path: quote.path.map((a) => caip10(chain, a)),
          deadline: Number(deadline),
        },
      })
    })
  })

  routes.get('/v1/convert/build-approve', sdkParams, validQuery(buildApproveQuery), (c) => {
    const q = c.req.valid('query')
    const market = pair(q.from, q.to)
    const chain = q.from.chain
    if (q.from.native) throw badRequest(`ETH needs no approval: only a token (not ${NATIVE_EVM}) is approved for the router`)
    const owner = userOn(q.userAddress, chain)
    return onChain(c, chain, async () => {
      const call = approveCall(q.from.address, market.deployment.router as Address, q.amount)
      const prices = await gasPrices(market.client)
      return c.json({
        tx: {
          // AppKit sends the approve to `tx.from` (the token) on behalf of the user.
          from: caip10(chain, q.from.address),
          to: caip10(chain, market.deployment.router),
          owner: caip10(chain, owner),
          data: call.data,
          value: '0',
          eip155: { gas: Number(APPROVE_GAS), gasPrice: prices.standard.toString() },
        },
      })
    })
  })

  return routes
}
