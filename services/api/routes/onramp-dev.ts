// The test on-ramp provider: its checkout page on 127.0.0.1, labelled "Test on-ramp provider — no
// real money". "Pay" sends the quoted tokens from a dev treasury on the local chain, once per
// checkout. It stands in for Coinbase's and Meld's widgets (GET /onramp/dev/meld takes Meld's URL
// parameters, SPEC §4) so the whole purchase can be tried with no provider account.
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { ClientError } from '../middleware/errors'
import { validQuery } from '../middleware/query'
import { DEFAULT_PAYMENT_CURRENCY, PAYMENT_CURRENCIES } from '../onramp/limits'
import { checkoutPage, type PageView } from '../onramp/page'
import type { Checkout } from '../onramp/checkouts'

const single = z.string({ error: 'must be given once' })
export const meldQuery = z.object({
  publicKey: single.max(200).optional(),
  destinationCurrencyCode: single.regex(/^[A-Za-z]{2,10}$/, 'must be a currency code such as USDC or SOL'),
  walletAddress: single.min(1).max(100),
  externalCustomerId: single.max(128).optional(),
  sourceAmount: single.regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 100').optional(),
  sourceCurrencyCode: single.transform((s) => s.toUpperCase()).pipe(z.enum(PAYMENT_CURRENCIES as [string, ...string[]], { error: `must be one of ${PAYMENT_CURRENCIES.join(', ')}` })).optional(),
  network: single.max(64).optional(),
})

const HTML_HEADERS = { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'", 'x-content-type-options': 'nosniff' }

export function onrampDevRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const onramp = deps.onramp

  const view = (checkout: Checkout, notice?: PageView['notice']): PageView => {
    const network = onramp.findNetwork(checkout.network)
    const asset = network?.assets.find((a) => a.symbol === checkout.asset)
    return { checkout, notice, standIn: asset?.standIn, networkLabel: network ? `${network.displayName} (${network.chain})` : checkout.network, deliverable: Boolean(checkout.chain) }
  }
  const wantsJson = (c: Context) => (c.req.header('accept') ?? '').includes('application/json')
  const answer = (c: Context, checkout: Checkout, status: 200 | 400 | 404 | 409 | 410 | 502, notice?: PageView['notice']) =>
    wantsJson(c)
      ? c.json({ id: checkout.id, status: checkout.status, txHash: checkout.txHash, purchaseAmount: checkout.purchaseAmount, asset: checkout.asset, ...(notice?.kind === 'err' ? { error: notice.text } : {}) }, status)
      : c.html(checkoutPage(view(checkout, notice)), status, HTML_HEADERS)

  routes.get('/onramp/dev/checkout/:id', (c) => {
    const checkout = onramp.checkout(c.req.param('id'))
    if (!checkout) return c.json({ error: 'Unknown checkout' }, 404)
    return answer(c, checkout, 200)
  })

  routes.post('/onramp/dev/checkout/:id/pay', async (c) => {
    const id = c.req.param('id')
    const before = onramp.checkout(id)
    if (!before) return c.json({ error: 'Unknown checkout' }, 404)
    try {
      const paid = await onramp.pay(id)
      return answer(c, paid, 200, { kind: 'ok', text: `Sent ${paid.purchaseAmount} ${paid.asset} to ${paid.address}.` })
    } catch (error) {
      const now = onramp.checkout(id) ?? before
      if (error instanceof HTTPException) return answer(c, now, error.status as 400 | 404 | 409 | 410, { kind: 'err', text: error.message })
      deps.log(`test on-ramp: paying ${id} failed`, error)
      return answer(c, now, 502, { kind: 'err', text: 'The treasury could not send the tokens; nothing was sent. Try again.' })
    }
  })

  // Meld's widget URL as SPEC §4 extends it: publicKey, destinationCurrencyCode (SOL on Solana,
  // else USDC), walletAddress, externalCustomerId. Makes a checkout and shows it.
  routes.get('/onramp/dev/meld', validQuery(meldQuery), async (c) => {
    const q = c.req.valid('query')
    const asset = q.destinationCurrencyCode.toUpperCase()
    const evm = isAddress(q.walletAddress, { strict: false })
    // Without a network: the first local network that sells the asset and takes this kind of address.
    const network =
      q.network ??
      onramp.networksFor(asset).find((n) => n.chain.startsWith(evm ? 'eip155:' : 'solana:'))?.name ??
      (asset === 'SOL' ? 'solana' : 'ethereum')
    if (!evm && !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(q.walletAddress)) throw new ClientError(400, `Invalid walletAddress: ${q.walletAddress.slice(0, 100)}`)
    const checkout = await onramp.createCheckout({
      provider: 'meld',
      network,
      address: q.walletAddress,
      asset,
      paymentCurrency: q.sourceCurrencyCode ?? DEFAULT_PAYMENT_CURRENCY,
      paymentMethod: 'card',
      fiatAmount: q.sourceAmount,
      partnerUserId: q.externalCustomerId ?? '',
    })
    return c.redirect(`/onramp/dev/checkout/${checkout.id}`, 303)
  })

  return routes
}
