// gangway/activity: the account's transactions on the connected chain, from the services'
// history (SPEC §2 Account tab Activity, §5). Remote config may turn it off ('activity').
import type { FeaturePlugin } from '../../kernel/plugin'

declare module '../../kernel/router' {
  interface ViewParams {
    Transactions: undefined
  }
}

export function activity(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'activity',
    remoteFlag: 'activity',
    // SPEC §1 lists activity for eip155; the local services index the Solana runtime as well.
    requires: { namespaces: ['eip155', 'solana'] },
    entries: [{ slot: 'account-tab', view: 'Transactions', label: 'Activity' }],
    views: ['Transactions'],
    titles: { Transactions: 'Activity' },
    load: () => import('./module'),
  }
}

export type { ActivityController, ActivityState } from './controller'
