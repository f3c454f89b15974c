// Sign-in with X storage: nonces handed to a browser (single use, short-lived) and the sessions a
// verified sign-in opened for it. A browser is its holder: the hash of its HttpOnly cookie.
import type { Db } from './db'

export interface StoredSession {
  id: number
  chainId: string
  address: string
  data: Record<string, unknown>
  message: string
  signature: string
  createdAt: number
  expiresAt: number
}

interface SessionRow {
  id: number
  chain_id: string
  address: string
  data: string
  message: string
  signature: string
  created_at: number
  expires_at: number
}

const toSession = (r: SessionRow): StoredSession => ({
  id: r.id,
  chainId: r.chain_id,
  address: r.address,
  data: JSON.parse(r.data) as Record<string, unknown>,
  message: r.message,
  signature: r.signature,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
})

export function createSignInStore(db: Db) {
  const addNonce = db.prepare('INSERT INTO siwx_nonces (nonce, holder, issued_at, expires_at) VALUES (?, ?, ?, ?)')
  const useNonce = db.prepare('UPDATE siwx_nonces SET used_at = ? WHERE nonce = ? AND holder = ? AND used_at IS NULL AND expires_at > ?')
  const dropOldNonces = db.prepare('DELETE FROM siwx_nonces WHERE expires_at < ?')
  const addSession = db.prepare(
    `INSERT INTO siwx_sessions (holder, chain_id, address, address_key, data, message, signature, created_at, expires_at)
     VALUES (@holder, @chainId, @address, @addressKey, @data, @message, @signature, @createdAt, @expiresAt)`,
  )
  const live = db.prepare<[string, number], SessionRow>('SELECT * FROM siwx_sessions WHERE holder = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY id')
  const revoke = db.prepare(
    'UPDATE siwx_sessions SET revoked_at = ? WHERE holder = ? AND address_key = ? AND (? IS NULL OR chain_id = ?) AND (? IS NULL OR signature = ?) AND revoked_at IS NULL',
  )

  return {
    issueNonce(nonce: string, holder: string, issuedAt: number, expiresAt: number): void {
      dropOldNonces.run(issuedAt - 24 * 3600_000)
      addNonce.run(nonce, holder, issuedAt, expiresAt)
    },
    /** Marks a nonce used, in one statement: of two requests racing with it, one wins. */
    consumeNonce(nonce: string, holder: string, now: number): boolean {
      return useNonce.run(now, nonce, holder, now).changes === 1
    },
    addSession(s: Omit<StoredSession, 'id'> & { holder: string; addressKey: string }): void {
      addSession.run({ ...s, data: JSON.stringify(s.data) })
    },
    /** A holder's sessions that are neither revoked nor expired, oldest first. */
    sessions(holder: string, now: number): StoredSession[] {
      return live.all(holder, now).map(toSession)
    },
    /** Ends a holder's sessions of an address (on one chain, or all; the one signed with `signature`, or all); how many ended. */
    revoke(holder: string, addressKey: string, o: { chainId?: string; signature?: string }, now: number): number {
      const chainId = o.chainId ?? null
      const signature = o.signature ?? null
      return revoke.run(now, holder, addressKey, chainId, chainId, signature, signature).changes
    },
  }
}

export type SignInStore = ReturnType<typeof createSignInStore>
