// "Bitcoin Signed Message" (BIP-137, the legacy signmessage): the hash its compact signatures commit to,
// shared by the signer (the dev Bitcoin wallet) and the verifier (services/bitcoin/bip137.ts).
import { crypto as bcrypto } from 'bitcoinjs-lib'

/** Bitcoin's varint (CompactSize), little endian. */
const compactSize = (n: number): number[] =>
  n < 0xfd ? [n] : n <= 0xffff ? [0xfd, n & 0xff, n >> 8] : [0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]

/** Double SHA-256 of the prefixed, length-prefixed message. */
export function bip137MessageHash(message: Uint8Array): Uint8Array {
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  return bcrypto.hash256(Uint8Array.from([...prefix, ...compactSize(message.length), ...message]))
}
