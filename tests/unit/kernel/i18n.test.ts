// Languages in the kernel: the `locale` option and the browser's languages choose a locale; its
// texts load from every message source (the UI's, a plugin's own) only when it is not English;
// setLocale switches at run time; Arabic is right-to-left.
import { describe, expect, it } from 'vitest'
import type { Messages } from '../../../kernel/i18n'
import { testFeature } from '../support/feature'
import { makeModal } from '../support/modal'
import { testNamespace } from '../support/namespace'

function source(tables: Record<string, Messages>) {
  const asked: string[] = []
  const load = (locale: string) => {
    asked.push(locale)
    return tables[locale] ? Promise.resolve(tables[locale]) : undefined
  }
  return { asked, load }
}

describe('languages (issue 16)', () => {
  it('loads nothing for English: no message source is asked', async () => {
    const ui = source({ es: { Send: 'Enviar' } })
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    await modal.addMessages(ui.load)
    expect(ui.asked).toEqual([])
    expect(modal.t('Send')).toBe('Send')
    expect(modal.stores.$language.get()).toMatchObject({ locale: 'en', dir: 'ltr' })
  })

  it("the locale option loads that locale's texts from the UI and from each feature plugin's own messages", async () => {
    const ui = source({ 'pt-BR': { Send: 'Enviar' } })
    const plugin = source({ 'pt-BR': { 'Tip {amount}': 'Gorjeta {amount}' } })
    const feature = testFeature({ id: 'tips', messages: plugin.load })
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), feature], options: { locale: 'pt' } })
    await modal.addMessages(ui.load)
    expect(modal.t('Send')).toBe('Enviar')
    expect(modal.t('Tip {amount}', { amount: '1 ETH' })).toBe('Gorjeta 1 ETH')
    // Asked for the chosen locale only (once per load: the feature's and the UI's arrival each load it).
    expect(new Set(ui.asked)).toEqual(new Set(['pt-BR']))
    expect(new Set(plugin.asked)).toEqual(new Set(['pt-BR']))
  })

  it('a feature the host switched off brings no messages', async () => {
    const plugin = source({ es: { Tip: 'Propina' } })
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), testFeature({ id: 'tips', messages: plugin.load })], options: { locale: 'es', features: { tips: false } as never } })
    await modal.setLocale('es')
    expect(plugin.asked).toEqual([])
  })

  it('setLocale switches at run time; ar is right-to-left; back to English drops the texts', async () => {
    const ui = source({ ar: { Send: 'إرسال' }, ja: { Send: '送金' } })
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    await modal.addMessages(ui.load)
    await modal.setLocale('ar')
    expect(modal.stores.$language.get()).toMatchObject({ locale: 'ar', dir: 'rtl' })
    expect(modal.t('Send')).toBe('إرسال')
    await modal.setLocale('ja')
    expect(modal.stores.$language.get()).toMatchObject({ locale: 'ja', dir: 'ltr' })
    await modal.setLocale('en')
    expect(modal.t('Send')).toBe('Send')
  })

  it('a later choice wins over a slower earlier one', async () => {
    let release: (m: Messages) => void = () => {}
    const slow = new Promise<Messages>((resolve) => (release = resolve))
    const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
    await modal.addMessages((locale) => (locale === 'de' ? slow : Promise.resolve({ Send: 'Envoyer' })))
    const first = modal.setLocale('de')
    await modal.setLocale('fr')
    release({ Send: 'Senden' })
    await first
    expect(modal.stores.$language.get().locale).toBe('fr')
    expect(modal.t('Send')).toBe('Envoyer')
  })

  it('SPEC §9 options: a locale that is not a language tag is refused by name', () => {
    expect(() => makeModal({ plugins: [testNamespace('eip155')], options: { locale: 'spanish please' } })).toThrow(/locale: must be a language tag \(es, pt-BR\)/)
  })
})
