// Languages. English is built in: a message's key is its English text ('Send {symbol}'), so
// English needs no table and no lookup. Other languages load only when chosen (the `locale`
// option, `setLocale`, or the browser's language): each message source (the UI's catalogue, a
// plugin's own) is asked for that locale's table, and the tables merge into one store. The kernel
// knows no view and no plugin; it holds the choice and the loaded texts.
import { atom } from 'nanostores'

/** English text → its translation. A missing key shows the English text. */
export type Messages = Readonly<Record<string, string>>
/** Where a locale's messages come from: resolves with its table, or undefined when it has none. Keep it behind import(). */
export type MessageSource = (locale: string) => Promise<Messages | undefined> | undefined
export type MessageParams = Readonly<Record<string, string | number>>

/** The locales Gangway's own texts come in; a browser asking for none of them gets English. */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ja', 'ko', 'zh-CN', 'tr', 'ru', 'ar'] as const

/** The language the modal shows: its locale, writing direction and loaded texts. */
export interface Language {
  locale: string
  dir: 'ltr' | 'rtl'
  messages: Messages
}

const RTL = /^(ar|he|fa|ur|ps|yi|dv|ckb|sd|ug)(-|$)/i

/** A BCP 47 tag, checked loosely (`pt-BR`, `zh-Hans-CN`). */
export const isLocaleTag = (value: unknown): boolean => typeof value === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(value)

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

/** `'Send {symbol}'`, `{ symbol: 'ETH' }` → the translation with `{symbol}` filled in. */
export function translate(messages: Messages, key: string, params?: MessageParams): string {
  const text = messages[key] ?? key
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text
}

const english: Language = { locale: 'en', dir: 'ltr', messages: {} }

export function createLanguage(option: string | undefined, browserLanguages: readonly string[]) {
  const $language = atom<Language>(english)
  const sources = new Set<MessageSource>()
  let wanted = option ? [option] : browserLanguages
  let explicit = Boolean(option)
  let loading = 0

  async function load(): Promise<void> {
    const run = ++loading
    const locale = matchLocale(wanted, explicit)
    const tables = locale === 'en' ? [] : await Promise.all([...sources].map((source) => Promise.resolve(source(locale)).catch(() => undefined)))
    // A later choice wins over a slower earlier one.
    if (run !== loading) return
    $language.set({ locale, dir: RTL.test(locale) ? 'rtl' : 'ltr', messages: Object.assign({}, ...tables) as Messages })
  }

  return {
    $language,
    /** Add a source of messages; the chosen locale's table is loaded from it at once. */
    addMessages(source: MessageSource): Promise<void> {
      if (sources.has(source)) return Promise.resolve()
      sources.add(source)
      return matchLocale(wanted, explicit) === 'en' ? Promise.resolve() : load()
    },
    setLocale(locale: string): Promise<void> {
      wanted = [locale]
      explicit = true
      return load()
    },
    t: (key: string, params?: MessageParams) => translate($language.get().messages, key, params),
  }
}

export type LanguageState = ReturnType<typeof createLanguage>
