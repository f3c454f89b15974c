// SPEC §7 sign-in sessions: POST /v1/sessions/nonce (a single-use nonce), POST /v1/sessions (verify
// a signed message, open the session), GET /v1/sessions/{address} (the live sessions of this
// browser for an address), POST /v1/sessions/{address}/revoke (pci: the CAIP-2 chain of the
// session to end, signature: the one it was opened with; all of the address's when absent). The
// browser is known by its HttpOnly cookie; pages of the host's own origins call with credentials (CORS
// names them, never '*').
import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { cors } from 'hono/cors'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { limitBody } from '../middleware/body'
import { ClientError } from '../middleware/errors'
import { sdkParams } from '../middleware/sdk-params'
import { cookieOptions, holderOf, newToken, SIGN_IN_COOKIE } from '../siwx/cookie'
import { SignInError, type HeldSession } from '../siwx/service'

export const SESSIONS_PATH = '/v1/sessions'

const spec = ({ data, message, signature }: HeldSession) => ({ data, message, signature })

async function bodyOf(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ClientError(400, 'The request body must be JSON')
  }
}

export function sessionRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const service = deps.signIn
  const routes = new Hono<ApiEnv>()
  routes.use(
    `${SESSIONS_PATH}/*`,
    cors({ origin: (origin) => (service.allowsOrigin(origin) ? origin : null), credentials: true, allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['content-type'], maxAge: 600 }),
  )
  routes.use(SESSIONS_PATH, cors({ origin: (origin) => (service.allowsOrigin(origin) ? origin : null), credentials: true, allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['content-type'], maxAge: 600 }))

  const holder = (c: Context) => holderOf(getCookie(c, SIGN_IN_COOKIE))
  /** The caller's holder, giving it a cookie when it has none. */
  const holderOrNew = (c: Context) => {
    const known = holder(c)
    if (known) return known
    const token = newToken()
    setCookie(c, SIGN_IN_COOKIE, token, cookieOptions(new URL(c.req.url).protocol === 'https:'))
    return holderOf(token)!
  }
  /** State changes come from the host's pages only: another origin's page gets a 403 (the cookie is Lax as well). */
  const sameHost = (c: Context) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && !service.allowsOrigin(origin)) throw new ClientError(403, `Origin not allowed: ${origin.slice(0, 100)}`)
  }

  routes.post(`${SESSIONS_PATH}/nonce`, sdkParams, (c) => {
    sameHost(c)
    return c.json(service.issueNonce(holderOrNew(c)))
  })

  routes.post(SESSIONS_PATH, sdkParams, limitBody, async (c) => {
    sameHost(c)
    const h = holder(c)
    if (!h) throw new ClientError(401, 'No sign-in cookie: ask for a nonce first')
    try {
      const session = await service.signIn(h, await bodyOf(c), { origin: c.req.header('origin') })
      return c.json({ session: spec(session), expiresAt: new Date(session.expiresAt).toISOString() })
    } catch (error) {
      if (error instanceof SignInError) throw new ClientError(error.status, error.message)
      throw error
    }
  })

  routes.get(`${SESSIONS_PATH}/:address`, sdkParams, (c) => {
    const h = holder(c)
    const chainId = c.req.query('chainId')
    const sessions = h ? service.sessions(h, { address: c.req.param('address'), chainId }) : []
    return c.json({ sessions: sessions.map(spec) })
  })

  routes.post(`${SESSIONS_PATH}/:address/revoke`, sdkParams, limitBody, async (c) => {
    sameHost(c)
    const body = await bodyOf(c)
    const { pci, signature } = typeof body === 'object' && body !== null ? (body as { pci?: unknown; signature?: unknown }) : {}
    if (pci !== undefined && (typeof pci !== 'string' || pci.length > 80)) throw new ClientError(400, "Invalid body field 'pci': must be a CAIP-2 chain id")
    if (signature !== undefined && (typeof signature !== 'string' || signature.length > 20_000)) {
      throw new ClientError(400, "Invalid body field 'signature': must be the signature of the session to end")
    }
    const h = holder(c)
    return c.json({ revoked: h ? service.revoke(h, c.req.param('address'), pci, signature) : 0 })
  })

  return routes
}
