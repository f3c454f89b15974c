// The translation hook of every view, ours and plugins': `const t = useT()`, then
// `t('Send {symbol}', { symbol })`. The English text is the key; `t.locale` is the locale shown,
// for Intl formats. The UI's own catalogue loads only when a person's language is
// not English (ui/locales).
import { useStore } from '@nanostores/react'
import { translate, type Language, type MessageParams, type MessageSource } from '../kernel/i18n'
import { atom } from 'nanostores'
import { useContext } from 'react'
import { ModalContext } from './context'

export type Translate = ((key: string, params?: MessageParams) => string) & Pick<Language, 'locale'>

/** Outside a provider (a kit component drawn on its own), English. */
const english = atom<Language>({ locale: 'en', dir: 'ltr', messages: {} })

export function useT(): Translate {
  const { messages, locale } = useStore(useContext(ModalContext)?.stores.$language ?? english)
  return Object.assign((key: string, params?: MessageParams) => translate(messages, key, params), { locale })
}

/** The UI's catalogue (every core view's and our plugins' texts), one chunk per locale behind a small index. */
export const uiMessages: MessageSource = (locale) => import('./locales/index').then((m) => m.load(locale))
