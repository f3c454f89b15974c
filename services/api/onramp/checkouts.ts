// Checkouts of the test on-ramp, kept in SQLite: what was quoted, where it goes, and whether it was
// paid. Paying claims the checkout in one UPDATE, so a second press (or a second tab) cannot pay again.
import type { Db } from '../store/db'

export type CheckoutStatus = 'open' | 'paying' | 'paid'

export interface Checkout {
  id: string
  createdAt: number
  provider: string
  /** Network name (local-a) and its CAIP-2 chain, when it is one the test provider delivers on. */
  network: string
  chain: string | null
  address: string
  asset: string
  /** Token contract or mint; null for the native currency. */
  token: string | null
  decimals: number
  paymentCurrency: string
  paymentMethod: string
  paymentTotal: string
  fee: string
  networkFee: string
  /** What arrives, decimal, and in base units. */
  purchaseAmount: string
  purchaseUnits: string
  partnerUserId: string
  status: CheckoutStatus
  txHash: string | null
  paidAt: number | null
}

/** A checkout is payable this long after it is made. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000

interface Row {
  id: string
  created_at: number
  provider: string
  network: string
  chain: string | null
  address: string
  asset: string
  token: string | null
  decimals: number
  payment_currency: string
  payment_method: string
  payment_total: string
  fee: string
  network_fee: string
  purchase_amount: string
  purchase_units: string
  partner_user_id: string
  status: CheckoutStatus
  tx_hash: string | null
  paid_at: number | null
}

const fromRow = (r: Row): Checkout => ({
  id: r.id,
  createdAt: r.created_at,
  provider: r.provider,
  network: r.network,
  chain: r.chain,
  address: r.address,
  asset: r.asset,
  token: r.token,
  decimals: r.decimals,
  paymentCurrency: r.payment_currency,
  paymentMethod: r.payment_method,
  paymentTotal: r.payment_total,
  fee: r.fee,
  networkFee: r.network_fee,
  purchaseAmount: r.purchase_amount,
  purchaseUnits: r.purchase_units,
  partnerUserId: r.partner_user_id,
  status: r.status,
  txHash: r.tx_hash,
  paidAt: r.paid_at,
})

export function createCheckoutStore(db: Db) {
  const q = {
    add: db.prepare(
      `INSERT INTO onramp_checkouts (id, created_at, provider, network, chain, address, asset, token, decimals, payment_currency, payment_method,
         payment_total, fee, network_fee, purchase_amount, purchase_units, partner_user_id, status)
       VALUES (@id, @createdAt, @provider, @network, @chain, @address, @asset, @token, @decimals, @paymentCurrency, @paymentMethod,
         @paymentTotal, @fee, @networkFee, @purchaseAmount, @purchaseUnits, @partnerUserId, 'open')`,
    ),
    get: db.prepare<[string], Row>('SELECT * FROM onramp_checkouts WHERE id = ?'),
    claim: db.prepare("UPDATE onramp_checkouts SET status = 'paying' WHERE id = ? AND status = 'open'"),
    release: db.prepare("UPDATE onramp_checkouts SET status = 'open' WHERE id = ? AND status = 'paying'"),
    paid: db.prepare("UPDATE onramp_checkouts SET status = 'paid', tx_hash = ?, paid_at = ? WHERE id = ?"),
    reverted: db.prepare("UPDATE onramp_checkouts SET status = 'open', tx_hash = NULL, paid_at = NULL WHERE id = ? AND tx_hash = ?"),
    // A pay that died mid-way (server stopped) leaves 'paying' with no hash: open again at start.
    stale: db.prepare("UPDATE onramp_checkouts SET status = 'open' WHERE status = 'paying' AND tx_hash IS NULL"),
  }
  q.stale.run()
  return {
    add(c: Omit<Checkout, 'status' | 'txHash' | 'paidAt'>): void {
      q.add.run(c)
    },
    get: (id: string): Checkout | undefined => {
      const row = q.get.get(id)
      return row && fromRow(row)
    },
    /** true for exactly one caller per open checkout. */
    claim: (id: string): boolean => q.claim.run(id).changes === 1,
    /** The payment did not go out: the checkout may be paid again. */
    release: (id: string): void => void q.release.run(id),
    /** Recorded as soon as the transfer is sent: from then on the checkout cannot pay again. */
    markPaid: (id: string, txHash: string): void => void q.paid.run(txHash, Date.now(), id),
    /** The sent transfer reverted on the chain: nothing arrived, the checkout is open again. */
    markReverted: (id: string, txHash: string): void => void q.reverted.run(id, txHash),
  }
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>
