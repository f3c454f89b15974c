// gangway/onramp: buy crypto from the Account (SPEC §1 on-ramp) through the providers the host's
// services offer (meld, coinbase): options with limits, a quote, and the provider's checkout in a
// new window. The factory is a few bytes; the controller and view load when Buy crypto is opened.
import type { FeaturePlugin } from 'gangway'

declare module 'gangway' {
  interface ViewParams {
    OnRampProviders: undefined
  }
  interface FeatureFlags {
    onramp?: boolean
    /** The host's Meld public key, sent as `publicKey` on the Meld URL (SPEC §4). */
    onrampMeldPublicKey?: string
  }
}

export function onramp(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'onramp',
    // Remote config lists the providers (SPEC §5 rule), or turns the on-ramp off.
    remoteFlag: 'onramp',
    // SPEC §1: on-ramp where balances are read (eip155, solana): what is bought shows in Tokens.
    requires: { capabilities: ['tokenBalances'], services: ['api'] },
    options: { onrampMeldPublicKey: { default: '', check: (v) => typeof v === 'string', message: 'must be a string' } },
    // 'Buy' fits Account's row of four actions; the view is titled in full.
    entries: [{ slot: 'account', view: 'OnRampProviders', label: /* t */ 'Buy' }],
    views: ['OnRampProviders'],
    titles: { OnRampProviders: /* t */ 'Buy crypto' },
    load: () => import('./module'),
  }
}

export type { OnrampController, OnrampState } from './controller'
