// The test on-ramp provider's checkout page: plain HTML, no script, clearly labelled as a test.
import type { Checkout } from './checkouts'

const esc = (s: string) => s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;overflow-wrap:anywhere;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
.banner{background:#fff3cd;border:1px solid #e0c36a;border-radius:8px;padding:.6rem .8rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#666}dd{margin:0;word-break:break-all}
button{font:inherit;font-weight:600;padding:.6rem 1.4rem;border-radius:8px;border:0;background:#3b5bdb;color:#fff;cursor:pointer}
.ok{color:#2b8a3e}.err{color:#c92a2a}code{word-break:break-all}`

export interface PageView {
  checkout: Checkout
  /** What stands in for the asset on this network, e.g. DUSD for USDC. */
  standIn?: string
  networkLabel: string
  deliverable: boolean
  notice?: { kind: 'ok' | 'err'; text: string }
}

export function checkoutPage(v: PageView): string {
  const c = v.checkout
  const asset = v.standIn ? `${c.asset} (as ${v.standIn} on the local chain)` : c.asset
  const paid = c.status === 'paid' && c.txHash
  const body = [
    `<p class="banner" role="note">Test on-ramp provider — no real money. It stands in for ${esc(c.provider === 'meld' ? 'Meld' : 'Coinbase')} on the local stack: "Pay" charges nothing and sends test tokens from a dev treasury.</p>`,
    `<h1>Buy ${esc(asset)}</h1>`,
    `<dl>`,
    `<dt>You pay</dt><dd data-field="paymentTotal">${esc(c.paymentTotal)} ${esc(c.paymentCurrency)} by ${esc(c.paymentMethod === 'card' ? 'card' : 'bank transfer (ACH)')}</dd>`,
    `<dt>Provider fee</dt><dd>${esc(c.fee)} ${esc(c.paymentCurrency)}</dd>`,
    `<dt>Network fee</dt><dd>${esc(c.networkFee)} ${esc(c.paymentCurrency)}</dd>`,
    `<dt>You receive</dt><dd data-field="purchaseAmount">${esc(c.purchaseAmount)} ${esc(c.asset)}</dd>`,
    `<dt>Network</dt><dd>${esc(v.networkLabel)}</dd>`,
    `<dt>To</dt><dd><code>${esc(c.address)}</code></dd>`,
    `</dl>`,
    v.notice ? `<p class="${v.notice.kind}" role="status">${esc(v.notice.text)}</p>` : '',
    paid ? `<p class="ok" role="status">Paid. Transaction <code data-tx-hash="${esc(c.txHash!)}">${esc(c.txHash!)}</code></p>` : '',
    !paid && v.deliverable && c.status === 'open' ? `<form method="post" action="/onramp/dev/checkout/${esc(c.id)}/pay"><button type="submit">Pay</button></form>` : '',
    !v.deliverable ? `<p class="err" role="status">This test provider delivers only on the local chains; it cannot send to ${esc(c.network)}.</p>` : '',
  ].join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Test on-ramp provider — no real money</title><style>${STYLE}</style></head><body>${body}</body></html>`
}
