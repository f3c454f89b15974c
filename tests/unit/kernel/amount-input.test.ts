// What an amount field (Send, Swap, Buy) takes: the pure rules of kernel/amount-input.ts, and a field
// driven by them through any sequence of keys, deletions and pastes.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountInput, cutDecimals, numberMarks, pastedAmount, tooManyPlaces } from '../../../kernel/amount-input'
import { parseUnits } from '../../../kernel/format'

describe('amountInput: the text a key leaves in an amount field, or undefined (refused)', () => {
  it('takes digits and one decimal point; a comma is the point, written "."', () => {
    expect(amountInput('12', 6)).toBe('12')
    expect(amountInput('12.5', 6)).toBe('12.5')
    expect(amountInput('12,5', 6)).toBe('12.5')
    expect(amountInput('', 6)).toBe('')
  })

  it('takes digits as Arabic, Persian and full-width keyboards write them, written in ASCII', () => {
    expect(amountInput('١٢٫٥', 6)).toBe('12.5')
    expect(amountInput('۱۲٫۵', 6)).toBe('12.5')
    expect(amountInput('１２．５', 6)).toBe('12.5')
  })

  it("leaves the way to an amount open: '.', '.5' and '100.' are taken", () => {
    expect(amountInput('.', 6)).toBe('.')
    expect(amountInput('.5', 6)).toBe('.5')
    expect(amountInput('100.', 6)).toBe('100.')
  })

  it("refuses what is no decimal amount: letters, an exponent, a sign, spaces, a second point", () => {
    for (const text of ['abc', '1a', '1e5', '-3', '--3', '+3', '1 2', ' 1', '1..2', '1.2.', '1,2,', '1.2,3', '∞', '½']) expect(amountInput(text, 18), text).toBeUndefined()
  })

  it("refuses more places than the token has (USDC 6: a 7th); a token with none takes no point", () => {
    expect(amountInput('1.123456', 6)).toBe('1.123456')
    expect(amountInput('1.1234567', 6)).toBeUndefined()
    expect(amountInput('99.99', 2)).toBe('99.99')
    expect(amountInput('99.999', 2)).toBeUndefined()
    expect(amountInput('12', 0)).toBe('12')
    expect(amountInput('12.', 0)).toBeUndefined()
    expect(amountInput('.', 0)).toBeUndefined()
  })
})

describe('tooManyPlaces: an amount refused only for its places (said under the field), not one that is no amount', () => {
  it("'1.1234567' in USDC's field (6): an amount with a 7th place; '1.123456' is taken, so not", () => {
    expect(tooManyPlaces('1.1234567', 6)).toBe(true)
    expect(tooManyPlaces('.1234567', 6)).toBe(true)
    expect(tooManyPlaces('99.999', 2)).toBe(true)
    expect(tooManyPlaces('12.5', 0)).toBe(true)
    for (const [text, decimals] of [['1.123456', 6], ['1.', 6], ['', 6], ['99.99', 2], ['12', 0]] as const) expect(tooManyPlaces(text, decimals), text).toBe(false)
  })

  it('is false for what is no amount whatever its places (a second point, a sign, letters), and while no token is picked', () => {
    for (const text of ['1.2.3456789', '-1.1234567', '1e1234567', 'abc']) expect(tooManyPlaces(text, 6), text).toBe(false)
    expect(tooManyPlaces('1.1234567', undefined)).toBe(false)
  })
})

