// Users of the embedded wallet and their keys. Each user gets one EVM (secp256k1) and one Solana
// (ed25519) key when first seen; both are sealed under the current key-encryption key before they
// touch the database, and opened only for the moment a signature is made.
import { randomBytes } from 'node:crypto'
import nacl from 'tweetnacl'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { hexToBytes } from 'viem'
import { encodeBase58 } from '../../plugins/solana/base58'
import type { Db } from './db'
import type { Keyring } from './keyring'
import { open, seal } from './vault'

export type WalletNamespace = 'eip155' | 'solana'
/** How a user signs in: e-mail, a social provider, or Farcaster. */
export type LoginProvider = 'email' | 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

export interface User {
  id: number
  email: string | null
  addresses: Record<WalletNamespace, string>
}

const aadOf = (userId: number, namespace: string, address: string) => `gangway-wallet-key:${userId}:${namespace}:${address}`

interface KeyRow {
  user_id: number
  namespace: string
  address: string
  kek_id: string
  iv: Buffer
  tag: Buffer
  ciphertext: Buffer
}

export function createUserStore(db: Db, keyring: Keyring) {
  const insertUser = db.prepare('INSERT INTO users (email, created_at) VALUES (?, ?)')
  const insertKey = db.prepare('INSERT INTO wallet_keys (user_id, namespace, address, kek_id, iv, tag, ciphertext, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const insertIdentity = db.prepare('INSERT INTO identities (provider, subject, user_id, username, created_at) VALUES (?, ?, ?, ?, ?)')
  const byIdentity = db.prepare<[string, string], { user_id: number }>('SELECT user_id FROM identities WHERE provider = ? AND subject = ?')
  const userRow = db.prepare<[number], { id: number; email: string | null }>('SELECT id, email FROM users WHERE id = ?')
  const keysOf = db.prepare<[number], KeyRow>('SELECT * FROM wallet_keys WHERE user_id = ?')
  const keyOf = db.prepare<[number, string], KeyRow>('SELECT * FROM wallet_keys WHERE user_id = ? AND namespace = ?')
  const setUsername = db.prepare('UPDATE identities SET username = ? WHERE provider = ? AND subject = ?')
  const identityOf = db.prepare<[number, string], { subject: string; username: string | null }>('SELECT subject, username FROM identities WHERE user_id = ? AND provider = ?')
  const allKeys = db.prepare<[], KeyRow>('SELECT * FROM wallet_keys')
  const resealKey = db.prepare('UPDATE wallet_keys SET kek_id = ?, iv = ?, tag = ?, ciphertext = ? WHERE user_id = ? AND namespace = ?')

  const addKey = (userId: number, namespace: WalletNamespace, address: string, secret: Uint8Array, now: number) => {
    const sealed = seal(keyring, secret, aadOf(userId, namespace, address))
    insertKey.run(userId, namespace, address, sealed.kekId, sealed.iv, sealed.tag, sealed.ciphertext, now)
  }

  const get = (id: number): User | undefined => {
    const row = userRow.get(id)
    if (!row) return undefined
    const keys = keysOf.all(id)
    const address = (ns: WalletNamespace) => keys.find((k) => k.namespace === ns)?.address ?? ''
    return { id, email: row.email, addresses: { eip155: address('eip155'), solana: address('solana') } }
  }

  /** A new user with fresh keys, signed in through `provider` as `subject`. */
  const create = db.transaction((provider: LoginProvider, subject: string, o: { email: string | null; username: string | null; now: number }): number => {
    const id = Number(insertUser.run(o.email, o.now).lastInsertRowid)
    const evmKey = generatePrivateKey()
    addKey(id, 'eip155', privateKeyToAddress(evmKey), hexToBytes(evmKey), o.now)
    const seed = randomBytes(32)
    addKey(id, 'solana', encodeBase58(nacl.sign.keyPair.fromSeed(seed).publicKey), seed, o.now)
    insertIdentity.run(provider, subject, id, o.username, o.now)
    return id
  })

  return {
    get,
    /** The user who signs in through `provider` as `subject`, made on first sight; `created` says whether they are new. */
    findOrCreate(provider: LoginProvider, subject: string, o: { email?: string | null; username?: string | null; now?: number } = {}): { user: User; created: boolean } {
      const now = o.now ?? Date.now()
      const known = byIdentity.get(provider, subject)
      if (known) {
        if (o.username !== undefined) setUsername.run(o.username, provider, subject)
        return { user: get(known.user_id)!, created: false }
      }
      // A social login's e-mail is kept only when no other user holds it (never merged: a provider's
      // unverified address must not open another person's wallet).
      const email = o.email && !db.prepare('SELECT 1 FROM users WHERE email = ?').get(o.email) ? o.email : null
      const id = create(provider, subject, { email, username: o.username ?? null, now })
      return { user: get(id)!, created: true }
    },
    identity(userId: number, provider: LoginProvider): { subject: string; username: string | null } | undefined {
      return identityOf.get(userId, provider)
    },
    /** The user's secret for `namespace` (EVM private key, or the Solana seed): only for signing, never sent anywhere. */
    secret(userId: number, namespace: WalletNamespace): Buffer {
      const row = keyOf.get(userId, namespace)
      if (!row) throw new Error(`No ${namespace} key for user ${userId}`)
      return open(keyring, { kekId: row.kek_id, iv: row.iv, tag: row.tag, ciphertext: row.ciphertext }, aadOf(userId, namespace, row.address))
    },
    /** Moves a user's e-mail login to `email` (SPEC §4 'E-mail update'); false when another user holds it. */
    changeEmail: db.transaction((userId: number, email: string): boolean => {
      const holder = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?').get(email)
      if (holder && holder.id !== userId) return false
      const old = userRow.get(userId)?.email
      db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, userId)
      if (old) db.prepare("UPDATE identities SET subject = ? WHERE provider = 'email' AND user_id = ?").run(email, userId)
      else db.prepare("INSERT OR IGNORE INTO identities (provider, subject, user_id, username, created_at) VALUES ('email', ?, ?, NULL, ?)").run(email, userId, Date.now())
      return true
    }),
    /** Re-encrypts every key under the keyring's current KEK (after a rotation); how many changed. */
    reseal: db.transaction((): number => {
      let changed = 0
      for (const row of allKeys.all()) {
        if (row.kek_id === keyring.current.id) continue
        const aad = aadOf(row.user_id, row.namespace, row.address)
        const secret = open(keyring, { kekId: row.kek_id, iv: row.iv, tag: row.tag, ciphertext: row.ciphertext }, aad)
        const sealed = seal(keyring, secret, aad)
        secret.fill(0)
        resealKey.run(sealed.kekId, sealed.iv, sealed.tag, sealed.ciphertext, row.user_id, row.namespace)
        changed++
      }
      return changed
    }),
    /** How many keys each KEK still seals (to see that a retired KEK seals none). */
    kekUsage(): Record<string, number> {
      const rows = db.prepare<[], { kek_id: string; n: number }>('SELECT kek_id, COUNT(*) AS n FROM wallet_keys GROUP BY kek_id').all()
      return Object.fromEntries(rows.map((r) => [r.kek_id, r.n]))
    },
  }
}

export type UserStore = ReturnType<typeof createUserStore>
