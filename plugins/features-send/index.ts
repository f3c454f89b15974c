// gangway/send: send native currency and tokens from the Account (SPEC §2, §4 'Send flow'). The
// factory is a few bytes; the controller and views load the first time Send is opened.
import type { FeaturePlugin } from '../../kernel/plugin'

export const SEND_VIEWS = ['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview'] as const

declare module '../../kernel/router' {
  interface ViewParams {
    WalletSend: undefined
    WalletSendSelectToken: undefined
    WalletSendPreview: undefined
  }
}

export function send(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'send',
    // SPEC §1: sending exists on eip155 and solana.
    requires: { namespaces: ['eip155', 'solana'] },
    entries: [{ slot: 'account', view: 'WalletSend', label: 'Send' }],
    views: SEND_VIEWS,
    titles: { WalletSend: 'Send', WalletSendSelectToken: 'Select Token', WalletSendPreview: 'Review Send' },
    load: () => import('./module'),
  }
}

export type { SendController, SendState, SentTransfer } from './controller'
