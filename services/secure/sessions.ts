// Sessions of the embedded wallet: a random token the frame keeps in the secure origin's storage and
// sends with each call; the database holds only its SHA-256. A session is bound to the host origin
// whose frame opened it, ends an hour after its last use and 24 hours after sign-in at the latest,
// and sign-out revokes it at once.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from './db'
import type { LoginProvider } from './users'

export const SESSION_IDLE_MS = 60 * 60_000
export const SESSION_MAX_MS = 24 * 60 * 60_000

export interface Session {
  userId: number
  hostOrigin: string
  login: LoginProvider
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export function createSessionStore(db: Db, o: { idleMs?: number; maxMs?: number } = {}) {
  const idle = o.idleMs ?? SESSION_IDLE_MS
  const max = o.maxMs ?? SESSION_MAX_MS
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, host_origin, login, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const find = db.prepare<[string], { user_id: number; host_origin: string; login: LoginProvider; last_used_at: number; expires_at: number; revoked_at: number | null }>(
    'SELECT user_id, host_origin, login, last_used_at, expires_at, revoked_at FROM sessions WHERE token_hash = ?',
  )
  const touch = db.prepare('UPDATE sessions SET last_used_at = ? WHERE token_hash = ?')
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
  const dropOld = db.prepare('DELETE FROM sessions WHERE expires_at < ?')

  return {
    open(userId: number, hostOrigin: string, login: LoginProvider, now = Date.now()): string {
      dropOld.run(now - 7 * 24 * 3600_000)
      const token = randomBytes(32).toString('base64url')
      insert.run(hashOf(token), userId, hostOrigin, login, now, now, now + max)
      return token
    },
    /** The live session of `token` for the frame of `hostOrigin`; undefined when unknown, expired, revoked or another host's. */
    check(token: string | undefined, hostOrigin: string, now = Date.now()): Session | undefined {
      if (!token) return undefined
      const row = find.get(hashOf(token))
      if (!row || row.revoked_at !== null || row.expires_at <= now || row.last_used_at + idle <= now || row.host_origin !== hostOrigin) return undefined
      touch.run(now, hashOf(token))
      return { userId: row.user_id, hostOrigin: row.host_origin, login: row.login }
    },
    revoke(token: string, now = Date.now()): boolean {
      return revoke.run(now, hashOf(token)).changes === 1
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
