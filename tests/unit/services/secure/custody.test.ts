// Keys and custody: AES-256-GCM under the key-encryption key, bound to their row, rotated by re-sealing.
import { randomBytes } from 'node:crypto'
import { privateKeyToAddress } from 'viem/accounts'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { openSecureDatabase } from '../../../../services/secure/db'
import { createKeyring, keyringFromEnv, parseKek } from '../../../../services/secure/keyring'
import { createUserStore } from '../../../../services/secure/users'
import { open, seal } from '../../../../services/secure/vault'

const kek = () => parseKek(randomBytes(32).toString('base64'), 'test')

describe('the vault (AES-256-GCM)', () => {
  it('opens what it sealed; another row (additional data), a tampered byte or another KEK does not open', () => {
    const ring = createKeyring(kek())
    const sealed = seal(ring, Buffer.from('secret key bytes'), 'row-1')
    expect(open(ring, sealed, 'row-1').toString()).toBe('secret key bytes')
    expect(() => open(ring, sealed, 'row-2')).toThrow()
    const tampered = { ...sealed, ciphertext: Buffer.from(sealed.ciphertext) }
    tampered.ciphertext[0]! ^= 1
    expect(() => open(ring, tampered, 'row-1')).toThrow()
    expect(() => open(createKeyring(kek()), sealed, 'row-1')).toThrow(/No key-encryption key/)
    expect(sealed.iv).toHaveLength(12)
    expect(seal(ring, Buffer.from('x'), 'a').iv.equals(seal(ring, Buffer.from('x'), 'a').iv)).toBe(false)
  })

  it('a KEK is 32 bytes of base64 from the environment or a file; anything else is refused', () => {
    expect(() => parseKek('c2hvcnQ=', 'GANGWAY_SECURE_KEK')).toThrow('GANGWAY_SECURE_KEK: a key-encryption key is 32 bytes in base64 (openssl rand -base64 32), got 5 bytes')
    expect(() => keyringFromEnv({})).toThrow(/GANGWAY_SECURE_KEK/)
    const current = randomBytes(32).toString('base64')
    const old = randomBytes(32).toString('base64')
    const ring = keyringFromEnv({ GANGWAY_SECURE_KEK: current, GANGWAY_SECURE_KEK_PREVIOUS: old })
    expect(ring.all.map((k) => k.id)).toEqual([parseKek(current, 'a').id, parseKek(old, 'b').id])
  })
})

describe('users and their keys', () => {
  it('a new user gets one EVM and one Solana key; the database holds them sealed, never in clear', () => {
    const db = openSecureDatabase(undefined)
    const users = createUserStore(db, createKeyring(kek()))
    const { user, created } = users.findOrCreate('email', 'alice@example.com', { email: 'alice@example.com' })
    expect(created).toBe(true)
    const evm = users.secret(user.id, 'eip155')
    expect(privateKeyToAddress(bytesToHex(evm))).toBe(user.addresses.eip155)
    const rows = db.prepare('SELECT ciphertext FROM wallet_keys WHERE user_id = ?').all(user.id) as Array<{ ciphertext: Buffer }>
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row.ciphertext.includes(evm)).toBe(false)
    expect(users.findOrCreate('email', 'alice@example.com')).toMatchObject({ created: false, user: { id: user.id } })
  })

  it("a social login's e-mail held by another user is not merged into a second wallet", () => {
    const users = createUserStore(openSecureDatabase(undefined), createKeyring(kek()))
    const alice = users.findOrCreate('email', 'alice@example.com', { email: 'alice@example.com' }).user
    const social = users.findOrCreate('github', '42', { email: 'alice@example.com', username: 'alice' }).user
    expect(social.id).not.toBe(alice.id)
    expect(social.email).toBeNull()
  })

  it('rotating the KEK: every key re-sealed under the new one; the retired KEK then seals none, and keys still open', () => {
    const db = openSecureDatabase(undefined)
    const first = kek()
    const users1 = createUserStore(db, createKeyring(first))
    const { user } = users1.findOrCreate('email', 'bob@example.com', { email: 'bob@example.com' })
    const before = users1.secret(user.id, 'solana')
    const second = kek()
    const users2 = createUserStore(db, createKeyring(second, [first]))
    expect(users2.kekUsage()).toEqual({ [first.id]: 2 })
    expect(users2.reseal()).toBe(2)
    expect(users2.kekUsage()).toEqual({ [second.id]: 2 })
    expect(createUserStore(db, createKeyring(second)).secret(user.id, 'solana').equals(before)).toBe(true)
  })
})
