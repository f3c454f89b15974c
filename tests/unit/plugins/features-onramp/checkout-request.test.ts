// SPEC §7 POST /v1/generators/onrampurl as the Buy view asks it: the provider's checkout is preset
// with what the quote said arrives (presetCryptoAmount) beside the typed amount (presetFiatAmount).
// A real modal connected on Local A; the services are a recording fetch with canned answers (no
// host beyond 127.0.0.1 is named).
import { describe, expect, it } from 'vitest'
import { createOnrampController } from '../../../../plugins/features-onramp/controller'
import type { OnrampOptions } from '../../../../plugins/features-onramp/rules'
import { servicesModal } from '../../support/services'

const API = 'http://127.0.0.1:9'
const DUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

const onrampOptions: OnrampOptions = {
  purchaseCurrencies: [{ id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'local-a', display_name: 'Local A', chain_id: '31337', contract_address: DUSD }] }],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  providers: [{ name: 'coinbase', label: 'Coinbase', url: null }],
}

/** Canned answers; the quote answers `quoteStatus` (a 502 is the services failing to quote). */
function services(quoteStatus = 200): typeof fetch {
  return async (input) => {
    const path = new URL(String(input)).pathname
    if (path.endsWith('/v1/onramp/options')) return Response.json(onrampOptions)
    if (path.endsWith('/v1/onramp/quote')) {
      if (quoteStatus !== 200) return Response.json({ error: 'The chain of local-a is unavailable' }, { status: quoteStatus })
      return Response.json({ provider: 'coinbase', purchaseAmount: { amount: '97.512345', currency: 'USDC' }, quotes: [{ provider: 'coinbase', purchaseAmount: { amount: '97.512345', currency: 'USDC' } }] })
    }
    if (path.endsWith('/v1/generators/onrampurl')) return Response.json({ url: `${API}/onramp/dev/checkout/1` })
    return Response.json({ error: 'Not found' }, { status: 404 })
  }
}

async function checkoutRequest(quoteStatus?: number) {
  const setup = servicesModal({ services: { api: API }, fetch: services(quoteStatus) })
  await setup.modal.ready
  await setup.modal.connect('mm')
  ;(setup.modal.options.remoteFeatures as Record<string, unknown>).onramp = ['coinbase']
  const controller = createOnrampController(setup.modal)
  await controller.init()
  await controller.settled()
  const { url } = await controller.checkoutUrl()
  expect(url).toBe(`${API}/onramp/dev/checkout/1`)
  return setup.requests.find((r) => r.url.pathname.endsWith('/v1/generators/onrampurl'))!.body
}

describe('SPEC §7 POST /v1/generators/onrampurl from the Buy view', () => {
  it("SPEC §7 presetCryptoAmount: the checkout is preset with the quote's purchase amount, beside the typed fiat amount", async () => {
    expect(await checkoutRequest()).toMatchObject({
      defaultNetwork: 'local-a',
      partnerUserId: 'test-project',
      defaultExperience: 'buy',
      presetCryptoAmount: '97.512345',
      presetFiatAmount: '100',
      provider: 'coinbase',
    })
  })

  it('SPEC §7 presetCryptoAmount: with no quote to go by, only the typed fiat amount is preset', async () => {
    const body = (await checkoutRequest(502)) as Record<string, unknown>
    expect(body.presetFiatAmount).toBe('100')
    expect(body).not.toHaveProperty('presetCryptoAmount')
  })
})
