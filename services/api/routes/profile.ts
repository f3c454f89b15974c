// SPEC §7 names: GET /v1/profile/account/{name}, GET /v1/profile/reverse/{address},
// GET /v1/profile/suggestions/{name} (zone), POST /v1/profile/account (coin_type, address, message,
// signature). Every refusal carries `reasons[0].description`, which the modal shows (SPEC §7).
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { limitBody } from '../middleware/body'
import { ClientError } from '../middleware/errors'
import { sdkParams } from '../middleware/sdk-params'
import { NameError, type NameRegistry } from '../names/registry'
import type { NameRecord } from '../store/names'
import { looksLikeAddress } from './blockchain'

/** A refusal with the description the modal reads (AppKit's `reasons[0].description`). */
export const nameRefusal = (status: NameError['status'], description: string) => new ClientError(status, description, { reasons: [{ description }] })

const asRefusal = (error: unknown) => (error instanceof NameError ? nameRefusal(error.status, error.message) : error)

/** What a name lookup answers: its addresses by coin type (60 too, since an EVM address is the same on every EVM chain). */
export function profileOf(r: NameRecord) {
  const seconds = Math.floor(r.registeredAt / 1000)
  const entry = { address: r.address, created: String(seconds) }
  return { name: r.name, registered: seconds, updated: seconds, addresses: { '60': entry, [String(r.coinType)]: entry }, attributes: r.attributes }
}

// Lookups accept any name the registry could hold, the host's seeded ones too (`bob.gw` is 3 letters).
const LOOKUP_NAME = /^[a-zA-Z0-9-]{1,64}(\.[a-zA-Z0-9-]{1,32})*$/

const registrationBody = z.object({
  coin_type: z.union([z.number(), z.string().regex(/^\d{1,10}$/, 'must be a whole number').transform(Number)]).pipe(z.number().int().nonnegative()),
  address: z.string().max(100),
  message: z.string().min(1).max(1024),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be 0x and hex').max(20_000),
})

async function readJson(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text())
  } catch {
    throw nameRefusal(400, 'The request body must be JSON')
  }
}

export function profileRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const names: NameRegistry = deps.names
  const routes = new Hono<ApiEnv>()

  routes.get('/v1/profile/account/:name', sdkParams, (c) => {
    const name = c.req.param('name')
    if (!LOOKUP_NAME.test(name)) throw nameRefusal(400, 'Invalid name: letters, digits, hyphens and dots only')
    const record = names.lookup(name)
    if (!record) throw nameRefusal(404, `Name not found: ${name}`)
    return c.json(profileOf(record))
  })

  routes.get('/v1/profile/reverse/:address', sdkParams, (c) => {
    const address = c.req.param('address')
    if (!looksLikeAddress(address)) throw nameRefusal(400, `Invalid address: ${address.slice(0, 100)}`)
    return c.json(names.namesOf(address).map(profileOf))
  })

  routes.get('/v1/profile/suggestions/:name', sdkParams, (c) => {
    const zones = c.req.queries('zone') ?? []
    if (zones.length > 1) throw nameRefusal(400, "Invalid query parameter 'zone': must be given once")
    const zone = zones[0]?.replace(/^\./, '').toLowerCase()
    if (zone && zone !== names.zone) throw nameRefusal(400, `Unknown zone: ${zone.slice(0, 40)} (this registry serves .${names.zone})`)
    try {
      return c.json({ suggestions: names.suggestions(c.req.param('name')) })
    } catch (error) {
      throw asRefusal(error)
    }
  })

  routes.post('/v1/profile/account', sdkParams, limitBody, async (c) => {
    const parsed = registrationBody.safeParse(await readJson(c))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      throw nameRefusal(400, `Invalid body field '${issue.path.join('.')}': ${issue.message}`)
    }
    const { coin_type: coinType, address, message, signature } = parsed.data
    try {
      const record = await names.register({ coinType, address, message, signature: signature as `0x${string}` })
      return c.json(profileOf(record))
    } catch (error) {
      throw asRefusal(error)
    }
  })

  return routes
}
