// What an amount field (Send, Swap, Buy) takes: only what can be a decimal amount, as AppKit's and
// wallets' fields do. Pure, so each rule is tested on its own; ui/components/amount-input.tsx applies them.

/** Digits and marks as Arabic, Persian and full-width keyboards write them, in ASCII: '١٢٫٥' is '12.5'. */
const ascii = (text: string): string =>
  text.replace(/[٠-٩۰-۹０-９]/g, (digit) => String(digit.charCodeAt(0) & 15)).replace(/[٫．]/g, '.').replace(/[٬，]/g, ',')

/**
 * The field's text after a key (or a deletion), or undefined when the key is refused: digits and one
 * point ('.' or ',', written '.'), at most `decimals` places (without a token, a uint8's 255).
 * '', '.', '.5' and '100.' are taken: each is on the way to an amount ('.5' and '100.' are amounts).
 */
export function amountInput(text: string, decimals = 255): string | undefined {
  const match = /^\d*(?:\.(\d*))?$/.exec(ascii(text).replace(',', '.'))
  const places = match?.[1]
  return match && (places === undefined || (decimals > 0 && places.length <= decimals)) ? match[0] : undefined
}

/** An amount refused only for its places, more than `decimals` ('1.1234567' for USDC's 6): the field says so. */
export const tooManyPlaces = (text: string, decimals?: number): boolean => amountInput(text) !== undefined && amountInput(text, decimals) === undefined

/** The marks a locale writes a number with, as `ascii` writes them: German's { group: '.', decimal: ',' }. */
export interface NumberMarks {
  readonly group?: string
  readonly decimal?: string
}

// A locale's marks never change: read once per locale (pastedAmount stays pure, its answer the same for the same text and locale).
const marksOf = new Map<string, NumberMarks>()

/**
 * The group (thousands) and decimal marks of `locale`, as Intl writes them (1234567.5: the million
 * so that Spanish, which groups only from five digits, shows its mark); {} for a tag Intl refuses.
 */
export function numberMarks(locale: string): NumberMarks {
  let marks = marksOf.get(locale)
  if (!marks) {
    try {
      const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5)
      const mark = (type: 'group' | 'decimal') => {
        const value = parts.find((part) => part.type === type)?.value
        return value === undefined ? undefined : ascii(value)
      }
      marks = { group: mark('group'), decimal: mark('decimal') }
    } catch {
      marks = {}
    }
    marksOf.set(locale, marks)
  }
  return marks
}

/**
 * The amount a pasted text holds, as a plain decimal, or undefined when it holds none for sure.
 * `locale` is the language the person reads the modal in (their bank and exchange write numbers so):
 * - spaces and a unit or currency around the number go: ' 12.5 ', '$12.50', '1 234,50 USDC';
 * - spaces and apostrophes inside group thousands, as Intl writes them: '1 234,50', '1’234.50';
 * - with both '.' and ',', the last is the point and the other groups thousands: '1,234.50' and
 *   '1.234,50' are 1234.50 (never 1.23450), whatever the locale;
 * - a separator repeated groups thousands ('1,234,567'); standing once it is the point ('12,5',
 *   '0,125', '1234.567': the field writes its point '.');
 * - but once before exactly three digits ('1.500', '1,234', '12.345') it is the locale's to say:
 *   its group mark groups thousands ('1.500' is 1500 in German, '1,234' is 1234 in English), its
 *   decimal mark is the point ('1,234' is 1.234 in German). Where the locale writes neither there
 *   (French and Russian group with a space, so '1.500' in French; no locale given), it is as before:
 *   '.' is the point ('1.500' is 1.5) and ',' is refused, not guessed;
 * - groups are of three digits; anything else (a sign, an exponent, two numbers) is refused.
 */
export function pastedAmount(text: string, locale?: string): string | undefined {
  const bare = ascii(text).replace(/^[\s\p{L}\p{Sc}]+|[\s\p{L}\p{Sc}]+$/gu, '').replace(/[\s'’]/g, ' ')
  const at = Math.max(bare.lastIndexOf('.'), bare.lastIndexOf(','))
  const point = bare[at]
  const once = point !== undefined && bare.indexOf(point) === at
  // One separator before exactly three digits: a thousands group or a point, as the locale writes it.
  if (/^[1-9]\d{0,2}[.,]\d{3}$/.test(bare)) {
    const marks: NumberMarks = locale === undefined ? {} : numberMarks(locale)
    if (point === marks.group) return bare.replace(/[.,]/, '')
    // Its decimal mark is the point (below). Neither of its marks (French and Russian group with a
    // space and write ',' as the point, so '.' there; Swiss German's ','; no locale): as before the
    // locale was known, '.' is the point and ',' is refused.
    if (point !== marks.decimal && point === ',') return undefined
  }
  const [whole, fraction] = once ? [bare.slice(0, at), bare.slice(at + 1)] : [bare, undefined]
  const digits = /^\d*$/.test(whole) ? whole : /^\d{1,3}(?:([ .,])\d{3})(?:\1\d{3})*$/.test(whole) ? whole.replace(/\D/g, '') : undefined
  if (digits === undefined || !/^\d*$/.test(fraction ?? '') || !/\d/.test(bare)) return undefined
  return fraction === undefined ? digits : `${digits}.${fraction}`
}

/** An amount cut (never rounded) to `decimals` places: what was typed for one token, kept for one with fewer. */
export function cutDecimals(amount: string, decimals: number): string {
  const at = amount.indexOf('.')
  if (at < 0 || (decimals > 0 && amount.length - at - 1 <= decimals)) return amount
  return amount.slice(0, decimals > 0 ? at + 1 + decimals : at)
}
