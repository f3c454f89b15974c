// The key-encryption keys (KEKs) of the secure site. Every private key it keeps is encrypted under the
// current KEK; older KEKs are kept only to read what was encrypted before a rotation. A KEK is 32 random
// bytes, base64, from the environment or a secret file: never in the database, never in the repository.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

export interface Kek {
  /** A short fingerprint stored beside each ciphertext, so the right KEK decrypts it. */
  id: string
  key: Buffer
}

export interface Keyring {
  current: Kek
  /** Every KEK that may decrypt, the current one first. */
  all: readonly Kek[]
  find(id: string): Kek | undefined
}

export const kekId = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16)

export function parseKek(text: string, where: string): Kek {
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length !== 32) throw new Error(`${where}: a key-encryption key is 32 bytes in base64 (openssl rand -base64 32), got ${key.length} bytes`)
  return { id: kekId(key), key }
}

export function createKeyring(current: Kek, previous: readonly Kek[] = []): Keyring {
  const all = [current, ...previous.filter((k) => k.id !== current.id)]
  return { current, all, find: (id) => all.find((k) => k.id === id) }
}

/**
 * The keyring from the environment: GANGWAY_SECURE_KEK (base64) or GANGWAY_SECURE_KEK_FILE (a file
 * holding it); during a rotation, GANGWAY_SECURE_KEK_PREVIOUS (comma-separated) or
 * GANGWAY_SECURE_KEK_PREVIOUS_FILE (one per line) name the KEKs being retired.
 */
export function keyringFromEnv(env: NodeJS.ProcessEnv = process.env): Keyring {
  const read = (name: string): string | undefined => {
    const file = env[`${name}_FILE`]
    if (file) return readFileSync(file, 'utf8')
    return env[name] || undefined
  }
  const current = read('GANGWAY_SECURE_KEK')
  if (!current) throw new Error('The secure site needs a key-encryption key: set GANGWAY_SECURE_KEK or GANGWAY_SECURE_KEK_FILE (openssl rand -base64 32)')
  const previous = (read('GANGWAY_SECURE_KEK_PREVIOUS') ?? '')
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text, i) => parseKek(text, `GANGWAY_SECURE_KEK_PREVIOUS #${i + 1}`))
  return createKeyring(parseKek(current, 'GANGWAY_SECURE_KEK'), previous)
}
