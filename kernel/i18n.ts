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

/** The language the modal shows: its locale, writing direction and loaded texts. */
export interface Language {
  locale: string
  dir: 'ltr' | 'rtl'
  messages: Messages
}

/** A BCP 47 tag, checked loosely (`pt-BR`, `zh-Hans-CN`). */
export const isLocaleTag = (value: unknown): boolean => typeof value === 'string' && /^[a-z]{2,3}(-[a-z\d]{2,8})*$/i.test(value)

const fill = (text: string, params: MessageParams) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

/** Each loaded table's templates (keys with placeholders) as patterns that read a filled-in text back; built by kernel/locales.ts. */
export const templates = new WeakMap<Messages, ReadonlyArray<readonly [RegExp, string]>>()

/**
 * `'Send {symbol}'`, `{ symbol: 'ETH' }` → the translation with `{symbol}` filled in. A text that
 * arrives already filled in (an error's message: 'Please try again after 12 seconds') is matched
 * back to its template, so it is translated too.
 */
export function translate(messages: Messages, key: string, params?: MessageParams): string {
  const text = messages[key]
  if (text !== undefined) return params ? fill(text, params) : text
  if (!params) {
    for (const [pattern, template] of templates.get(messages) ?? []) {
      const found = pattern.exec(key)?.groups
      if (found) return fill(messages[template]!, found)
    }
  }
  return params ? fill(key, params) : key
}

const english: Language = { locale: 'en', dir: 'ltr', messages: {} }
/** Plainly English: nothing to match, nothing to load. */
const isEnglish = (wanted: readonly string[]) => !wanted.length || /^en(-|$)/i.test(wanted[0]!)

export function createLanguage(option: string | undefined, browserLanguages: readonly string[]) {
  const $language = atom<Language>(english)
  const sources = new Set<MessageSource>()
  let wanted = option ? [option] : browserLanguages
  let explicit = Boolean(option)
  let run = 0

  async function load(): Promise<void> {
    const current = ++run
    let next = english
    if (!isEnglish(wanted)) {
      const { matchLocale, isRtl, templatePatterns } = await import('./locales')
      const locale = matchLocale(wanted, explicit)
      const tables = locale === 'en' ? [] : await Promise.all([...sources].map((source) => Promise.resolve(source(locale)).catch(() => undefined)))
      next = { locale, dir: isRtl(locale) ? 'rtl' : 'ltr', messages: Object.assign({}, ...tables) as Messages }
      templates.set(next.messages, templatePatterns(next.messages))
    }
    // A later choice wins over a slower earlier one.
    if (current === run) $language.set(next)
  }

  return {
    $language,
    /** Add a source of messages; the chosen locale's table is loaded from it at once. */
    async addMessages(source: MessageSource): Promise<void> {
      if (sources.has(source)) return
      sources.add(source)
      if (!isEnglish(wanted)) await load()
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
