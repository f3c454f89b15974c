// SPEC §9 "Debounce default 500 ms", as the Swap quote uses it: the services are
// asked for a quote 500 ms after the last change of the amount, not sooner, and a burst of edits asks
// once, for what was typed last. A real modal connected on Local A; the services are a recording
// fetch that answers with canned JSON (no host beyond 127.0.0.1 is named). Fake timers.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSwapController } from '../../../../plugins/features-swaps/controller'
import type { SwapToken } from '../../../../plugins/features-swaps/rules'
import { servicesModal, type Recorded } from '../../support/services'

const API = 'http://127.0.0.1:9'
const DUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const ROUTER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'

/** The services' answers this test needs; anything else is a 404, as an unknown route. */
const canned: typeof fetch = async (input) => {
  const path = new URL(String(input)).pathname
  if (path.endsWith('/v1/convert/quotes')) return Response.json({ quotes: [{ fromAmount: '1', toAmount: '2', priceImpact: 0.1, path: [] }] })
  if (path.endsWith('/v1/convert/build-transaction')) return Response.json({ tx: { to: `eip155:31337:${ROUTER}`, data: '0x', value: '0' } })
  return Response.json({ error: 'Not found' }, { status: 404 })
}

const token = (o: Pick<SwapToken, 'symbol' | 'address'>): SwapToken => ({
  name: o.symbol,
  decimals: 18,
  logoUri: '',
  eip2612: false,
  price: 1,
  quantity: { decimals: '18', numeric: '1000' },
  value: 1000,
  ...o,
})
const ETH = token({ symbol: 'ETH', address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' })
const USD = token({ symbol: 'DUSD', address: `eip155:31337:${DUSD}` })

/** A modal connected with the scripted wallet on Local A, its services client already made. */
async function connected() {
  const setup = servicesModal({ services: { api: API }, fetch: canned, options: { features: { swapNetworks: [31337] } } })
  await setup.modal.ready
  await setup.modal.connect('mm')
  await setup.modal.services()
  return setup
}
const asked = (requests: Recorded[], path: string) => requests.filter((r) => r.url.pathname.endsWith(path))

afterEach(() => void vi.useRealTimers())

/** A swap controller of the connected account with ETH → USD picked, the clock faked from here on. */
async function pickedPair() {
  const { modal, requests } = await connected()
  const swap = createSwapController(modal)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  swap.setSourceToken(ETH)
  swap.setToToken(USD)
  return { swap, requests }
}

describe('SPEC §9 debounce default 500 ms: the Swap quote', () => {
  it('SPEC §9 debounce default 500 ms: the Swap quote is asked 500 ms after the amount changes, not at 499 ms', async () => {
    const { swap, requests } = await pickedPair()
    swap.setAmount('1')
    // The amount is waited on at once (the loading flag), but not asked yet.
    expect(swap.$swap.get().loadingQuote).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    expect(asked(requests, '/v1/convert/quotes')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await swap.settled()
    expect(asked(requests, '/v1/convert/quotes')).toHaveLength(1)
    expect(swap.$swap.get()).toMatchObject({ loadingQuote: false, quote: { toAmount: 2n } })
  })

  it('SPEC §9 debounce default 500 ms: a burst of Swap amount edits asks once, 500 ms after the last, for the last amount', async () => {
    const { swap, requests } = await pickedPair()
    for (const amount of ['1', '12', '12.', '12.5']) {
      swap.setAmount(amount)
      await vi.advanceTimersByTimeAsync(300)
    }
    // 300 ms after the last edit: still nothing asked; 500 ms after it: one quote.
    expect(asked(requests, '/v1/convert/quotes')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(199)
    expect(asked(requests, '/v1/convert/quotes')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await swap.settled()
    const quotes = asked(requests, '/v1/convert/quotes')
    expect(quotes).toHaveLength(1)
    expect(quotes[0]!.url.searchParams.get('amount')).toBe('12500000000000000000')
  })
})
