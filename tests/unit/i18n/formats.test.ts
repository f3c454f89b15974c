// Issue 16: numbers, amounts, fiat and relative times are written with Intl in the language shown;
// amounts stay exact (they are decimal strings from bigint, never floats), only their display changes.
import { describe, expect, it } from 'vitest'
import { relativeTime } from '../../../plugins/features-activity/time'
import { formatDecimal, formatQuantity, formatUsd } from '../../../ui/format'

describe('amounts and fiat in the language shown', () => {
  it('SPEC §9 English stays as it was: ungrouped decimals, dollars to 2 decimals, cut not rounded', () => {
    expect(formatQuantity('1000.123456')).toBe('1000.123')
    expect(formatUsd(1234.5678)).toBe('$1,234.56')
  })

  it('a decimal keeps every digit in any language (no float on the way): 20 digits and 18 decimals', () => {
    const exact = '12345678901234567890.123456789012345678'
    expect(formatDecimal(exact, 'de')).toBe('12345678901234567890,123456789012345678')
    expect(formatDecimal(exact, 'en')).toBe(exact)
  })

  it('the decimal separator and currency are the locale’s', () => {
    expect(formatQuantity('1.5', 'fr')).toBe('1,500')
    expect(formatUsd(1234.5678, 'de')).toMatch(/^1\.234,56\s\$$/)
    expect(formatUsd(1234.5678, 'ja')).toMatch(/1,234\.56/)
  })
})

describe('Activity relative times', () => {
  const now = Date.UTC(2026, 10, 26, 12)
  it('SPEC §9 English labels are unchanged; other languages get Intl words for the same amount and unit', () => {
    expect(relativeTime(now - 5 * 60e3, now)).toBe('5 min')
    expect(relativeTime(now - 5 * 60e3, now, 'ja')).toBe('5 分前')
    expect(relativeTime(now - 2 * 86_400e3, now, 'de')).toBe(new Intl.RelativeTimeFormat('de', { style: 'short' }).format(-2, 'day'))
    expect(relativeTime(now + 3 * 3_600e3, now, 'es')).toBe(new Intl.RelativeTimeFormat('es', { style: 'short' }).format(3, 'hour'))
  })
})
