// gangway/receive: the account's address as text and QR code, with the networks it is valid on
// (SPEC §2). The view and the QR encoder load the first time Receive is opened.
import type { FeaturePlugin } from 'gangway'

declare module 'gangway' {
  interface ViewParams {
    WalletReceive: undefined
  }
}

export function receive(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'receive',
    entries: [{ slot: 'account', view: 'WalletReceive', label: /* t */ 'Receive' }],
    views: ['WalletReceive'],
    load: () => import('./module'),
  }
}
