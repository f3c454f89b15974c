// AES-256-GCM envelope for the secure site's private keys: a fresh 96-bit IV per encryption, the
// authentication tag checked on every decryption, and the row the key belongs to (user, namespace,
// address) bound in as additional data, so a ciphertext moved to another row does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Keyring } from './keyring'

export interface Sealed {
  kekId: string
  iv: Buffer
  tag: Buffer
  ciphertext: Buffer
}

export function seal(keyring: Keyring, plaintext: Uint8Array, aad: string): Sealed {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return { kekId: keyring.current.id, iv, tag: cipher.getAuthTag(), ciphertext }
}

export function open(keyring: Keyring, sealed: Sealed, aad: string): Buffer {
  const kek = keyring.find(sealed.kekId)
  if (!kek) throw new Error(`No key-encryption key ${sealed.kekId} in the keyring: was it retired before every key was re-encrypted?`)
  const decipher = createDecipheriv('aes-256-gcm', kek.key, sealed.iv)
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(sealed.tag)
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()])
}
