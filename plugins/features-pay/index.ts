// gangway/pay: a host asks the person to pay an exact amount of a native currency or a token on
// one of its networks, and gets the transaction id back. Off by default (SPEC §9 `features.pay`):
//
//   createModal({ plugins: [eip155(), pay()], features: { pay: true }, … })
//   const hash = await openPay(modal, { recipient, amount: '12.5', asset: { symbol: 'DUSD', decimals: 6, address }, network: 'eip155:1' })
//
// The factory and `openPay` are a few bytes; the Pay view and the payment code load on first use.
import type { FeaturePlugin, PluginApi } from 'gangway'
import type { PayRequest } from './request'

declare module 'gangway' {
  interface ViewParams {
    Pay: undefined
  }
}

export function pay(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'pay',
    enabledByDefault: false,
    // Paying is a transfer: where the namespace can send (SPEC §1 Send: eip155, solana).
    requires: { capabilities: ['transfers'] },
    views: ['Pay'],
    load: () => import('./module'),
  }
}

/**
 * Opens the modal on the Pay view for `request`. Resolves with the transaction id (hash or
 * signature) once the chain has it; rejects with 'Modal closed' when the person closes the modal
 * first, 'Connection rejected' or 'Signature declined' when they refuse in the wallet.
 */
export async function openPay(modal: PluginApi, request: PayRequest): Promise<string> {
  const feature = modal.features.find((f) => f.id === 'pay')
  if (!feature) throw new Error('Install pay() from gangway/pay to take payments')
  const { payController } = await import('./controller')
  return payController(modal).request(feature, request)
}

export type { PayRequest, PayAsset } from './request'
export type { PayState, PayStatus } from './controller'
