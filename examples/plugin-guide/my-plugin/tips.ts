// my-plugin/tips.ts: the translations, one lazily imported table per locale.
import type { FeaturePlugin } from 'gangway'

const locales: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  es: () => import('./locales/es'), // export default { 'Tip {amount}': 'Propina {amount}', Tips: 'Propinas' }
  ja: () => import('./locales/ja'),
}

export const tips = (): FeaturePlugin => ({
  kind: 'feature',
  id: 'tips',
  messages: (locale) => locales[locale]?.().then((m) => m.default),
  views: ['Tips'],
  load: async () => (await import('./tips-view')).tipsModule,
})
