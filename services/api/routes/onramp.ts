// SPEC §7 on-ramp routes: GET /v1/onramp/options (SPEC §3 purchase and payment currencies with SPEC
// §9 limits), POST /v1/onramp/quote, POST /v1/generators/onrampurl (a checkout URL of the test
// provider, Coinbase's chain list and fallback applied).
import { Hono } from 'hono'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { limitBody, validJson } from '../middleware/body'
import { badRequest } from '../middleware/errors'
import { sdkParams } from '../middleware/sdk-params'
import { nodeDown } from '../swaps/markets'
import { COINBASE_CHAINS, COINBASE_FALLBACK_CHAIN, DEFAULT_PAYMENT_CURRENCY, DEFAULT_PURCHASE_CURRENCY, FEE_RANGE_PERCENT, PAYMENT_CURRENCIES, PAYMENT_METHODS, PROVIDER_NAMES, PROVIDERS } from '../onramp/limits'

/** A fiat amount: a decimal with at most two decimals, given as a string or a number. */
const fiat = z
  .union([z.string(), z.number()], { error: 'must be an amount such as 100 or 99.50' })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount with at most two decimals, such as 100 or 99.50'))
const crypto = z
  .union([z.string(), z.number()], { error: 'must be an amount such as 0.5' })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'must be a decimal amount such as 0.5'))
/** AppKit sends the currency objects from the options; a plain id or symbol works too. */
const currencyRef = z
  .union([z.string().max(64), z.looseObject({ id: z.string().max(64).optional(), symbol: z.string().max(16).optional() })], { error: 'must be a currency id or an object from /v1/onramp/options' })
  .transform((v) => (typeof v === 'string' ? v : (v.symbol ?? v.id ?? '')).toUpperCase())
  .pipe(z.string().min(1, 'must name a currency'))

export const quoteBody = z.object({
  purchaseCurrency: currencyRef,
  paymentCurrency: currencyRef,
  amount: fiat,
  network: z.string({ error: 'must be a network name such as local-a, or a chain id' }).min(1).max(64),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `must be one of ${PAYMENT_METHODS.join(', ')}` }).optional(),
  provider: z.enum(PROVIDER_NAMES, { error: `must be one of ${PROVIDER_NAMES.join(', ')}` }).optional(),
})

export const generatorBody = z.object({
  destinationWallets: z
    .array(z.object({ address: z.string().min(1).max(100), blockchains: z.array(z.string().min(1).max(64)).min(1).max(20), assets: z.array(z.string().min(1).max(16)).max(20).optional() }))
    .min(1, 'must list at least one wallet')
    .max(10),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string({ error: 'must be the project or user id' }).min(1).max(128),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: crypto.optional(),
  presetFiatAmount: fiat.optional(),
  paymentCurrency: z.enum(PAYMENT_CURRENCIES as [string, ...string[]], { error: `must be one of ${PAYMENT_CURRENCIES.join(', ')}` }).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  provider: z.enum(PROVIDER_NAMES).optional(),
})

export function onrampRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const onramp = deps.onramp

  routes.get('/v1/onramp/options', sdkParams, (c) => {
    const origin = new URL(c.req.url).origin
    return c.json({
      purchaseCurrencies: onramp.purchaseCurrencies(),
      paymentCurrencies: onramp.paymentCurrencies(),
      // Beyond AppKit's shape: the defaults, and the providers with their fees and (Meld) widget URL.
      defaults: { purchaseCurrency: DEFAULT_PURCHASE_CURRENCY, paymentCurrency: DEFAULT_PAYMENT_CURRENCY },
      providers: PROVIDER_NAMES.map((name) => ({
        name,
        label: PROVIDERS[name].label,
        feeRange: FEE_RANGE_PERCENT,
        url: name === 'meld' ? `${origin}/onramp/dev/meld` : null,
        test: true,
      })),
    })
  })

  routes.post('/v1/onramp/quote', sdkParams, limitBody, validJson(quoteBody), async (c) => {
    const body = c.req.valid('json')
    const request = { purchaseCurrency: body.purchaseCurrency, paymentCurrency: body.paymentCurrency, amount: body.amount, network: body.network, paymentMethod: body.paymentMethod ?? 'card' }
    const chosen = body.provider ?? 'coinbase'
    let quotes: Awaited<ReturnType<typeof onramp.quote>>[]
    try {
      quotes = await Promise.all(PROVIDER_NAMES.map((provider) => onramp.quote({ ...request, provider })))
    } catch (error) {
      if (nodeDown(error)) return c.json({ error: `The chain of ${request.network} is unavailable` }, 502)
      throw error
    }
    const strip = ({ units: _u, asset: _a, networkInfo: _n, ...q }: (typeof quotes)[number]) => q
    const main = quotes.find((q) => q.provider === chosen)!
    return c.json({ ...strip(main), quotes: quotes.map(strip) })
  })

  routes.post('/v1/generators/onrampurl', sdkParams, limitBody, validJson(generatorBody), async (c) => {
    const body = c.req.valid('json')
    const local = (name: string) => onramp.findNetwork(name)
    const known = (name: string) => (COINBASE_CHAINS as readonly string[]).includes(name) || Boolean(local(name))
    for (const wallet of body.destinationWallets) {
      const unknown = wallet.blockchains.find((b) => !known(b))
      if (unknown) throw badRequest(`Unsupported blockchain '${unknown}': Coinbase sells on ${COINBASE_CHAINS.join(', ')}; these services also deliver on ${onramp.localNames().join(', ') || 'no local network'}`)
    }
    // SPEC §9: a network Coinbase does not know falls back to ethereum; none given, the first wallet's first.
    const network = body.defaultNetwork === undefined ? body.destinationWallets[0]!.blockchains[0]! : known(body.defaultNetwork) ? body.defaultNetwork : COINBASE_FALLBACK_CHAIN
    const wallet = body.destinationWallets.find((w) => w.blockchains.includes(network))
    if (!wallet) throw badRequest(`No destination wallet lists the network ${network}`)
    const namespace = local(network)?.chain.split(':')[0] ?? 'eip155'
    const validAddress = namespace === 'eip155' ? isAddress(wallet.address, { strict: false }) : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(wallet.address)
    if (!validAddress) throw badRequest(`Invalid ${namespace} address for ${network}: ${wallet.address.slice(0, 100)}`)
    const checkout = await onramp.createCheckout({
      provider: body.provider ?? 'coinbase',
      network,
      address: wallet.address,
      asset: wallet.assets?.[0] ?? DEFAULT_PURCHASE_CURRENCY,
      paymentCurrency: body.paymentCurrency ?? DEFAULT_PAYMENT_CURRENCY,
      paymentMethod: body.paymentMethod ?? 'card',
      fiatAmount: body.presetFiatAmount,
      cryptoAmount: body.presetCryptoAmount,
      partnerUserId: body.partnerUserId,
    })
    return c.json({ url: `${new URL(c.req.url).origin}/onramp/dev/checkout/${checkout.id}` })
  })

  return routes
}
