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

/**
 * A table's keys with placeholders as patterns that read a filled-in text back to its key, so a
 * message that arrives with its value in it ('Please try again after 12 seconds') is translated
 * too. The one with the most fixed text is tried first ('Amount must be between {min} and {max}…'
 * before '{a} and {b}'); a key of placeholders alone would match anything and is left out. The
 * values may make at most half the text, as a number of seconds or a name does: a text that merely
 * holds a short key's words ('Sign-in is not supported on bip122' and '{currency} on {network}') is
 * not that message.
 */
export function templatePatterns(messages: Readonly<Record<string, string>>): Array<readonly [RegExp, string]> {
  const fixed = (key: string) => key.replace(/\{\w+\}/g, '')
  return Object.keys(messages)
    .filter((key) => /\{\w+\}/.test(key) && /[^\s{}]/.test(fixed(key)))
    .sort((a, b) => fixed(b).length - fixed(a).length)
    .flatMap((key) => {
      const source = key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^]+?)')
      try {
        return [[new RegExp(`^(?=[^]{0,${2 * fixed(key).length}}$)${source}$`), key] as const]
      } catch {
        return [] // a placeholder used twice: such a text is translated only with its params
      }
    })
}
