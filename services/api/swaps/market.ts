// One chain's Uniswap v2 market, read from the chain: its pools (through the Factory), the tokens
// they trade, and quotes over the best path (Router02's own getAmountsOut).
import { type Address, type PublicClient } from 'viem'
import { readTokenInfo } from '../chains/evm-client'
import type { ChainSource, SwapDeployment, TokenInfo } from '../chains/types'
import { badRequest } from '../middleware/errors'
import { factoryAbi, pairAbi, routerAbi, tokenAbi } from './abi'
import { NATIVE_EVM, type SwapAsset } from './assets'

/** Uniswap v2 charges 0.3% on every hop. */
export const POOL_FEE_PERCENT = 0.3

export interface Pool {
  pair: Address
  token0: Address
  token1: Address
}

export interface Quote {
  /** Token addresses the router trades through (WETH for the native currency). */
  path: Address[]
  /** Amounts at each step of the path, as the router computes them; the last one is what arrives. */
  amounts: bigint[]
  /** In percent: how far the trade's price is from the pools' mid price, the 0.3% fees included. */
  priceImpact: number
}

export interface SwapToken extends TokenInfo {
  eip2612: boolean
}

export interface SwapMarket {
  source: ChainSource
  deployment: SwapDeployment
  client: PublicClient
  /** Tokens with a pool, the native currency first. */
  tokens(): Promise<Array<SwapToken & { native: boolean }>>
  /** The best path for an exact input; throws a 400 when no pool can take it. */
  quote(from: SwapAsset, to: SwapAsset, amountIn: bigint): Promise<Quote>
  /** How much the router may spend of `owner`'s token. */
  allowance(token: Address, owner: Address): Promise<bigint>
}

