// The sign-in cookie: an unguessable random token (32 bytes), HttpOnly so page scripts never see
// it, SameSite=Lax so other sites' requests do not carry it. The server keeps only its SHA-256 (the
// holder), so a copy of the database opens no session.
import { createHash, randomBytes } from 'node:crypto'
import type { CookieOptions } from 'hono/utils/cookie'

export const SIGN_IN_COOKIE = 'gangway_siwx'
const MAX_AGE_S = 30 * 24 * 3600

export const newToken = (): string => randomBytes(32).toString('base64url')

/** The holder a cookie token stands for; undefined for anything that is not one of ours. */
export const holderOf = (token: string | undefined): string | undefined =>
  token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token) ? createHash('sha256').update(token).digest('hex') : undefined

export const cookieOptions = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: MAX_AGE_S, secure })

/** The sign-in token in a Cookie header, as a Node server receives it. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SIGN_IN_COOKIE) return value.join('=')
  }
  return undefined
}
