// Which locale a person gets, from what they asked for: loaded only when that is not plainly
// English (a browser whose first language is English, or a host that set none of its own, never
// downloads it).

/** The locales Gangway's own texts come in; a browser asking for none of them gets English. */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ja', 'ko', 'zh-CN', 'tr', 'ru', 'ar'] as const

/** Languages written right to left. */
export const isRtl = (locale: string) => /^(ar|he|fa|ur|ps|yi|dv|ckb|sd|ug)(-|$)/i.test(locale)

/**
 * The locale for what a person asked for: an exact match of `LOCALES`, else one of the same
 * language ('pt' → 'pt-BR', 'es-MX' → 'es'). `explicit` (the host's choice) is kept as given when
 * nothing matches, since a plugin may bring it; the browser's languages fall back to English.
 */
export function matchLocale(wanted: readonly string[], explicit: boolean): string {
  for (const tag of wanted) {
    const exact = LOCALES.find((code) => code.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const language = tag.split('-')[0]!.toLowerCase()
    const same = LOCALES.find((code) => code.split('-')[0] === language)
    if (same) return same
    if (explicit) return tag
  }
  return 'en'
}
