// Display rules of SPEC §9 for the account: token values in dollars to 2 decimals, quantities to
// 3, both cut rather than rounded (a person must never see more than they hold). Written in the
// language shown (Intl): the amounts stay exact decimal strings, only their display changes.
import { truncateDecimals } from '../kernel/format'
import { formatDecimal } from './format-decimal'

export { formatDecimal }

/** 1234.5678 → '$1,234.56' ('1.234,56 $' in German). */
export const formatUsd = (value: number | undefined, locale = 'en-US'): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' } as Intl.NumberFormatOptions).format(Number.isFinite(value) ? value! : 0)

/** '1000.123456' → '1000.123'. */
export const formatQuantity = (numeric: string | undefined, locale?: string): string => formatDecimal(truncateDecimals(numeric, 3), locale)
