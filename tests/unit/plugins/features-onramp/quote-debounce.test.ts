// SPEC §9 "Debounce default 500 ms", as the Buy (on-ramp) quote uses it: the services are asked for
// a quote 500 ms after the last change of the amount, not sooner, and a burst of edits asks once, for
// what was typed last. A real modal connected on Local A; the services are a recording fetch that
// answers with canned JSON (no host beyond 127.0.0.1 is named). Fake timers.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOnrampController } from '../../../../plugins/features-onramp/controller'
import type { OnrampOptions } from '../../../../plugins/features-onramp/rules'
import { servicesModal, type Recorded } from '../../support/services'

const API = 'http://127.0.0.1:9'
const DUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

const onrampOptions: OnrampOptions = {
  purchaseCurrencies: [{ id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'local-a', display_name: 'Local A', chain_id: '31337', contract_address: DUSD }] }],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  providers: [],
}

/** The services' answers this test needs; anything else is a 404, as an unknown route. */
const canned: typeof fetch = async (input) => {
  const path = new URL(String(input)).pathname
  if (path.endsWith('/v1/onramp/options')) return Response.json(onrampOptions)
  if (path.endsWith('/v1/onramp/quote')) return Response.json({ purchaseAmount: { amount: '99', currency: 'USDC' }, quotes: [] })
  return Response.json({ error: 'Not found' }, { status: 404 })
}

const asked = (requests: Recorded[], path: string) => requests.filter((r) => r.url.pathname.endsWith(path))

afterEach(() => void vi.useRealTimers())

/** The on-ramp of a modal connected on Local A, its options read and the first quote (for the default amount) in. */
async function onramp() {
  const setup = servicesModal({ services: { api: API }, fetch: canned })
  await setup.modal.ready
  await setup.modal.connect('mm')
  const controller = createOnrampController(setup.modal)
  await controller.init()
  await controller.settled()
  expect(asked(setup.requests, '/v1/onramp/quote')).toHaveLength(1)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  return { ...setup, controller }
}

describe('SPEC §9 debounce default 500 ms: the Buy (on-ramp) quote', () => {
  it('SPEC §9 debounce default 500 ms: the Buy quote is asked 500 ms after the amount changes, not at 499 ms', async () => {
    const { controller, requests } = await onramp()
    controller.setAmount('250')
    expect(controller.$onramp.get().quotesLoading).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    expect(asked(requests, '/v1/onramp/quote')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await controller.settled()
    expect(asked(requests, '/v1/onramp/quote')).toHaveLength(2)
    expect(controller.$onramp.get()).toMatchObject({ quotesLoading: false, purchaseAmount: '99' })
  })

  it('SPEC §9 debounce default 500 ms: a burst of Buy amount edits asks once, 500 ms after the last, for the last amount', async () => {
    const { controller, requests } = await onramp()
    for (const amount of ['2', '25', '250', '2500']) {
      controller.setAmount(amount)
      await vi.advanceTimersByTimeAsync(300)
    }
    await vi.advanceTimersByTimeAsync(199)
    expect(asked(requests, '/v1/onramp/quote')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await controller.settled()
    const quotes = asked(requests, '/v1/onramp/quote')
    expect(quotes).toHaveLength(2)
    expect(quotes[1]!.body).toMatchObject({ amount: '2500', paymentCurrency: 'USD', purchaseCurrency: 'USDC', network: 'local-a' })
  })
})
