import { erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Balance } from '../../../../services/api/routes/blockchain'
import { errorOf, SDK } from './api'
import { ALICE, BOB, CAIP2, devWallet, useChainApi } from './chain-api'

const ctx = useChainApi()
const get = (path: string) => fetch(`${ctx().api.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`)

const balancesOf = async (address: string): Promise<Balance[]> => {
  const res = await get(`/v1/account/${address}/balance?chainId=${CAIP2}&currency=usd`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { balances: Balance[] }).balances
}

describe('SPEC §7 GET /v1/account/{address}/balance reads the local chain', () => {
  it('SPEC §3 token balance: native first, then the ERC-20s with decimals as a string, exact quantities and prices from the table', async () => {
    const balances = await balancesOf(ALICE)
    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'DUSD', 'GWAY', 'GPT'])
    const [eth, dusd, gway, gpt] = balances
    expect(eth).toMatchObject({ name: 'Ether', chainId: CAIP2, price: 3120.55, quantity: { decimals: '18', numeric: '10000' } })
    expect(eth!.address).toBeUndefined()
    expect(eth!.iconUrl).toMatch(/\/public\/getTokenImage\/ETH$/)
    expect(dusd).toMatchObject({ quantity: { decimals: '6', numeric: '2500' }, value: 2500, address: `${CAIP2}:${ctx().tokens[1]!.address.toLowerCase()}` })
    expect(gway).toMatchObject({ quantity: { decimals: '18', numeric: '1000' }, value: 1250, price: 1.25 })
    // A zero-decimals token is reported as the chain holds it; the modal is the one that hides it (SPEC §5).
    expect(gpt!.quantity).toEqual({ decimals: '0', numeric: '100' })
  })

  it('SPEC §7 a transfer on the chain shows in the next balance read, to the last wei', async () => {
    const wallet = devWallet(ctx().chain.url, 0)
    const gway = ctx().tokens[0]!.address
    const beforeBob = (await balancesOf(BOB)).find((b) => b.symbol === 'GWAY')!.quantity.numeric
    const hash = await wallet.writeContract({ address: gway, abi: erc20Abi, functionName: 'transfer', args: [BOB, parseUnits('0.000000000000000001', 18)] })
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const afterBob = (await balancesOf(BOB)).find((b) => b.symbol === 'GWAY')!.quantity.numeric
    expect(beforeBob).toBe('1000')
    expect(afterBob).toBe('1000.000000000000000001')
  })

  it('SPEC §7 an account holding nothing gets an empty list, not an error', async () => {
    const empty = '0x000000000000000000000000000000000000dEaD'
    expect(await balancesOf(empty)).toEqual([])
    const hash = await devWallet(ctx().chain.url, 0).sendTransaction({ to: empty, value: parseEther('0.5') })
    await devWallet(ctx().chain.url, 0).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect((await balancesOf(empty)).map((b) => [b.symbol, b.quantity.numeric, b.value])).toEqual([['ETH', '0.5', 1560.275]])
  })

  it('SPEC §7 GET v1/supported-chains lists the chains served', async () => {
    const res = await get('/v1/supported-chains')
    expect(await res.json()).toEqual({ http: [CAIP2], ws: [] })
  })

  it('SPEC §7 bad input is a 400 with a message: unknown chain, wrong address, other currency, repeated parameter', async () => {
    const cases: Array<[string, RegExp]> = [
      [`/v1/account/${ALICE}/balance?chainId=eip155:1`, /^Unsupported chainId: eip155:1$/],
      [`/v1/account/${ALICE}/balance?chainId=not-caip`, /chainId.*CAIP-2/],
      ['/v1/account/0x1234/balance', /^Invalid address/],
      [`/v1/account/${ALICE}/balance?currency=eur`, /currency.*usd/],
      [`/v1/account/${ALICE}/balance?chainId=${CAIP2}&chainId=${CAIP2}`, /chainId.*once/],
    ]
    for (const [path, message] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await errorOf(res), path).toMatch(message)
    }
  })
})

describe('SPEC §7 POST /v1/fungible/price', () => {
  const post = (body: unknown) =>
    fetch(`${ctx().api.url}/v1/fungible/price?${SDK}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('SPEC §7 prices known tokens and the native placeholder; unknown addresses are left out', async () => {
    const gway = ctx().tokens[0]!.address
    const res = await post({ projectId: 'test-project', currency: 'usd', addresses: [`${CAIP2}:${gway}`, `${CAIP2}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, `${CAIP2}:0x${'1'.repeat(40)}`] })
    expect(res.status).toBe(200)
    const { fungibles } = (await res.json()) as { fungibles: Array<{ symbol: string; price: number }> }
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['GWAY', 1.25],
      ['ETH', 3120.55],
    ])
  })

  it('SPEC §7 a body that is not JSON, misses addresses, or is too large is refused with a message', async () => {
    const raw = (body: string) => fetch(`${ctx().api.url}/v1/fungible/price?${SDK}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const notJson = await raw('{"currency":')
    expect(notJson.status).toBe(400)
    expect(await errorOf(notJson)).toMatch(/JSON/)
    const missing = await post({ currency: 'usd' })
    expect(missing.status).toBe(400)
    expect(await errorOf(missing)).toMatch(/addresses/)
    const huge = await raw(JSON.stringify({ currency: 'usd', addresses: ['x'.repeat(40_000)] }))
    expect(huge.status).toBe(413)
  })
})

describe('SPEC §7 GET /v1/identity/{address}', () => {
  it('SPEC §7 a known address has its name; others have none', async () => {
    expect(await (await get(`/v1/identity/${BOB}`)).json()).toEqual({ name: 'bob.gw', avatar: null })
    expect(await (await get(`/v1/identity/${ALICE}`)).json()).toEqual({ name: null, avatar: null })
    const bad = await get('/v1/identity/not-an-address')
    expect(bad.status).toBe(400)
  })

  it('SPEC §7 a name resolves to its address; an unknown one is a 404', async () => {
    const res = await get('/v1/profile/account/BOB.gw')
    expect(await res.json()).toMatchObject({ name: 'bob.gw', addresses: { '60': { address: BOB } } })
    expect((await get('/v1/profile/account/nobody.gw')).status).toBe(404)
  })
})

describe('SPEC §7 a chain that stops answering', () => {
  it('SPEC §7 the balance route answers 502 with a message while the node is down', async () => {
    const { chain } = ctx()
    await chain.stop()
    const res = await get(`/v1/account/${ALICE}/balance?chainId=${CAIP2}`)
    expect(res.status).toBe(502)
    expect(await errorOf(res)).toBe(`Chain ${CAIP2} is unavailable`)
  })
})