describe('pastedAmount: the amount a pasted text holds, or undefined when it holds none for sure', () => {
  it("'1,234.50' and '1.234,50' are 1234.50: the last separator is the point, the other groups thousands (never 1.23450)", () => {
    expect(pastedAmount('1,234.50')).toBe('1234.50')
    expect(pastedAmount('1.234,50')).toBe('1234.50')
    expect(pastedAmount('1,234,567.891')).toBe('1234567.891')
    expect(pastedAmount('1.234.567,891')).toBe('1234567.891')
  })

  it("spaces around go, a unit or currency around goes, spaces and apostrophes inside group thousands: ' 12.5 ', '1 234,50 USDC', '$12.50', '1’234.5'", () => {
    expect(pastedAmount(' 12.5 ')).toBe('12.5')
    expect(pastedAmount('\t0.75\n')).toBe('0.75')
    expect(pastedAmount('1 234,50 USDC')).toBe('1234.50')
    expect(pastedAmount('1\u202f234,50\u00a0€')).toBe('1234.50')
    expect(pastedAmount('$12.50')).toBe('12.50')
    expect(pastedAmount('US$ 1,000.00')).toBe('1000.00')
    expect(pastedAmount('1’234.5')).toBe('1234.5')
    expect(pastedAmount("1'234'567")).toBe('1234567')
  })

  it("one separator standing once is the point ('12,5', '0,125', '1.234': the field writes its point '.'); repeated, it groups thousands ('1,234,567')", () => {
    expect(pastedAmount('12,5')).toBe('12.5')
    expect(pastedAmount('0,125')).toBe('0.125')
    expect(pastedAmount('1234,567')).toBe('1234.567')
    expect(pastedAmount('1.234')).toBe('1.234')
    expect(pastedAmount('.5')).toBe('.5')
    expect(pastedAmount('100.')).toBe('100.')
    expect(pastedAmount('1,234,567')).toBe('1234567')
    expect(pastedAmount('1.234.567')).toBe('1234567')
  })

  it("without a locale, '1,234' is refused, not guessed (1234 in English, 1.234 in German), and '1.234' is 1.234, as before", () => {
    expect(pastedAmount('1,234')).toBeUndefined()
    expect(pastedAmount('12,345 USDC')).toBeUndefined()
    expect(pastedAmount('1.234')).toBe('1.234')
  })

  it("a separator once before exactly three digits is the locale's to say: German groups with '.', its point is ','", () => {
    expect(pastedAmount('1.500', 'de')).toBe('1500')
    expect(pastedAmount('12.345 €', 'de')).toBe('12345')
    expect(pastedAmount('€ 123.456', 'de')).toBe('123456')
    expect(pastedAmount('1,234', 'de')).toBe('1.234')
    expect(pastedAmount('1,5', 'de')).toBe('1.5')
    expect(pastedAmount('1.5', 'de')).toBe('1.5')
    expect(pastedAmount('1.234,50', 'de')).toBe('1234.50')
    expect(pastedAmount('1.234.567', 'de')).toBe('1234567')
    // Not a group: four digits before it, or a 0 (no one writes 0.500 for five hundred), or other than three after.
    expect(pastedAmount('1234.567', 'de')).toBe('1234.567')
    expect(pastedAmount('0.500', 'de')).toBe('0.500')
    expect(pastedAmount('1.5000', 'de')).toBe('1.5000')
  })

  it("English groups with ',', its point is '.': '1,234' is 1234, '1.5' and '1.234' are themselves", () => {
    expect(pastedAmount('1,234', 'en')).toBe('1234')
    expect(pastedAmount('12,345 USDC', 'en')).toBe('12345')
    expect(pastedAmount('$1,500', 'en')).toBe('1500')
    expect(pastedAmount('1.5', 'en')).toBe('1.5')
    expect(pastedAmount('1.234', 'en')).toBe('1.234')
    expect(pastedAmount('1,5', 'en')).toBe('1.5')
    expect(pastedAmount('1.234,50', 'en')).toBe('1234.50')
    expect(pastedAmount('1,234.50', 'en')).toBe('1234.50')
  })

  it("French groups with a narrow no-break space, its point is ',': '1,234' is 1.234; '.' is not French, so '1.500' is 1.5 as before", () => {
    expect(pastedAmount('1\u202f500', 'fr')).toBe('1500')
    expect(pastedAmount('1 500,25 €', 'fr')).toBe('1500.25')
    expect(pastedAmount('1,234', 'fr')).toBe('1.234')
    expect(pastedAmount('1,5', 'fr')).toBe('1.5')
    expect(pastedAmount('1.500', 'fr')).toBe('1.500')
  })

  it("a locale's marks as Intl writes them, in ASCII; a locale that writes neither '.' nor ',' there leaves the rule as it was", () => {
    expect(numberMarks('de')).toEqual({ group: '.', decimal: ',' })
    expect(numberMarks('en')).toEqual({ group: ',', decimal: '.' })
    expect(numberMarks('es')).toEqual({ group: '.', decimal: ',' })
    expect(numberMarks('fr')).toEqual({ group: '\u202f', decimal: ',' })
    expect(numberMarks('ar-EG')).toEqual({ group: ',', decimal: '.' })
    expect(numberMarks('de-CH')).toEqual({ group: "'", decimal: '.' })
    expect(numberMarks('not a locale!')).toEqual({})
    // Swiss German: '.' is its point, ',' neither of its marks: refused as without a locale.
    expect(pastedAmount('1.234', 'de-CH')).toBe('1.234')
    expect(pastedAmount('1,234', 'de-CH')).toBeUndefined()
    expect(pastedAmount('1,234', 'not a locale!')).toBeUndefined()
    expect(pastedAmount('15.000', 'es')).toBe('15000')
    expect(pastedAmount('١٬٢٣٤', 'ar-EG')).toBe('1234')
  })

  it('the old rules stand in every locale: a sign, an exponent, two numbers, groups not of three are refused', () => {
    for (const locale of ['en', 'de', 'fr', 'ru', 'ar', undefined]) {
      for (const text of ['', 'abc', '-5', '−3', '+3', '1e5', '12.5 ETH ($30)', '12 5', '1,23,456', '1.2.3', '1,234.5.6', '0x10']) expect(pastedAmount(text, locale), `${locale} ${text}`).toBeUndefined()
    }
  })

  it('refuses what holds no one amount: a sign, an exponent, letters inside, two numbers, groups not of three, nothing but marks', () => {
    for (const text of ['', ' ', 'abc', '.', ',', '-3', '−3', '+3', '1e5', '1.5e3', '12abc3', '12.5 ETH ($30)', '12 5', '1,23,456', '1..2', '1.2.3', '1,234.5.6', '1.5,3', '½', '0x10']) expect(pastedAmount(text), text).toBeUndefined()
  })

  it('a number as Intl writes it with two places, in English, German, French, Swiss German, Russian, Arabic or Persian (their digits), is read as that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'de-CH', 'es-ES', 'it-IT', 'pt-BR', 'ru-RU', 'tr-TR', 'ar-EG', 'fa-IR'), (cents, locale) => {
        const written = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(cents / 100)
        expect(pastedAmount(written), `${locale} ${written}`).toBe((BigInt(cents) / 100n).toString() + '.' + String(cents % 100).padStart(2, '0'))
      }),
      { numRuns: 300 },
    )
  })
})

