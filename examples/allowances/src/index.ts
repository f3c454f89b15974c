// The factory a host calls: `allowances()` in `createModal({ plugins: [...] })`. It must stay cheap
// (no React, no viem): everything else loads behind `load()` when the tab is first shown.
import type { FeaturePlugin } from 'gangway'

declare module 'gangway' {
  interface ViewParams {
    Allowances: undefined
  }
  interface FeatureFlags {
    /** `features: { allowances: false }` switches the tab off. */
    allowances?: boolean
  }
}

export interface AllowancesOptions {
  /**
   * The first block searched for Approval logs (default 0). Public RPCs limit log ranges: a host on
   * a long chain passes a recent block, or the block its tokens were deployed at.
   */
  fromBlock?: bigint
}

export function allowances(o: AllowancesOptions = {}): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'allowances',
    // Revoking sends a transaction, so the tab shows where the active namespace can send. No
    // capability says "EVM": the view itself says so on another family (see README).
    requires: { capabilities: ['transfers'] },
    entries: [{ slot: 'account-tab', view: 'Allowances', label: 'Allowances' }],
    views: ['Allowances'],
    load: async () => (await import('./module')).createModule(o),
  }
}
