// SPEC §7 wallet catalogue service: the wallet list with its filters and paging, and the images
// the modal shows for wallets, networks, currencies and tokens.
import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { badgeSvg, initials, type Badge } from '../catalogue/svg'
import { queryWallets } from '../catalogue/query'
import { BADGE_TYPES, CAIP2, WALLET_ID, type WalletRecord } from '../catalogue/schema'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { validQuery } from '../middleware/query'
import { sdkParams } from '../middleware/sdk-params'

/** SPEC §9: paged lists ask for 40, search for up to 100; more than that is a client bug. */
export const MAX_ENTRIES = 100
export const DEFAULT_ENTRIES = 40
const MAX_PAGE = 100_000
const MAX_LIST_ITEMS = 500

const single = z.string({ error: 'must be given once' })

const wholeNumber = (min: number, max: number) =>
  single
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`)

/** A comma-separated list; empty items are dropped so `a,,b` and a trailing comma are fine. */
const commaList = (item: RegExp, what: string) =>
  single
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(item, `each item must be ${what}`)).max(MAX_LIST_ITEMS, `at most ${MAX_LIST_ITEMS} items`))

const walletIds = single
  .transform((s) => s.toLowerCase())
  .pipe(commaList(WALLET_ID, 'a wallet id of 64 hex characters'))

export const getWalletsQuery = z.object({
  page: wholeNumber(1, MAX_PAGE).optional(),
  entries: wholeNumber(1, MAX_ENTRIES).optional(),
  include: walletIds.optional(),
  exclude: walletIds.optional(),
  chains: commaList(CAIP2, 'a CAIP-2 chain id such as eip155:1').optional(),
  search: single.max(100, 'must be at most 100 characters').transform((s) => s.trim()).optional(),
  badge_type: z.enum(BADGE_TYPES, { error: `must be one of ${BADGE_TYPES.join(', ')}` }).optional(),
})

/** One wallet as GET /getWallets returns it: the stored record without its rank, plus an image URL. */
export type WalletListing = Omit<WalletRecord, 'rank'> & { image_url: string }

const toListing = ({ rank: _rank, ...wallet }: WalletRecord, origin: string): WalletListing => ({
  ...wallet,
  image_url: `${origin}/getWalletImage/${wallet.image_id}`,
})

/** Images never change for an id, so browsers may keep them; the ETag spares a body on revalidation. */
export function svgResponse(c: Context<ApiEnv>, svg: string): Response {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`
  const headers = {
    etag,
    'cache-control': 'public, max-age=604800, immutable',
    'x-content-type-options': 'nosniff',
    // an SVG opened on its own must not run anything
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
  return c.body(svg, 200, { ...headers, 'content-type': 'image/svg+xml' })
}

const unknownImage = (c: Context<ApiEnv>, kind: string) => c.json({ error: `Unknown ${kind} image id` }, 404)

export function catalogueRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()

  routes.get('/getWallets', sdkParams, validQuery(getWalletsQuery), (c) => {
    const q = c.req.valid('query')
    const { count, data } = queryWallets(deps.catalogue.wallets, {
      page: q.page ?? 1,
      entries: q.entries ?? DEFAULT_ENTRIES,
      include: q.include,
      exclude: q.exclude,
      chains: q.chains,
      search: q.search,
      badgeType: q.badge_type,
    })
    const origin = new URL(c.req.url).origin
    return c.json({ count, data: data.map((w) => toListing(w, origin)) })
  })

  routes.get('/getWalletImage/:id', (c) => {
    const wallet = deps.catalogue.byImageId(c.req.param('id'))
    if (!wallet) return unknownImage(c, 'wallet')
    return svgResponse(c, badgeSvg({ label: initials(wallet.name), title: wallet.name }, { seed: wallet.image_id, shape: 'square' }))
  })

  const badgeRoute = (path: string, kind: string, set: ReadonlyMap<string, Badge>, normalize: (id: string) => string) =>
    routes.get(path, (c) => {
      const id = normalize(c.req.param('id') ?? '')
      const badge = set.get(id)
      if (!badge) return unknownImage(c, kind)
      return svgResponse(c, badgeSvg(badge, { seed: `${kind}:${id}`, shape: 'circle' }))
    })
  badgeRoute('/public/getAssetImage/:id', 'network', deps.assetImages.network, (id) => id)
  badgeRoute('/public/getCurrencyImage/:id', 'currency', deps.assetImages.currency, (id) => id.toUpperCase())
  badgeRoute('/public/getTokenImage/:id', 'token', deps.assetImages.token, (id) => id.toUpperCase())

  return routes
}
