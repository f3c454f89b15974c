import { erc20Abi, parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { localOnramp } from '../../../../services/stack/onramp'
import { devAddress } from '../../../../services/stack/tokens'
import { errorOf, SDK } from './api'
import { BOB, CAROL, CHAIN_ID, devWallet, useChainApi } from './chain-api'

// The test on-ramp as the stack sets it up: USDC (DUSD stands in) and ETH on Local A, paid from dev account 8.
const ctx = useChainApi({ full: true, api: ({ contracts }) => ({ onramp: localOnramp([{ id: CHAIN_ID, name: 'Local A', contracts: contracts! }]) }) })
const TREASURY = devAddress(8)
const DAVE = devAddress(3)

const get = (path: string) => fetch(`${ctx().api.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`)
const post = (path: string, body: unknown) =>
  fetch(`${ctx().api.url}${path}?${SDK}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const dusd = () => ctx().tokens.find((t) => t.symbol === 'DUSD')!.address
const dusdOf = (address: Address) => devWallet(ctx().chain.url, 0).readContract({ address: dusd(), abi: erc20Abi, functionName: 'balanceOf', args: [address] })

interface Quote {
  paymentTotal: { amount: string; currency: string }
  paymentSubtotal: { amount: string; currency: string }
  purchaseAmount: { amount: string; currency: string }
  coinbaseFee: { amount: string; currency: string }
  networkFee: { amount: string; currency: string }
  quoteId: string
  provider: string
  feePercent: number
  quotes: Array<{ provider: string; feePercent: number; purchaseAmount: { amount: string } }>
}
interface Paid {
  status: string
  txHash: string | null
  purchaseAmount: string
  error?: string
}

const quote = (body: Record<string, unknown>) => post('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'local-a', ...body })
const checkoutUrl = async (body: Record<string, unknown>): Promise<string> => {
  const res = await post('/v1/generators/onrampurl', { partnerUserId: 'test-project', defaultExperience: 'buy', ...body })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { url: string }).url
}
const pay = (url: string) => fetch(`${url}/pay`, { method: 'POST', headers: { accept: 'application/json' } })

describe('SPEC §7 GET /v1/onramp/options', () => {
  it('SPEC §9 payment currencies USD and EUR with card 10.00-7500.00 and ach_bank_account 10.00-25000.00; USDC first, on the local chain, DUSD standing in', async () => {
    const res = await get('/v1/onramp/options')
    const options = (await res.json()) as {
      purchaseCurrencies: Array<{ id: string; name: string; symbol: string; networks: Array<{ name: string; display_name: string; chain_id: string; contract_address: string }> }>
      paymentCurrencies: Array<{ id: string; payment_method_limits: Array<{ id: string; min: string; max: string }> }>
      defaults: { purchaseCurrency: string; paymentCurrency: string }
      providers: Array<{ name: string; feeRange: { min: number; max: number }; url: string | null }>
    }
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    expect(options.defaults).toEqual({ purchaseCurrency: 'USDC', paymentCurrency: 'USD' })
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(options.purchaseCurrencies[0]).toEqual({
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'local-a', display_name: 'Local A', chain_id: String(CHAIN_ID), contract_address: dusd().toLowerCase() }],
    })
    expect(options.purchaseCurrencies[1]!.networks[0]!.contract_address).toBe('')
    expect(options.providers.map((p) => [p.name, p.feeRange])).toEqual([
      ['coinbase', { min: 1, max: 2 }],
      ['meld', { min: 1, max: 2 }],
    ])
    expect(options.providers.find((p) => p.name === 'meld')!.url).toBe(`${ctx().api.url}/onramp/dev/meld`)
  })
})

describe('SPEC §7 POST /v1/onramp/quote', () => {
  it('SPEC §9 100 USD of USDC: the provider fee is within 1-2% and what arrives is the rest, less the network fee, to the cent', async () => {
    const res = await quote({})
    expect(res.status).toBe(200)
    const q = (await res.json()) as Quote
    const cents = (a: { amount: string }) => Math.round(Number(a.amount) * 100)
    expect(q.provider).toBe('coinbase')
    expect(q.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(q.coinbaseFee).toEqual({ amount: '2.00', currency: 'USD' })
    expect(cents(q.networkFee)).toBeGreaterThanOrEqual(1)
    expect(q.purchaseAmount.currency).toBe('USDC')
    // USDC at 1 USD: what arrives is the subtotal, exactly.
    expect(cents(q.paymentSubtotal)).toBe(10_000 - 200 - cents(q.networkFee))
    expect(Number(q.purchaseAmount.amount)).toBe(cents(q.paymentSubtotal) / 100)
    for (const each of q.quotes) {
      expect(each.feePercent).toBeGreaterThanOrEqual(1)
      expect(each.feePercent).toBeLessThanOrEqual(2)
    }
    expect(q.quotes.map((x) => x.provider)).toEqual(['coinbase', 'meld'])
    expect(q.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('SPEC §9 the fee follows provider and method; EUR converts; AppKit\'s currency objects are accepted', async () => {
    const meldAch = (await (await quote({ provider: 'meld', paymentMethod: 'ach_bank_account' })).json()) as Quote
    expect(meldAch.coinbaseFee.amount).toBe('1.00')
    const meldCard = (await (await quote({ provider: 'meld' })).json()) as Quote
    expect(meldCard.coinbaseFee.amount).toBe('1.50')
    const eur = (await (await quote({ paymentCurrency: { id: 'EUR', payment_method_limits: [] }, purchaseCurrency: { id: 'usdc', symbol: 'USDC', name: 'USD Coin', networks: [] } })).json()) as Quote
    expect(eur.paymentTotal).toEqual({ amount: '100.00', currency: 'EUR' })
    // 98 EUR less the network fee, at 1.08 USD per EUR, in USDC.
    const net = 98 - Number(eur.networkFee.amount)
    expect(Number(eur.purchaseAmount.amount)).toBeCloseTo(net * 1.08, 5)
  })

  it('SPEC §9 limits: card 10.00 to 7500.00, ach_bank_account up to 25000.00; outside them a 400 that states the range', async () => {
    const status = async (amount: string, paymentMethod = 'card') => (await quote({ amount, paymentMethod })).status
    expect(await status('10.00')).toBe(200)
    expect(await status('7500.00')).toBe(200)
    expect(await status('7500.01', 'ach_bank_account')).toBe(200)
    expect(await status('25000.00', 'ach_bank_account')).toBe(200)
    const low = await quote({ amount: '9.99' })
    expect(low.status).toBe(400)
    expect(await errorOf(low)).toBe('Amount must be between 10.00 and 7500.00 USD for card')
    const high = await quote({ amount: '25000.01', paymentMethod: 'ach_bank_account' })
    expect(await errorOf(high)).toBe('Amount must be between 10.00 and 25000.00 USD for ach_bank_account')
    expect(await status('7500.01')).toBe(400)
  })

  it('SPEC §7 bad input is a 400: unknown currency, network, amount format', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ purchaseCurrency: 'DOGE' }, /^Unknown purchase currency: DOGE/],
      [{ paymentCurrency: 'GBP' }, /^Unsupported payment currency: GBP/],
      [{ network: 'ethereum' }, /^Network ethereum is not offered for USDC: local-a$/],
      [{ amount: '10.001' }, /'amount'.*two decimals/],
      [{ paymentMethod: 'cash' }, /'paymentMethod'/],
    ]
    for (const [body, message] of cases) {
      const res = await quote(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await errorOf(res), JSON.stringify(body)).toMatch(message)
    }
  })
})

describe('The test on-ramp provider: checkout on 127.0.0.1, paid from the dev treasury on the local chain', () => {
  it('SPEC §7 POST /v1/generators/onrampurl: the checkout shows the quote, labelled as a test; Pay lands the exact tokens at the address', async () => {
    const url = await checkoutUrl({ destinationWallets: [{ address: BOB, blockchains: ['local-a'], assets: ['USDC'] }], defaultNetwork: 'local-a', presetFiatAmount: 100 })
    expect(url).toMatch(new RegExp(`^${ctx().api.url}/onramp/dev/checkout/[0-9a-f-]{36}$`))
    const page = await fetch(url)
    const html = await page.text()
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html).toContain('Test on-ramp provider — no real money')
    expect(html).toContain('<button type="submit">Pay</button>')
    expect(html).toMatch(/data-field="paymentTotal">100\.00 USD by card/)

    const [bobBefore, treasuryBefore] = await Promise.all([dusdOf(BOB), dusdOf(TREASURY)])
    const res = await pay(url)
    expect(res.status).toBe(200)
    const paid = (await res.json()) as Paid
    expect(paid.status).toBe('paid')
    const units = parseUnits(paid.purchaseAmount, 6)
    expect(Number(paid.purchaseAmount)).toBeGreaterThan(97)
    expect((await dusdOf(BOB)) - bobBefore).toBe(units)
    expect(treasuryBefore - (await dusdOf(TREASURY))).toBe(units)
    const receipt = await devWallet(ctx().chain.url, 0).getTransactionReceipt({ hash: paid.txHash as `0x${string}` })
    expect(receipt.status).toBe('success')
    // The page now shows the hash instead of the button.
    const after = await (await fetch(url)).text()
    expect(after).toContain(`data-tx-hash="${paid.txHash}"`)
    expect(after).not.toContain('<button')
  })

  it('SPEC §7 a checkout is single use: paying again, or several times at once, sends once', async () => {
    const url = await checkoutUrl({ destinationWallets: [{ address: CAROL, blockchains: ['local-a'], assets: ['USDC'] }], presetFiatAmount: '25' })
    const before = await dusdOf(CAROL)
    const answers = await Promise.all([pay(url), pay(url), pay(url)])
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409])
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Paid[]
    const hash = bodies.find((b) => b.status === 'paid' && !b.error)!.txHash
    const again = await pay(url)
    expect(again.status).toBe(409)
    expect(((await again.json()) as Paid)).toMatchObject({ txHash: hash, error: 'This checkout was already paid' })
    const { purchaseAmount } = bodies[0]!
    expect((await dusdOf(CAROL)) - before).toBe(parseUnits(purchaseAmount, 6))
  })

  it('SPEC §7 ETH bought with a crypto preset arrives in wei, exactly', async () => {
    const url = await checkoutUrl({ destinationWallets: [{ address: DAVE, blockchains: ['local-a'], assets: ['ETH'] }], presetCryptoAmount: '0.01' })
    const client = devWallet(ctx().chain.url, 0)
    const before = await client.getBalance({ address: DAVE })
    const paid = (await (await pay(url)).json()) as Paid
    expect(paid.status).toBe('paid')
    expect(Number(paid.purchaseAmount)).toBeGreaterThanOrEqual(0.01)
    expect((await client.getBalance({ address: DAVE })) - before).toBe(parseEther(paid.purchaseAmount))
  })

  it('SPEC §7 presetCryptoAmount wins over presetFiatAmount (as Coinbase ignores the fiat preset when a crypto one is set)', async () => {
    const url = await checkoutUrl({ destinationWallets: [{ address: DAVE, blockchains: ['local-a'], assets: ['USDC'] }], presetFiatAmount: '100', presetCryptoAmount: '20' })
    const html = await (await fetch(url)).text()
    const total = Number(/data-field="paymentTotal">([\d.]+) USD/.exec(html)?.[1])
    expect(total).toBeGreaterThan(20)
    expect(total).toBeLessThan(21)
    const before = await dusdOf(DAVE)
    const paid = (await (await pay(url)).json()) as Paid
    expect(Number(paid.purchaseAmount)).toBeGreaterThanOrEqual(20)
    expect(Number(paid.purchaseAmount)).toBeLessThan(20.01)
    expect((await dusdOf(DAVE)) - before).toBe(parseUnits(paid.purchaseAmount, 6))
  })

  it("SPEC §7 both presets from one quote (AppKit sends the quote's purchaseAmount and the typed amount): the checkout charges the typed amount for exactly what was quoted", async () => {
    const quoted = (await (await quote({ amount: '100' })).json()) as Quote
    const url = await checkoutUrl({ destinationWallets: [{ address: DAVE, blockchains: ['local-a'], assets: ['USDC'] }], presetFiatAmount: '100', presetCryptoAmount: quoted.purchaseAmount.amount })
    expect(await (await fetch(url)).text()).toMatch(/data-field="paymentTotal">100\.00 USD by card/)
    const paid = (await (await pay(url)).json()) as Paid
    expect(paid.purchaseAmount).toBe(quoted.purchaseAmount.amount)
  })

  it('SPEC §4 Meld URL (publicKey, destinationCurrencyCode, walletAddress, externalCustomerId) opens a checkout that delivers USDC', async () => {
    const meld = `${ctx().api.url}/onramp/dev/meld?publicKey=test-key&destinationCurrencyCode=USDC&walletAddress=${DAVE}&externalCustomerId=test-project&sourceAmount=50`
    const res = await fetch(meld, { redirect: 'manual' })
    expect(res.status).toBe(303)
    const url = new URL(res.headers.get('location')!, ctx().api.url).toString()
    expect(await (await fetch(url)).text()).toContain('stands in for Meld')
    const before = await dusdOf(DAVE)
    const paid = (await (await pay(url)).json()) as Paid
    expect(paid.status).toBe('paid')
    expect((await dusdOf(DAVE)) - before).toBe(parseUnits(paid.purchaseAmount, 6))
  })

  it('SPEC §9 Coinbase chains: an unknown default network falls back to ethereum, where the test provider cannot deliver; unknown blockchains are refused', async () => {
    const url = await checkoutUrl({ destinationWallets: [{ address: BOB, blockchains: ['ethereum', 'local-a'], assets: ['USDC'] }], defaultNetwork: 'not-a-chain' })
    const html = await (await fetch(url)).text()
    expect(html).toContain('it cannot send to ethereum')
    expect(html).not.toContain('<button')
    const res = await pay(url)
    expect(res.status).toBe(400)
    expect(((await res.json()) as Paid).error).toBe('The test on-ramp delivers only on local-a, not on ethereum')

    const bad = await post('/v1/generators/onrampurl', { partnerUserId: 'p', destinationWallets: [{ address: BOB, blockchains: ['dogecoin'] }] })
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toMatch(/^Unsupported blockchain 'dogecoin': Coinbase sells on ethereum, arbitrum, polygon, berachain, avalanche-c-chain, optimism, celo, base/)
    const badAddress = await post('/v1/generators/onrampurl', { partnerUserId: 'p', destinationWallets: [{ address: 'nope', blockchains: ['local-a'] }] })
    expect(await errorOf(badAddress)).toBe('Invalid eip155 address for local-a: nope')
    expect((await fetch(`${ctx().api.url}/onramp/dev/checkout/unknown`)).status).toBe(404)
  })
})

describe('SPEC §7 GET /v1/account/{account}/history?onramp=<provider>: the account\'s purchases from that provider', () => {
  const ERIN = devAddress(5)
  interface Page { data: Array<{ metadata: { hash: string; operationType: string }; transfers: Array<{ direction: string; quantity: { numeric: string } }> }> }
  const history = async (account: string, query = ''): Promise<Page> => (await (await get(`/v1/account/${account}/history?chainId=eip155:${CHAIN_ID}${query}`)).json()) as Page
  /** Buys through a checkout of `provider`, paid, its block indexed; the hash. */
  const bought = async (body: Record<string, unknown>): Promise<Paid> => {
    const paid = (await (await pay(await checkoutUrl({ destinationWallets: [{ address: ERIN, blockchains: ['local-a'], assets: ['USDC'] }], ...body }))).json()) as Paid
    const { blockNumber } = await devWallet(ctx().chain.url, 0).waitForTransactionReceipt({ hash: paid.txHash as `0x${string}`, pollingInterval: 50 })
    await ctx().api.waitForIndexed(`eip155:${CHAIN_ID}`, blockNumber)
    return paid
  }

  it('SPEC §7 onramp=coinbase lists only what the account bought through Coinbase: not its other transfers, not another provider\'s, not an unpaid checkout', async () => {
    expect((await history(ERIN, '&onramp=coinbase')).data).toEqual([])
    const wallet = devWallet(ctx().chain.url, 0)
    const gift = await wallet.sendTransaction({ to: ERIN, value: parseEther('0.5') })
    await ctx().api.waitForIndexed(`eip155:${CHAIN_ID}`, (await wallet.waitForTransactionReceipt({ hash: gift, pollingInterval: 50 })).blockNumber)
    const coinbase = await bought({ presetFiatAmount: '30', provider: 'coinbase' })
    const meld = await bought({ presetFiatAmount: '40', provider: 'meld' })
    await checkoutUrl({ destinationWallets: [{ address: ERIN, blockchains: ['local-a'], assets: ['USDC'] }], presetFiatAmount: '50' }) // never paid

    const purchases = (await history(ERIN.toLowerCase(), '&onramp=coinbase')).data
    expect(purchases.map((t) => t.metadata.hash)).toEqual([coinbase.txHash])
    expect(purchases[0]!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: coinbase.purchaseAmount } })])
    expect((await history(ERIN, '&onramp=meld')).data.map((t) => t.metadata.hash)).toEqual([meld.txHash])
    expect((await history(ERIN, '&onramp=moonpay')).data).toEqual([])
    // Without onramp, the whole history: both purchases and the gift.
    expect((await history(ERIN)).data.map((t) => t.metadata.hash)).toEqual([meld.txHash, coinbase.txHash, gift])
    // The treasury sent them: they are the buyer's purchases, not the treasury's.
    expect((await history(TREASURY, '&onramp=coinbase')).data).toEqual([])
  })
})
