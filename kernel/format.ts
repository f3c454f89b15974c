// Exact decimal handling (bigint, never floats) and the display rules of SPEC §9.

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/** Token decimals are a uint8 (ERC-20); anything else from a service or a token list is refused, never misread. */
function checkDecimals(decimals: number): void {
  // NaN and Infinity fail these comparisons too
  if (!(decimals >= 0 && decimals <= 255 && decimals % 1 === 0)) throw Error(`Invalid decimals: ${decimals}`)
}

/** '1.5' with 18 decimals → 1500000000000000000n. Throws on anything that is not a plain decimal. */
export function parseUnits(value: string, decimals: number): bigint {
  checkDecimals(decimals)
  const match = DECIMAL.exec(value.trim())
  if (!match || (!match[1] && !match[2])) throw new Error(`Not a decimal amount: ${value}`)
  const whole = match[1] || '0'
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) throw new Error(`More than ${decimals} decimals: ${value}`)
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

/** 1500000000000000000n with 18 decimals → '1.5'. Exact. */
export function formatUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Cut (not round) a decimal string to `places` decimals, padding with zeros: '1.23456' → '1.234'. */
export function truncateDecimals(value: string | undefined, places: number): string {
  const [whole = '0', fraction = ''] = (value || '0').split('.')
  return places === 0 ? whole : `${whole || '0'}.${fraction.slice(0, places).padEnd(places, '0')}`
}

/** Balance shown in the account: 3 decimals, '0.000' when unknown (SPEC §9). */
export const formatBalance = (value: string | undefined): string => truncateDecimals(value, 3)

/** '0x1234567890abcdef' → '0x12…abcdef': 4 characters at the start, 6 at the end (SPEC §9). */
export function truncateAddress(address: string, start = 4, end = 6): string {
  return address.length <= start + end + 1 ? address : `${address.slice(0, start)}…${address.slice(-end)}`
}
