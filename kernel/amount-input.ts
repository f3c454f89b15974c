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

/**
 * The amount a pasted text holds, as a plain decimal, or undefined when it holds none for sure:
 * - spaces and a unit or currency around the number go: ' 12.5 ', '$12.50', '1 234,50 USDC';
 * - spaces and apostrophes inside group thousands, as Intl writes them: '1 234,50', '1’234.50';
 * - with both '.' and ',', the last is the point and the other groups thousands: '1,234.50' and
 *   '1.234,50' are 1234.50 (never 1.23450);
 * - a separator repeated groups thousands ('1,234,567'); standing once it is the point ('12,5',
 *   '0,125', and '1.234': the field writes its point '.'), but for ',' before exactly three digits
 *   ('1,234'), which is 1234 in English and 1.234 in German: refused, not guessed;
 * - groups are of three digits; anything else (a sign, an exponent, two numbers) is refused.
 */
export function pastedAmount(text: string): string | undefined {
  const bare = ascii(text).replace(/^[\s\p{L}\p{Sc}]+|[\s\p{L}\p{Sc}]+$/gu, '').replace(/[\s'’]/g, ' ')
  const at = Math.max(bare.lastIndexOf('.'), bare.lastIndexOf(','))
  const point = bare[at]
  const once = point !== undefined && bare.indexOf(point) === at
  if (point === ',' && /^[1-9]\d{0,2},\d{3}$/.test(bare)) return undefined
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
