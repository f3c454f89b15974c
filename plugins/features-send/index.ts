// gangway/send: send native currency and tokens from the Account (SPEC §2, §4 'Send flow'), on
// every namespace with the transfers capability. The factory is a few bytes; the controller and
// views load the first time Send is opened.
import type { FeaturePlugin } from 'gangway'
import type { SentTransfer } from './controller'

export const SEND_VIEWS = ['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview', 'WalletSendSuccess'] as const

declare module 'gangway' {
  interface ViewParams {
    WalletSend: undefined
    WalletSendSelectToken: undefined
    WalletSendPreview: undefined
    WalletSendSuccess: SentTransfer
  }
}

export function send(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'send',
    requires: { capabilities: ['transfers'] },
    entries: [{ slot: 'account', view: 'WalletSend', label: /* t */ 'Send' }],
    views: SEND_VIEWS,
    titles: { WalletSend: /* t */ 'Send', WalletSendSelectToken: /* t */ 'Select Token', WalletSendPreview: /* t */ 'Review Send', WalletSendSuccess: /* t */ 'Send' },
    load: () => import('./module'),
  }
}

export type { SendController, SendState, SentTransfer } from './controller'
