// Display rules of SPEC §9 for the account: token values in dollars to 2 decimals, quantities to
// 3, both cut rather than rounded (a person must never see more than they hold). Written in the
// language shown (Intl): the amounts stay exact decimal strings, only their display changes.
import { truncateDecimals } from '../kernel/format'

const formats = new Map<string, Intl.NumberFormat>()
const format = (locale: string, options: Intl.NumberFormatOptions, key: string) => {
  let found = formats.get(locale + key)
  if (!found) formats.set(locale + key, (found = new Intl.NumberFormat(locale, options)))
  return found
}

/** 1234.5678 → '$1,234.56' ('1.234,56 US$' in German). */
export const formatUsd = (value: number | undefined, locale = 'en-US'): string =>
  format(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' } as Intl.NumberFormatOptions, '$').format(Number.isFinite(value) ? value! : 0)

/** An exact decimal string in the language shown, ungrouped as SPEC §9 writes it: '1000.5' → '1000,5' in French. */
export function formatDecimal(numeric: string, locale = 'en'): string {
  const places = numeric.split('.')[1]?.length ?? 0
  // A string is formatted as the exact decimal it writes (Intl.NumberFormat v3): no float on the way.
  return format(locale, { useGrouping: false, minimumFractionDigits: places, maximumFractionDigits: places }, `d${places}`).format(numeric as unknown as number)
}

/** '1000.123456' → '1000.123'. */
export const formatQuantity = (numeric: string | undefined, locale?: string): string => formatDecimal(truncateDecimals(numeric, 3), locale)
