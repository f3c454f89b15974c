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
    // ERC-20 allowances live where the EVM runs: the tab shows only where the active namespace says so.
    requires: { capabilities: ['evm'] },
    entries: [{ slot: 'account-tab', view: 'Allowances', label: 'Allowances' }],
    views: ['Allowances'],
    load: async () => (await import('./module')).createModule(o),
  }
}
