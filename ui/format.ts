// Display rules of SPEC §9 for the account: token values in dollars to 2 decimals, quantities to
// 3, both cut rather than rounded (a person must never see more than they hold).
import { truncateDecimals } from '../kernel/format'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' } as Intl.NumberFormatOptions)

/** 1234.5678 → '$1,234.56'. */
export const formatUsd = (value: number | undefined): string => usd.format(Number.isFinite(value) ? value! : 0)

/** '1000.123456' → '1000.123'. */
export const formatQuantity = (numeric: string | undefined): string => truncateDecimals(numeric, 3)
