// Every text of the source (`t('…')`, `/* t */ '…'`) has a translation in every locale of the UI
// catalogue, no locale keeps a text the source no longer has, and placeholders match. Issue 16:
// 'every text a person sees comes from a message catalogue'.
import { describe, expect, it } from 'vitest'
import { errorMessage } from '../../../kernel/errors'
import { createLanguage, translate, type Messages } from '../../../kernel/i18n'
import { LOCALES, matchLocale, templatePatterns } from '../../../kernel/locales'
import { localeFiles, messageKeys, placeholders } from './messages'

const keys = messageKeys()
const locales = LOCALES.filter((code) => code !== 'en')

describe('the message catalogue (ui/locales)', () => {
  it('finds the texts of the views, the kernel catalogues and the plugins in the source', () => {
    // A few of each kind, so a broken scan cannot pass by finding nothing.
    for (const key of ['Connect Wallet', 'All Wallets', 'Review Send', 'Modal closed', 'Session Expired', 'Ethereum and EVM', 'Balance {amount}']) expect(keys.has(key), key).toBe(true)
  })

  it('has one module per locale of LOCALES, and no other', () => {
    expect(localeFiles().sort()).toEqual([...locales].sort())
  })

  for (const locale of locales) {
    describe(locale, () => {
      it('translates every text of the source, keeps no stale one, and keeps each text’s placeholders', async () => {
        const table = ((await import(`../../../ui/locales/${locale}.ts`)) as { default: Record<string, string> }).default
        const missing = [...keys.keys()].filter((key) => !(key in table))
        const stale = Object.keys(table).filter((key) => !keys.has(key))
        const mismatched = Object.entries(table).filter(([key, text]) => keys.has(key) && placeholders(key).join() !== placeholders(text).join())
        expect({ missing, stale, mismatched }).toEqual({ missing: [], stale: [], mismatched: [] })
        // A translation is a translation: no empty text.
        expect(Object.entries(table).filter(([, text]) => !text.trim())).toEqual([])
      })
    })
  }
})

describe('choosing a locale', () => {
  it("matches the browser's languages to a locale Gangway has: exact, then by language; English otherwise", () => {
    expect(matchLocale(['pt-BR'], false)).toBe('pt-BR')
    expect(matchLocale(['pt-PT'], false)).toBe('pt-BR')
    expect(matchLocale(['es-MX', 'en'], false)).toBe('es')
    expect(matchLocale(['zh'], false)).toBe('zh-CN')
    expect(matchLocale(['nl-NL', 'de'], false)).toBe('de')
    expect(matchLocale(['nl-NL', 'en-GB', 'fr'], false)).toBe('en')
    expect(matchLocale([], false)).toBe('en')
  })

  it("keeps a host's locale Gangway lacks (a plugin may bring it)", () => {
    expect(matchLocale(['it'], true)).toBe('it')
    expect(matchLocale(['JA'], true)).toBe('ja')
  })

  it('fills placeholders, and shows the English text when a table lacks it', () => {
    expect(translate({ 'Send {symbol}': 'Enviar {symbol}' }, 'Send {symbol}', { symbol: 'ETH' })).toBe('Enviar ETH')
    expect(translate({}, 'Pay {amount}', { amount: '1 ETH' })).toBe('Pay 1 ETH')
    expect(translate({}, 'Keep {unknown}', {})).toBe('Keep {unknown}')
  })

  it('translates a text that arrives filled in (an error message with a value) by its template', async () => {
    const language = createLanguage('ja', [])
    await language.addMessages(async (locale) => ((await import(`../../../ui/locales/${locale}.ts`)) as { default: Messages }).default)
    expect(language.t(errorMessage('TRY_AGAIN_AFTER', 12))).toBe('12 秒後にもう一度お試しください')
    expect(language.t('Amount must be between 10.00 and 7500.00 USD for Apple Pay')).toBe('Apple Pay の金額は 10.00〜7500.00 USD の範囲で指定してください')
    // A text no template matches stays as it came; English stays the SPEC's exact text.
    expect(language.t('Please try again later')).toBe('Please try again later')
    // Nor is a text that merely holds a short template's words read as it ('{currency} on {network}'
    // made this 'bip122 の Sign-in is not supported'): the words around the values must be most of it.
    expect(language.t('Sign-in is not supported on bip122')).toBe('Sign-in is not supported on bip122')
    expect(createLanguage('en', []).t(errorMessage('TRY_AGAIN_AFTER', 12))).toBe('Please try again after 12 seconds')
    // A template of placeholders alone would match any text: it is left out.
    expect(templatePatterns({ '{a} {b}': '{b} {a}', 'Pay {amount}': '{amount} 支払う' }).map(([, key]) => key)).toEqual(['Pay {amount}'])
  })
})
