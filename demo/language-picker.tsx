// The demo's language picker (issue 16): the modal, its buttons and every plugin's views in one of
// Gangway's locales. Nothing is chosen at first: the modal follows the browser's language. A choice
// is remembered for the next visit; `?locale=ar` on the address picks one for that page.
import { LOCALES, type Modal } from 'gangway'
import { useStore } from 'gangway/react'

/** Each locale in its own language, as a person looks for it. */
const NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  tr: 'Türkçe',
  ru: 'Русский',
  ar: 'العربية',
}

const STORED = 'demo-locale'

/** The host's `locale` option: the address's, else the one picked last time; none follows the browser. */
export function demoLocale(search = location.search): string | undefined {
  return new URLSearchParams(search).get('locale') ?? localStorage.getItem(STORED) ?? undefined
}

export function LanguagePicker({ modal }: { modal: Modal }) {
  const { locale } = useStore(modal.stores.$language)
  const pick = (code: string) => {
    localStorage.setItem(STORED, code)
    void modal.setLocale(code)
  }
  return (
    <select value={locale} onChange={(e) => pick(e.target.value)} data-testid="language-picker" aria-label="Language">
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {NAMES[code]}
        </option>
      ))}
    </select>
  )
}
