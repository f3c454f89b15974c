// Base58 (the Bitcoin alphabet Solana uses for addresses and signatures). Small and exact:
// leading zero bytes are leading '1's.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((char, i) => [char, i]))

export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i]! << 8
      digits[i] = carry % 58
      carry = (carry / 58) | 0
    }
    for (; carry; carry = (carry / 58) | 0) digits.push(carry % 58)
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return '1'.repeat(zeros) + digits.reverse().map((d) => ALPHABET[d]).join('')
}

/** Throws on a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let carry = INDEX.get(char)
    if (carry === undefined) throw new Error(`Not base58: ${text}`)
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry; carry >>= 8) bytes.push(carry & 0xff)
  }
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
