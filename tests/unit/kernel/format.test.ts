import { describe, expect, it } from 'vitest'
import { formatBalance, formatUnits, parseUnits, truncateAddress, truncateDecimals } from '../../../kernel/format'

describe('format rules (SPEC §9)', () => {
  it('SPEC §9 the balance is displayed truncated (not rounded) to 3 decimals', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('0.9999')).toBe('0.999')
    expect(formatBalance('12')).toBe('12.000')
    expect(formatBalance('10000.5')).toBe('10000.500')
  })

  it("SPEC §9 an unknown balance is displayed as the default '0.000'", () => {
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance('')).toBe('0.000')
  })

  it('SPEC §9 token balance 2 decimals and quantity 3 decimals truncate the same way', () => {
    expect(truncateDecimals('3.14159', 2)).toBe('3.14')
    expect(truncateDecimals('.5', 3)).toBe('0.500')
    expect(truncateDecimals('7.9', 0)).toBe('7')
  })

  it('SPEC §9 truncated addresses keep 4 start and 6 end characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
    expect(truncateAddress('short')).toBe('short')
  })

  it('SPEC §7 parseUnits converts a decimal amount to base units exactly, as a bigint', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000000000000000001', 18)).toBe(1n)
    expect(parseUnits('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n)
    expect(parseUnits('10', 6)).toBe(10_000_000n)
    expect(parseUnits('0.1', 9)).toBe(100_000_000n)
    expect(parseUnits('5', 0)).toBe(5n)
  })

  it('SPEC §7 parseUnits rejects what is not a plain decimal or has more decimals than the token', () => {
    expect(() => parseUnits('1.0000001', 6)).toThrow()
    expect(() => parseUnits('abc', 18)).toThrow()
    expect(() => parseUnits('1e18', 18)).toThrow()
    expect(() => parseUnits('', 18)).toThrow()
    expect(() => parseUnits('.', 18)).toThrow()
  })

  it('SPEC §7 formatUnits converts base units back exactly, with no float rounding', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(10_000n * 10n ** 18n, 18)).toBe('10000')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(123456789123456789123456789n, 18)).toBe('123456789.123456789123456789')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(-2_500_000n, 6)).toBe('-2.5')
    expect(formatUnits(42n, 0)).toBe('42')
  })

  it('SPEC §7 parseUnits and formatUnits round-trip', () => {
    for (const value of ['0.1', '0.3', '9007199254740993.000000000000000001', '1']) {
      expect(formatUnits(parseUnits(value, 18), 18)).toBe(value)
    }
  })
})
