// SPEC §7 GET /v1/account/{account}/history: the indexed transactions of an account, newest first,
// a page at a time (cursor → next), optionally on one chain, optionally only the on-ramp purchases
// of one provider (onramp: the test provider's paid checkouts, found in the indexed history).
import { Hono } from 'hono'
import { z } from 'zod'
import { CAIP2 } from '../catalogue/schema'
import { chainLookup } from '../chains/lookup'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { decodeCursor, encodeCursor } from '../history/cursor'
import { toTransaction, type TransactionContext } from '../history/transactions'
import { badRequest } from '../middleware/errors'
import { nftInfo } from '../nfts/view'
import { validQuery } from '../middleware/query'
import { sdkParams } from '../middleware/sdk-params'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

const single = z.string({ error: 'must be given once' })

export const historyQuery = z.object({
  cursor: single.max(200, 'must be at most 200 characters').optional(),
  chainId: single.regex(CAIP2, 'must be a CAIP-2 chain id such as eip155:1').optional(),
  /** A provider's name (coinbase, meld): the account's purchases from it only. */
  onramp: single.max(32).optional(),
  limit: single
    .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional(),
})

export function historyRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const chains = chainLookup(deps.chains)
  const routes = new Hono<ApiEnv>()

  routes.get('/v1/account/:account/history', sdkParams, validQuery(historyQuery), (c) => {
    const account = c.req.param('account')
    const q = c.req.valid('query')
    if (q.chainId && !chains.byId.has(q.chainId)) throw badRequest(`Unsupported chainId: ${q.chainId}`)
    const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor)
    if (q.cursor !== undefined && !after) throw badRequest('Invalid cursor: pass back the `next` of a previous page')
    const targets = chains.forAddress(account).filter((chain) => !q.chainId || chain.source.caipNetworkId === q.chainId)
    if (targets.length === 0) throw badRequest(`Invalid account address for ${q.chainId ?? 'the supported chains'}: ${account.slice(0, 100)}`)

    // Every target chain of one namespace stores the account in the same normal form.
    const normal = targets[0]!.normalize(account)
    const page = deps.history.page(normal, { chains: targets.map((t) => t.source.caipNetworkId), after, limit: q.limit ?? DEFAULT_PAGE_SIZE, onramp: q.onramp || undefined })
    const origin = new URL(c.req.url).origin
    const ctx: TransactionContext = {
      chains: chains.byId,
      history: deps.history,
      prices: deps.prices,
      tokenIcon: (symbol) => (deps.assetImages.token.has(symbol.toUpperCase()) ? `${origin}/public/getTokenImage/${symbol.toUpperCase()}` : null),
      nftInfo: (chain, contract, id) => {
        const collection = deps.history.collection(chain, contract)
        return collection && nftInfo(origin, deps.spam, collection, id)
      },
    }
    return c.json({ data: page.txs.map((tx) => toTransaction(tx, normal, ctx)), next: page.next ? encodeCursor(page.next) : null })
  })

  return routes
}
