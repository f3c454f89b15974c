// One chunk per locale: a host whose visitors never pick a language downloads none of them.
// Every core view's texts and our own plugins' are here (see README "Languages" for why).
import type { Messages } from '../../kernel/i18n'

const chunks: Readonly<Record<string, () => Promise<{ default: Messages }>>> = {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  'zh-CN': () => import('./zh-CN'),
  tr: () => import('./tr'),
  ru: () => import('./ru'),
  ar: () => import('./ar'),
}

export const load = (locale: string): Promise<Messages> | undefined => chunks[locale]?.().then((m) => m.default)
