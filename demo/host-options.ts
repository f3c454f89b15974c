// Host options a person can try on the demo, read from the page's address: ?legal=links shows the
// terms and privacy links on Connect, ?legal=checkbox also asks to agree first (SPEC §3, §9);
// ?projectId=… builds the modal with another project id (a wrong one shows SPEC §8's alert);
// ?devWallet5792=off starts the dev wallet without EIP-5792, ?callsFallback=off builds eip155() without
// the one-by-one fallback for such wallets (see batchMode).
import type { ModalOptionsInput } from 'gangway'

export type LegalMode = 'off' | 'links' | 'checkbox'

export const legalMode = (search = location.search): LegalMode => {
  const value = new URLSearchParams(search).get('legal')
  return value === 'links' || value === 'checkbox' ? value : 'off'
}

export function hostOptions(search = location.search): Partial<ModalOptionsInput> {
  const projectId = new URLSearchParams(search).get('projectId')
  const project = projectId ? { projectId } : {}
  const legal = legalMode(search)
  if (legal === 'off') return project
  // The demo's own pages stand in for a host's terms: nothing leaves 127.0.0.1.
  return {
    ...project,
    termsConditionsUrl: `${location.origin}/#terms`,
    privacyPolicyUrl: `${location.origin}/#privacy`,
    features: { legalCheckbox: legal === 'checkbox' },
  }
}

/**
 * EIP-5792 on the demo: whether the dev wallet answers wallet_sendCalls itself (else it answers 4200, like
 * most browser wallets), and whether the host lets the modal send a batch one by one for such a wallet
 * (`eip155({ sendCallsFallback })`).
 */
export function batchMode(search = location.search): { devWalletCalls: boolean; sendCallsFallback: boolean } {
  const params = new URLSearchParams(search)
  return { devWalletCalls: params.get('devWallet5792') !== 'off', sendCallsFallback: params.get('callsFallback') !== 'off' }
}
