// SPEC §7 Blockchain API, the parts the account needs: which chains are served, balances read live
// from the chains with prices from the price table, fungible prices, and the name and avatar of an address
// (from the name registry, routes/profile.ts).
import { Hono, type Context } from 'hono'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { CAIP2 } from '../catalogue/schema'
import { chainLookup } from '../chains/lookup'
import { ChainUnavailableError, type ChainAdapter, type Holding } from '../chains/types'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { limitBody, validJson } from '../middleware/body'
import { badRequest } from '../middleware/errors'
import { validQuery } from '../middleware/query'
import { sdkParams } from '../middleware/sdk-params'

/** Placeholder addresses the modal uses for a chain's native currency (AppKit's convention). */
export const NATIVE_PLACEHOLDERS = ['0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'So11111111111111111111111111111111111111111']

const single = z.string({ error: 'must be given once' })
const currency = single.transform((s) => s.toLowerCase()).pipe(z.literal('usd', { error: 'must be usd (the only currency priced here)' }))
const caip2 = single.regex(CAIP2, 'must be a CAIP-2 chain id such as eip155:1')

export const balanceQuery = z.object({
  currency: currency.optional(),
  chainId: caip2.optional(),
  forceUpdate: single.max(16).optional(),
})

const priceBody = z.object({
  projectId: z.string().max(128).optional(),
  currency: z.string().transform((s) => s.toLowerCase()).pipe(z.literal('usd', { error: 'must be usd' })),
  addresses: z.array(z.string().max(200)).min(1, 'must list at least one address').max(100, 'at most 100 addresses'),
})

/** A plain address of a namespace the services know (EVM hex, or Solana base58). */
export const looksLikeAddress = (value: string): boolean => /^0x[0-9a-fA-F]{40}$/.test(value) || /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)

export interface Balance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export function blockchainRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const chains = chainLookup(deps.chains)
  const routes = new Hono<ApiEnv>()
  const iconUrl = (c: Context, symbol: string) =>
    deps.assetImages.token.has(symbol.toUpperCase()) ? `${new URL(c.req.url).origin}/public/getTokenImage/${symbol.toUpperCase()}` : ''

  const toBalance = (c: Context, chain: ChainAdapter, { token, amount }: Holding): Balance => {
    const asset = token ?? chain.source.nativeCurrency
    const numeric = formatUnits(amount, asset.decimals)
    const price = deps.prices.usd(asset.symbol) ?? 0
    return {
      name: asset.name,
      symbol: asset.symbol,
      chainId: chain.source.caipNetworkId,
      ...(token ? { address: `${chain.source.caipNetworkId}:${token.address}` } : {}),
      value: price * Number(numeric),
      price,
      quantity: { decimals: String(asset.decimals), numeric },
      iconUrl: iconUrl(c, asset.symbol),
    }
  }

  routes.get('/v1/supported-chains', sdkParams, (c) => c.json({ http: chains.all.map((chain) => chain.source.caipNetworkId), ws: [] }))

  routes.get('/v1/account/:address/balance', sdkParams, validQuery(balanceQuery), async (c) => {
    const address = c.req.param('address')
    const { chainId } = c.req.valid('query')
    if (chainId && !chains.byId.has(chainId)) throw badRequest(`Unsupported chainId: ${chainId}`)
    const targets = chains.forAddress(address).filter((chain) => !chainId || chain.source.caipNetworkId === chainId)
    if (targets.length === 0) throw badRequest(`Invalid address for ${chainId ?? 'the supported chains'}: ${address.slice(0, 100)}`)
    try {
      const held = await Promise.all(targets.map(async (chain) => ({ chain, holdings: await chain.holdings(address) })))
      const balances = held.flatMap(({ chain, holdings }) => holdings.filter((h) => h.amount > 0n).map((h) => toBalance(c, chain, h)))
      // Native currencies first, then what is worth most.
      balances.sort((a, b) => Number(Boolean(a.address)) - Number(Boolean(b.address)) || b.value - a.value || a.symbol.localeCompare(b.symbol))
      return c.json({ balances })
    } catch (error) {
      if (error instanceof ChainUnavailableError) return c.json({ error: error.message }, 502)
      throw error
    }
  })

  routes.post('/v1/fungible/price', sdkParams, limitBody, validJson(priceBody), (c) => {
    const { addresses } = c.req.valid('json')
    const fungibles = addresses.flatMap((caip10) => {
      const [namespace, reference, address] = caip10.split(':')
      const chain = chains.byId.get(`${namespace}:${reference}`)
      if (!chain || !address) return []
      const asset = NATIVE_PLACEHOLDERS.includes(address.toLowerCase()) || NATIVE_PLACEHOLDERS.includes(address)
        ? chain.source.nativeCurrency
        : deps.history.token(chain.source.caipNetworkId, chain.normalize(address))
      if (!asset) return []
      return [{ name: asset.name, symbol: asset.symbol, iconUrl: iconUrl(c, asset.symbol), price: deps.prices.usd(asset.symbol) ?? 0 }]
    })
    return c.json({ fungibles })
  })

  // The name the registry holds for an address and its avatar (SPEC §7, `sender` is accepted and not needed here).
  routes.get('/v1/identity/:address', sdkParams, (c) => {
    const address = c.req.param('address')
    if (!looksLikeAddress(address)) throw badRequest(`Invalid address: ${address.slice(0, 100)}`)
    return c.json(deps.names.identity(address))
  })

  return routes
}
