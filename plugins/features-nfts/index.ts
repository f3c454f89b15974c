// gangway/nfts: the Account's NFTs tab (SPEC §2 Account tabs: Tokens, NFTs, Activity): what the
// account holds on the active network, from the services, with names and images; spam hidden.
import type { FeaturePlugin } from 'gangway'

declare module 'gangway' {
  interface ViewParams {
    AccountNfts: undefined
  }
  interface FeatureFlags {
    nfts?: boolean
  }
}

export function nfts(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'nfts',
    // The services index NFT transfers with the history of the namespaces they index.
    requires: { capabilities: ['history'], services: ['api'] },
    entries: [{ slot: 'account-tab', view: 'AccountNfts', label: /* t */ 'NFTs' }],
    views: ['AccountNfts'],
    load: () => import('./module'),
  }
}

export type { Nft, NftsController, NftsState } from './controller'