export function swapMarket(o: {
  source: ChainSource & { swaps: SwapDeployment }
  client: PublicClient
  /** Token metadata the indexer already stored, to spare calls. */
  knownToken: (address: string) => TokenInfo | undefined
}): SwapMarket {
  const { client, source } = o
  const deployment = o.source.swaps
  const weth = deployment.weth.toLowerCase() as Address
  const router = deployment.router as Address
  const chain = source.caipNetworkId

  // Pools never go away on a Factory, so the list only grows: read the new ones each time.
  const pools: Pool[] = []
  const tokenInfo = new Map<string, SwapToken | null>()

  async function loadPools(): Promise<Pool[]> {
    const count = Number(await client.readContract({ address: deployment.factory as Address, abi: factoryAbi, functionName: 'allPairsLength' }))
    const fresh = await Promise.all(
      Array.from({ length: count - pools.length }, async (_, i) => {
        const pair = await client.readContract({ address: deployment.factory as Address, abi: factoryAbi, functionName: 'allPairs', args: [BigInt(pools.length + i)] })
        const [token0, token1] = await Promise.all([
          client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
          client.readContract({ address: pair, abi: pairAbi, functionName: 'token1' }),
        ])
        return { pair: pair.toLowerCase() as Address, token0: token0.toLowerCase() as Address, token1: token1.toLowerCase() as Address }
      }),
    )
    if (pools.length + fresh.length === count) pools.push(...fresh)
    return pools
  }

  async function describe(address: Address): Promise<SwapToken | null> {
    if (tokenInfo.has(address)) return tokenInfo.get(address)!
    const info = o.knownToken(address) ?? (await readTokenInfo(client, chain, address))
    const eip2612 = info
      ? await client.readContract({ address, abi: tokenAbi, functionName: 'DOMAIN_SEPARATOR' }).then(
          () => true,
          () => false,
        )
      : false
    const token = info ? { ...info, eip2612 } : null
    tokenInfo.set(address, token)
    return token
  }

  const pairOf = (a: Address, b: Address) => pools.find((p) => (p.token0 === a && p.token1 === b) || (p.token0 === b && p.token1 === a))

  async function reservesAlong(path: readonly Address[]): Promise<Array<{ reserveIn: bigint; reserveOut: bigint }>> {
    return Promise.all(
      path.slice(1).map(async (next, i) => {
        const prev = path[i]!
        const pool = pairOf(prev, next)!
        const [reserve0, reserve1] = await client.readContract({ address: pool.pair, abi: pairAbi, functionName: 'getReserves' })
        return pool.token0 === prev ? { reserveIn: reserve0, reserveOut: reserve1 } : { reserveIn: reserve1, reserveOut: reserve0 }
      }),
    )
  }

  return {
    source,
    deployment,
    client,

    async tokens() {
      await loadPools()
      const addresses = [...new Set(pools.flatMap((p) => [p.token0, p.token1]))].filter((a) => a !== weth)
      const described = await Promise.all(addresses.map(describe))
      const tokens = described.filter((t): t is SwapToken => t !== null).map((t) => ({ ...t, native: false }))
      tokens.sort((a, b) => a.symbol.localeCompare(b.symbol))
      return [{ chain, address: NATIVE_EVM, ...source.nativeCurrency, eip2612: false, native: true }, ...tokens]
    },

    async quote(from, to, amountIn) {
      const a = from.native ? weth : from.address
      const b = to.native ? weth : to.address
      if (a === b) throw badRequest(from.native || to.native ? 'ETH and WETH convert 1:1 through the WETH contract, not a swap' : 'from and to are the same token')
      await loadPools()
      // Direct pool, or through WETH: every pool of the local markets pairs with WETH.
      const paths: Address[][] = []
      if (pairOf(a, b)) paths.push([a, b])
      if (a !== weth && b !== weth && pairOf(a, weth) && pairOf(weth, b)) paths.push([a, weth, b])
      if (paths.length === 0) throw badRequest(`No pool trades ${from.native ? 'ETH' : from.address} for ${to.native ? 'ETH' : to.address} on ${chain}`)

      const candidates = await Promise.all(
        paths.map(async (path) => {
          const reserves = await reservesAlong(path)
          const amounts = await client.readContract({ address: router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path] }).catch(() => undefined)
          return { path, reserves, amounts: amounts ? [...amounts] : undefined }
        }),
      )
      // A hop that takes in more than its pool holds drains the other side: refused, as a real
      // aggregator refuses an order its liquidity cannot fill.
      const fillable = candidates.filter(
        (c): c is typeof c & { amounts: bigint[] } =>
          c.amounts !== undefined && c.reserves.every((r, i) => r.reserveIn > 0n && r.reserveOut > 0n && c.amounts![i]! <= r.reserveIn),
      )
      if (fillable.length === 0) {
        const first = candidates[0]!
        const description = `insufficient liquidity: the pool holds ${first.reserves[0]?.reserveIn ?? 0n} base units of the source token, less than the ${amountIn} asked`
        throw badRequest(`Insufficient liquidity for ${amountIn} base units of ${from.native ? 'ETH' : from.address}`, {
          reasons: [{ name: 'INSUFFICIENT_LIQUIDITY', description }],
        })
      }
      const best = fillable.reduce((x, y) => (y.amounts[y.amounts.length - 1]! > x.amounts[x.amounts.length - 1]! ? y : x))
      const amountOut = best.amounts[best.amounts.length - 1]!
      if (amountOut === 0n) throw badRequest('Amount too small: it would buy nothing')
      // Mid price along the path is Π(reserveOut / reserveIn); the trade's price is amountOut / amountIn.
      const mid = best.reserves.reduce((acc, r) => ({ num: acc.num * r.reserveOut, den: acc.den * r.reserveIn }), { num: 1n, den: 1n })
      const SCALE = 1_000_000n
      const ratio = (amountOut * mid.den * SCALE) / (amountIn * mid.num) // trade price / mid price, scaled
      const priceImpact = Number(SCALE - ratio) / Number(SCALE / 100n)
      return { path: best.path, amounts: best.amounts, priceImpact: Math.round(priceImpact * 100) / 100 }
    },

    async allowance(token, owner) {
      if (token === NATIVE_EVM) return 2n ** 256n - 1n // the native currency needs no approval
      return client.readContract({ address: token, abi: tokenAbi, functionName: 'allowance', args: [owner, router] })
    },
  }
}
