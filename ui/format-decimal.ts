// An exact decimal in the language shown. Its own module: the connect button needs it before the
// first render, the rest of ./format only once a view opens.

/** An exact decimal string in the language shown, ungrouped as SPEC §9 writes it: '1000.5' → '1000,5' in French. */
export function formatDecimal(numeric: string, locale = 'en'): string {
  const places = numeric.split('.')[1]?.length ?? 0
  // A string is formatted as the exact decimal it writes (Intl.NumberFormat v3): no float on the way.
  return new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: places, maximumFractionDigits: places }).format(numeric as unknown as number)
}
