// SPEC §7 POST /v1/fungible/price (currency, addresses, projectId): a token the services' token list
// gives no price for, and the account holds none of, gets its USD price from the services once it is
// picked. A real modal connected on Local A; the services a stand-in answering canned JSON on 127.0.0.1
// (the stack's own services price every token they list, so they never need the call).
import { describe, expect, it } from 'vitest'
import { createSwapController } from '../../../../plugins/features-swaps/controller'
import { servicesModal } from '../../support/services'

const API = 'http://127.0.0.1:9'
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD = 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3'
const GWAY = 'eip155:31337:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const PRICES: Record<string, number> = { [ETH]: 3000, [DUSD]: 1 }

const listed = (symbol: string, address: string) => ({ name: symbol, symbol, address, decimals: 18, logoUri: '' })
const standIn: typeof fetch = async (input, init) => {
  const path = new URL(String(input)).pathname
  if (path.endsWith('/v1/convert/tokens')) return Response.json({ tokens: [listed('ETH', ETH), listed('DUSD', DUSD), listed('GWAY', GWAY)] })
  if (path.endsWith('/v1/fungible/price')) {
    const { addresses } = JSON.parse(String(init?.body)) as { addresses: string[] }
    return Response.json({ fungibles: addresses.filter((a) => PRICES[a]).map((a) => ({ name: '', symbol: '', iconUrl: '', price: PRICES[a] })) })
  }
  return Response.json({ error: 'Not found' }, { status: 404 })
}

async function swapOnLocalA() {
  const setup = servicesModal({ services: { api: API }, fetch: standIn, options: { features: { swapNetworks: [31337] } } })
  await setup.modal.ready
  await setup.modal.connect('mm')
  const swap = createSwapController(setup.modal)
  await swap.init()
  return { swap, requests: setup.requests }
}
const priceCalls = (requests: Array<{ url: URL; body?: unknown }>) => requests.filter((r) => r.url.pathname.endsWith('/v1/fungible/price'))

describe('SPEC §7 POST /v1/fungible/price', () => {
  it('SPEC §7 the source token without a price from the list gets the services price, asked with currency, addresses and projectId', async () => {
    const { swap, requests } = await swapOnLocalA()
    await expect.poll(() => swap.$swap.get().sourceToken?.price).toBe(3000)
    expect(priceCalls(requests).map((r) => r.body)).toEqual([{ currency: 'usd', addresses: [ETH], projectId: expect.any(String) }])
    expect(priceCalls(requests)[0]!.url.searchParams.get('projectId')).toBe((priceCalls(requests)[0]!.body as { projectId: string }).projectId)
  })

  it('SPEC §7 a picked target is priced the same way, once; a token the services cannot price stays at 0 and is not asked again', async () => {
    const { swap, requests } = await swapOnLocalA()
    const token = (address: string) => swap.$swap.get().tokens.find((t) => t.address === address)!
    swap.setToToken(token(DUSD))
    await expect.poll(() => swap.$swap.get().toToken?.price).toBe(1)
    expect(token(DUSD).price).toBe(1)
    swap.setToToken(token(GWAY))
    await expect.poll(() => priceCalls(requests).length).toBe(3)
    swap.setToToken(token(GWAY))
    swap.setToToken(token(DUSD))
    expect(swap.$swap.get().toToken?.price).toBe(1)
    expect(token(GWAY).price).toBe(0)
    expect(priceCalls(requests)).toHaveLength(3)
  })
})
