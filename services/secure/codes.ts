// E-mail one-time codes (SPEC §5, §9): six random digits, stored only as an HMAC keyed by a secret
// derived from the key-encryption key, single use, valid 10 minutes, 5 attempts each; a new code
// for the same address within 30 s is refused with 'Please try again after {n} seconds'.
import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from './db'
import type { Keyring } from './keyring'

/** SPEC §9: the e-mail login wait. */
export const EMAIL_WAIT_MS = 30_000
export const CODE_TTL_MS = 10 * 60_000
export const MAX_ATTEMPTS = 5

export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** A refusal the frame shows as it is (the status goes with it). */
export class CodeError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429,
    message: string,
  ) {
    super(message)
  }
}

export const waitMessage = (remainingMs: number) => `Please try again after ${Math.ceil(remainingMs / 1000)} seconds`

interface CodeRow {
  flow_id: string
  purpose: CodePurpose
  email: string
  code_hash: string
  attempts: number
  user_id: number | null
  new_email: string | null
  created_at: number
  expires_at: number
  used_at: number | null
}

export function createCodeStore(db: Db, keyring: Keyring, o: { random?: () => string } = {}) {
  const pepper = Buffer.from(hkdfSync('sha256', keyring.current.key, Buffer.alloc(0), 'gangway one-time codes', 32))
  const hash = (flowId: string, code: string) => createHmac('sha256', pepper).update(`${flowId}:${code}`).digest('hex')
  const newCode = o.random ?? (() => String(randomInt(0, 1_000_000)).padStart(6, '0'))
  const lastSent = db.prepare<[string, string, number], { created_at: number | null }>('SELECT MAX(created_at) AS created_at FROM email_codes WHERE email = ? AND purpose = ? AND created_at > ?')
  const insert = db.prepare(
    'INSERT INTO email_codes (flow_id, purpose, email, code_hash, user_id, new_email, created_at, expires_at) VALUES (@flowId, @purpose, @email, @hash, @userId, @newEmail, @now, @expiresAt)',
  )
  const find = db.prepare<[string, string], CodeRow>('SELECT * FROM email_codes WHERE flow_id = ? AND purpose = ?')
  const countAttempt = db.prepare('UPDATE email_codes SET attempts = attempts + 1 WHERE flow_id = ? AND purpose = ?')
  // One statement: of two requests racing with the right code, one wins.
  const consume = db.prepare('UPDATE email_codes SET used_at = ? WHERE flow_id = ? AND purpose = ? AND used_at IS NULL AND attempts < ? AND expires_at > ?')

  return {
    /**
     * A fresh code for `email`; throws 'Please try again after {n} seconds' when one went to the
     * same address less than 30 s ago. `flowId` continues a flow (the second code of an e-mail change).
     */
    issue(purpose: CodePurpose, email: string, x: { userId?: number; newEmail?: string; flowId?: string; now?: number } = {}): { flowId: string; code: string } {
      const now = x.now ?? Date.now()
      const last = lastSent.get(email, purpose, now - EMAIL_WAIT_MS)?.created_at
      if (last) throw new CodeError(429, waitMessage(last + EMAIL_WAIT_MS - now))
      const flowId = x.flowId ?? randomBytes(18).toString('base64url')
      const code = newCode()
      insert.run({ flowId, purpose, email, hash: hash(flowId, code), userId: x.userId ?? null, newEmail: x.newEmail ?? null, now, expiresAt: now + CODE_TTL_MS })
      return { flowId, code }
    },
    /** Checks a code typed by the person; the flow's row when right, a CodeError that says why otherwise. */
    verify(purpose: CodePurpose, flowId: string, code: string, now = Date.now()): { email: string; userId: number | null; newEmail: string | null } {
      const row = find.get(flowId, purpose)
      if (!row) throw new CodeError(404, 'No code was sent for this sign-in: request a new one')
      if (row.used_at !== null) throw new CodeError(400, 'This code was already used: request a new one')
      if (row.expires_at <= now) throw new CodeError(400, 'The code has expired: request a new one')
      if (row.attempts >= MAX_ATTEMPTS) throw new CodeError(400, 'Too many attempts: request a new code')
      const expected = Buffer.from(row.code_hash, 'hex')
      const given = Buffer.from(hash(flowId, code.trim()), 'hex')
      if (!timingSafeEqual(expected, given)) {
        countAttempt.run(flowId, purpose)
        const left = MAX_ATTEMPTS - row.attempts - 1
        throw new CodeError(400, left > 0 ? `Invalid code: ${left} ${left === 1 ? 'attempt' : 'attempts'} left` : 'Too many attempts: request a new code')
      }
      if (consume.run(now, flowId, purpose, MAX_ATTEMPTS, now).changes !== 1) throw new CodeError(400, 'This code was already used: request a new one')
      return { email: row.email, userId: row.user_id, newEmail: row.new_email }
    },
  }
}

export type CodeStore = ReturnType<typeof createCodeStore>
