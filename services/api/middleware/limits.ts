// Limits every route shares, so one client cannot take the services from the others: a request
// rate per client address (a token bucket: `burst` at once, `perSecond` sustained) answered 429
// with Retry-After past it, and a body size past which a request is refused with 413 before it is
// read. Routes keep their own stricter body limits (16 KiB for most JSON bodies).
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { IncomingMessage } from 'node:http'

export interface ApiLimits {
  /** Requests a second one client address may make, sustained. 0 turns the rate limit off. */
  perSecond: number
  /** Requests one client address may make at once before the sustained rate applies. */
  burst: number
  /** The largest request body any route reads (the RPC relay's batch of 1000 calls fits). */
  maxBodyBytes: number
  /** Take the client address from the first X-Forwarded-For hop (behind your own proxy only). */
  trustProxy: boolean
}

/** Generous: a page opening All Wallets loads a few hundred images in seconds; the e2e tests never come near. */
export const DEFAULT_LIMITS: ApiLimits = { perSecond: 100, burst: 2000, maxBodyBytes: 1024 * 1024, trustProxy: false }

/** Client addresses tracked at most; the least recently seen are forgotten first (a full bucket is the same as none). */
const MAX_TRACKED = 50_000

interface Bucket {
  tokens: number
  at: number
}

function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming?.socket.remoteAddress ?? 'unknown'
}

/** The refusal a page can read: it names the caller's origin, as the other refusals do. */
function refuse(c: Context, status: 413 | 429, error: string, headers: Record<string, string> = {}) {
  const origin = c.req.header('origin')
  if (origin !== undefined) {
    c.header('access-control-allow-origin', origin)
    c.header('access-control-expose-headers', 'retry-after')
    c.header('vary', 'Origin')
  }
  for (const [name, value] of Object.entries(headers)) c.header(name, value)
  return c.json({ error }, status)
}

export function rateLimit(limits: ApiLimits, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>()
  return createMiddleware(async (c, next) => {
    if (limits.perSecond <= 0) return next()
    const key = clientAddress(c, limits.trustProxy)
    const t = now()
    const bucket = buckets.get(key) ?? { tokens: limits.burst, at: t }
    bucket.tokens = Math.min(limits.burst, bucket.tokens + ((t - bucket.at) / 1000) * limits.perSecond)
    bucket.at = t
    // re-inserted: the map's order is least recently seen first
    buckets.delete(key)
    buckets.set(key, bucket)
    if (buckets.size > MAX_TRACKED) buckets.delete(buckets.keys().next().value!)
    if (bucket.tokens < 1) {
      const seconds = Math.max(1, Math.ceil((1 - bucket.tokens) / limits.perSecond))
      return refuse(c, 429, `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`, { 'retry-after': String(seconds) })
    }
    bucket.tokens -= 1
    return next()
  })
}

export const limitEveryBody = (limits: ApiLimits) =>
  bodyLimit({ maxSize: limits.maxBodyBytes, onError: (c) => refuse(c, 413, `Request body larger than ${limits.maxBodyBytes} bytes`) })
