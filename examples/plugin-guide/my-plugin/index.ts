// my-plugin/index.ts: the factory. Cheap: no React, nothing heavy; the rest sits behind load().
import type { FeaturePlugin } from 'gangway'

declare module 'gangway' {
  // The views you serve, with their params: `view('Allowances')` and `useViewParams` are typed by this.
  interface ViewParams { Allowances: undefined; AllowanceHelp: undefined }
  // Your switch, so `features: { allowances: false }` type-checks (an unknown key is a type error).
  interface FeatureFlags { allowances?: boolean }
}

export function allowances(o: { fromBlock?: bigint } = {}): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'allowances',                                   // features.allowances: false turns it off
    requires: { capabilities: ['evm'] },               // shown only where the active namespace runs the EVM
    entries: [
      { slot: 'account-tab', view: 'Allowances', label: 'Allowances' },          // a tab of Account
      { slot: 'account-profile', view: 'AllowanceHelp', label: 'About allowances' }, // a link under the address
    ],
    views: ['Allowances', 'AllowanceHelp'],
    // Header titles, view name → English text (translated); without one, an entry's view is titled by its label.
    titles: { AllowanceHelp: 'Allowances' },
    // load() takes no arguments: hand your factory's options to the heavy half yourself.
    load: async () => (await import('./module')).createModule(o),
  }
}
