import { describe, expect, it } from 'vitest'
import { PublicKey } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../../../../plugins/solana/base58'
import { isSolanaAddress } from '../../../../plugins/solana'
import { devSolanaKey } from '../../../../services/dev/keys'

describe('base58 and Solana addresses (SPEC §5)', () => {
  it('encodes and decodes like @solana/web3.js, leading zero bytes included', () => {
    for (const bytes of [new Uint8Array(32), Uint8Array.from([0, 0, 1, 2, 255]), devSolanaKey(0).publicKey]) {
      const text = encodeBase58(bytes)
      expect(decodeBase58(text)).toEqual(bytes)
    }
    expect(encodeBase58(devSolanaKey(1).publicKey)).toBe(new PublicKey(devSolanaKey(1).publicKey).toBase58())
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(() => decodeBase58('0OIl')).toThrow('Not base58')
  })

  it('SPEC §5 a Solana address is base58, 32 to 44 characters', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true) // 32: the system program
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true) // 43
    expect(isSolanaAddress(devSolanaKey(2).address)).toBe(true)
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false) // 31
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isSolanaAddress('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false) // outside the alphabet
    expect(isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  })
})
