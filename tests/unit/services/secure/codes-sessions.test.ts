import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createCodeStore } from '../../../../services/secure/codes'
import { openSecureDatabase } from '../../../../services/secure/db'
import { createKeyring, parseKek } from '../../../../services/secure/keyring'
import { createSessionStore } from '../../../../services/secure/sessions'

const ring = () => createKeyring(parseKek(randomBytes(32).toString('base64'), 'test'))

describe('SPEC §5, §9 e-mail one-time codes', () => {
  it("six random digits; another code for the address within 30 s: 'Please try again after {n} seconds'", () => {
    const codes = createCodeStore(openSecureDatabase(undefined), ring())
    const { code } = codes.issue('login', 'a@example.com', { now: 1_000_000 })
    expect(code).toMatch(/^\d{6}$/)
    expect(() => codes.issue('login', 'a@example.com', { now: 1_000_000 + 100 })).toThrow('Please try again after 30 seconds')
    expect(() => codes.issue('login', 'a@example.com', { now: 1_000_000 + 29_500 })).toThrow('Please try again after 1 seconds')
    expect(codes.issue('login', 'a@example.com', { now: 1_000_000 + 30_000 }).code).toMatch(/^\d{6}$/)
    expect(codes.issue('login', 'b@example.com', { now: 1_000_000 + 100 }).code).toMatch(/^\d{6}$/)
  })

  it('stored hashed; single use; a few attempts; expiring', () => {
    const db = openSecureDatabase(undefined)
    const codes = createCodeStore(db, ring(), { random: () => '123456' })
    const { flowId } = codes.issue('login', 'a@example.com', { now: 0 })
    expect(JSON.stringify(db.prepare('SELECT * FROM email_codes').all())).not.toContain('123456')
    expect(() => codes.verify('login', flowId, '000000', 1)).toThrow('Invalid code: 4 attempts left')
    expect(codes.verify('login', flowId, '123456', 2)).toMatchObject({ email: 'a@example.com' })
    expect(() => codes.verify('login', flowId, '123456', 3)).toThrow('This code was already used: request a new one')

    const second = codes.issue('login', 'c@example.com', { now: 0 })
    for (const left of [4, 3, 2, 1]) expect(() => codes.verify('login', second.flowId, '999999', 1)).toThrow(`Invalid code: ${left} ${left === 1 ? 'attempt' : 'attempts'} left`)
    expect(() => codes.verify('login', second.flowId, '999999', 1)).toThrow('Too many attempts: request a new code')
    expect(() => codes.verify('login', second.flowId, '123456', 1)).toThrow('Too many attempts: request a new code')

    const third = codes.issue('login', 'd@example.com', { now: 0 })
    expect(() => codes.verify('login', third.flowId, '123456', 10 * 60_000)).toThrow('The code has expired: request a new one')
    expect(() => codes.verify('login', 'unknown-flow', '123456', 1)).toThrow('No code was sent for this sign-in: request a new one')
  })
})

describe('sessions: short-lived, bound to the host, revocable', () => {
  it('a token opens its own host’s session only; an hour idle or a day old ends it; sign-out revokes it', () => {
    const db = openSecureDatabase(undefined)
    db.prepare("INSERT INTO users (id, email, created_at) VALUES (1, 'a@example.com', 0)").run()
    const sessions = createSessionStore(db)
    const token = sessions.open(1, 'http://127.0.0.1:5173', 'email', 0)
    expect(sessions.check(token, 'http://127.0.0.1:5173', 1000)).toEqual({ userId: 1, hostOrigin: 'http://127.0.0.1:5173', login: 'email' })
    expect(sessions.check(token, 'http://127.0.0.1:9999', 1000)).toBeUndefined()
    expect(sessions.check(`${token}x`, 'http://127.0.0.1:5173', 1000)).toBeUndefined()
    expect(JSON.stringify(db.prepare('SELECT * FROM sessions').all())).not.toContain(token)
    expect(sessions.check(token, 'http://127.0.0.1:5173', 1000 + 60 * 60_000)).toBeUndefined()
    const busy = sessions.open(1, 'http://127.0.0.1:5173', 'email', 0)
    for (let t = 50 * 60_000; t < 24 * 3600_000; t += 50 * 60_000) expect(sessions.check(busy, 'http://127.0.0.1:5173', t)).toBeDefined()
    expect(sessions.check(busy, 'http://127.0.0.1:5173', 24 * 3600_000)).toBeUndefined()
    const live = sessions.open(1, 'http://127.0.0.1:5173', 'email', 0)
    expect(sessions.revoke(live, 10)).toBe(true)
    expect(sessions.check(live, 'http://127.0.0.1:5173', 20)).toBeUndefined()
  })
})
