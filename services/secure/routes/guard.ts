// The checks every frame call passes: it comes from the secure origin's own page (the frame), for a
// host origin allowed to embed it; a signed-in call brings a live session of that host.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import type { SecureDeps } from '../deps'
import type { Session } from '../sessions'

export class Refusal extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly code?: number,
  ) {
    super(status, { message })
  }
}

/** The host origin of a frame call; refuses calls from any page but the secure origin's own. */
export function frameCall(deps: SecureDeps, c: Context): string {
  // Browsers send Origin with every POST: only the frame, on this origin, may call these routes.
  if (c.req.header('origin') !== deps.origin) throw new Refusal(403, 'Only the secure frame may call this')
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin') throw new Refusal(403, 'Only the secure frame may call this')
  const host = c.req.header('x-gangway-host') ?? ''
  if (!deps.hostAllowed(host)) throw new Refusal(403, `Origin not allowed: ${host.slice(0, 100)}`)
  return host
}

export function sessionOf(deps: SecureDeps, c: Context, host: string): Session & { token: string } {
  const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
  const session = deps.sessions.check(token, host)
  if (!session || !token) throw new Refusal(401, 'Session expired: sign in again')
  return { ...session, token }
}

export async function body<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let data: unknown
  try {
    data = JSON.parse(await c.req.text())
  } catch {
    throw new Refusal(400, 'The request body must be JSON')
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new Refusal(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '))
  return parsed.data
}
