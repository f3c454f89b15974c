// gangway/activity: the account's transactions on the connected chain, from the services'
// history (SPEC §2 Account tab Activity, §5). Remote config may turn it off ('activity').
import type { FeaturePlugin } from 'gangway'

declare module 'gangway' {
  interface ViewParams {
    Transactions: undefined
  }
  interface FeatureFlags {
    /** The Account tab Activity (installed with `activity()`); default on. */
    activity?: boolean
  }
}

export function activity(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'activity',
    remoteFlag: 'activity',
    // History comes from the services, for namespaces they index (SPEC §1 lists eip155).
    requires: { capabilities: ['history'], services: ['api'] },
    entries: [{ slot: 'account-tab', view: 'Transactions', label: /* t */ 'Activity' }],
    views: ['Transactions'],
    titles: { Transactions: /* t */ 'Activity' },
    load: () => import('./module'),
  }
}

export type { ActivityController, ActivityState } from './controller'