describe('pastedAmount in the locale the modal shows', () => {
  it('a number as Intl writes it in a locale (grouped, with 0 to 3 places) is read as that number in that locale: German 1.234 is 1234, English 1.234 is 1.234', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom('en', 'es', 'pt-BR', 'fr', 'de', 'ja', 'ko', 'zh-CN', 'tr', 'ru', 'ar', 'de-CH', 'it', 'ar-EG', 'fa-IR'), (units, places, locale) => {
        const written = new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: true }).format(units / 10 ** places)
        const digits = String(units).padStart(places + 1, '0')
        const expected = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`
        expect(pastedAmount(written, locale), `${locale} ${written}`).toBe(expected)
      }),
      { numRuns: 500 },
    )
  })
})

describe('cutDecimals: an amount kept within another token’s places when the token changes', () => {
  it('cuts, never rounds, the places beyond the token’s; a token with none keeps the whole part', () => {
    expect(cutDecimals('0.1234567', 6)).toBe('0.123456')
    expect(cutDecimals('0.9999999', 6)).toBe('0.999999')
    expect(cutDecimals('12.5', 6)).toBe('12.5')
    expect(cutDecimals('100.', 6)).toBe('100.')
    expect(cutDecimals('12.5', 0)).toBe('12')
    expect(cutDecimals('100.', 0)).toBe('100')
    expect(cutDecimals('.5', 0)).toBe('')
    expect(cutDecimals('', 6)).toBe('')
  })
})

/** One edit of a field, as a person makes it: a key, a deletion or a paste, over the selection [start, end). */
type Edit = { kind: 'key' | 'paste'; text: string; start: number; end: number } | { kind: 'delete'; start: number; end: number }

/** A field driven by the rules as ui/components/amount-input.tsx drives the real one. */
function edit(value: string, e: Edit, decimals: number, locale?: string): string {
  const [start, end] = [Math.min(e.start, value.length), Math.min(Math.max(e.start, e.end), value.length)]
  const splice = (text: string) => value.slice(0, start) + text + value.slice(end)
  if (e.kind === 'delete') return amountInput(splice(''), decimals) ?? value
  if (e.kind === 'key') return amountInput(splice(e.text), decimals) ?? value
  const clean = pastedAmount(e.text, locale)
  return clean === undefined ? value : (amountInput(splice(clean), decimals) ?? value)
}

const anEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('key' as const), text: fc.oneof(fc.constantFrom(...'0123456789.,-+e '), fc.string({ minLength: 1, maxLength: 1 })), start: fc.nat(40), end: fc.nat(40) }),
  fc.record({ kind: fc.constant('delete' as const), start: fc.nat(40), end: fc.nat(40) }),
  fc.record({ kind: fc.constant('paste' as const), text: fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^[ $]?\d{1,4}([.,]\d{3})*([.,]\d{0,9})?( USDC)?$/)), start: fc.nat(40), end: fc.nat(40) }),
)

describe('an amount field, whatever is typed, deleted or pasted', () => {
  it('is always empty or a decimal amount with at most the token’s places (one point, no sign, no exponent), in any locale', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 2, 6, 8, 18), fc.array(anEdit, { maxLength: 30 }), fc.constantFrom(undefined, 'en', 'de', 'fr', 'ar-EG'), (decimals, edits, locale) => {
        let value = ''
        for (const e of edits) {
          value = edit(value, e, decimals, locale)
          const [, fraction] = value.split('.')
          expect(value).toMatch(/^\d*\.?\d*$/)
          expect((fraction ?? '').length).toBeLessThanOrEqual(decimals)
          if (value !== '' && value !== '.') expect(parseUnits(value, decimals)).toBeTypeOf('bigint')
        }
      }),
      { numRuns: 500 },
    )
  })

  it('takes every digit typed at the end while there are places left', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 6, 18), fc.stringMatching(/^\d{1,6}(\.\d?)?$/), fc.constantFrom(...'0123456789'), (decimals, value, digit) => {
        expect(edit(value, { kind: 'key', text: digit, start: value.length, end: value.length }, decimals)).toBe(value + digit)
      }),
    )
  })
})
