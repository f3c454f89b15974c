import { describe, expect, it } from 'vitest'
import {
  amountProblem,
  availableProviders,
  currenciesOn,
  limitsOf,
  meldUrl,
  providersRule,
  quoteOf,
  sameNetworkId,
  plainAmount,
  toCents,
  type OnrampOptions,
  type OnrampQuote,
} from '../../../../plugins/features-onramp/rules'

const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const options: OnrampOptions = {
  purchaseCurrencies: [
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'local-a', display_name: 'Local A', chain_id: '31337', contract_address: '0xdusd' }] },
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'local-a', display_name: 'Local A', chain_id: 31337, contract_address: '' }, { name: 'local-b', display_name: 'Local B', chain_id: '31338', contract_address: '' }] },
    { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana-local', display_name: 'Solana Local', chain_id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', contract_address: '' }] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
  providers: [
    { name: 'coinbase', label: 'Coinbase', feeRange: { min: 1, max: 2 }, url: null },
    { name: 'meld', label: 'Meld', feeRange: { min: 1, max: 2 }, url: 'http://127.0.0.1:9/onramp/dev/meld' },
  ],
}

describe('SPEC §5 on-ramp providers must be an array of strings, else none', () => {
  it('SPEC §5 an array of strings is the list; anything else is no provider at all', () => {
    expect(providersRule(['meld', 'coinbase'])).toEqual(['meld', 'coinbase'])
    expect(providersRule([])).toEqual([])
    for (const bad of [undefined, null, false, true, 'meld', { meld: true }, ['meld', 1], [null]]) expect(providersRule(bad), JSON.stringify(bad)).toEqual([])
  })

  it('SPEC §5 the providers shown are those the remote list allows and the services offer, in the list\'s order', () => {
    expect(availableProviders(['meld', 'coinbase'], options.providers!).map((p) => p.name)).toEqual(['meld', 'coinbase'])
    expect(availableProviders(['coinbase', 'transak'], options.providers!).map((p) => p.name)).toEqual(['coinbase'])
    expect(availableProviders(false, options.providers!)).toEqual([])
    // Meld is reached by URL: without one from the services it is not offered.
    expect(availableProviders(['meld'], [{ name: 'meld', url: null }])).toEqual([])
  })
})

describe('SPEC §5 network ids compare as strings or numbers', () => {
  it('SPEC §5 31337, "31337" and "0x7a69" are one chain; other ids are not', () => {
    expect(sameNetworkId(31337, '31337')).toBe(true)
    expect(sameNetworkId('31337', 31337)).toBe(true)
    expect(sameNetworkId('0x7a69', 31337)).toBe(true)
    expect(sameNetworkId('31338', 31337)).toBe(false)
    expect(sameNetworkId('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe(true)
    expect(sameNetworkId('abc', 'ABC')).toBe(false)
    expect(sameNetworkId('', 0)).toBe(false)
  })

  it('SPEC §3 the purchase currencies of a network are found by chain_id, each with its provider-side network name', () => {
    expect(currenciesOn(options, 31337).map(({ currency, network }) => [currency.symbol, network.name])).toEqual([
      ['USDC', 'local-a'],
      ['ETH', 'local-a'],
    ])
    expect(currenciesOn(options, '31338').map(({ currency }) => currency.symbol)).toEqual(['ETH'])
    expect(currenciesOn(options, '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z').map(({ currency }) => currency.symbol)).toEqual(['SOL'])
    expect(currenciesOn(options, 1)).toEqual([])
  })
})

describe('SPEC §9 on-ramp limits: card 10.00 to 7500.00, ach_bank_account 10.00 to 25000.00', () => {
  const usd = options.paymentCurrencies[0]
  it('SPEC §9 the limits of a currency and method', () => {
    expect(limitsOf(usd, 'card')).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
    expect(limitsOf(usd, 'ach_bank_account')).toEqual({ id: 'ach_bank_account', min: '10.00', max: '25000.00' })
    expect(limitsOf(usd, 'cash')).toBeUndefined()
  })

  it('SPEC §9 amounts at the limits pass, a cent outside does not, in the services\' words', () => {
    const card = limitsOf(usd, 'card')
    const ach = limitsOf(usd, 'ach_bank_account')
    expect(amountProblem('10', card, 'USD', 'card')).toBeUndefined()
    expect(amountProblem('7500.00', card, 'USD', 'card')).toBeUndefined()
    expect(amountProblem('9.99', card, 'USD', 'card')).toBe('Amount must be between 10.00 and 7500.00 USD for card')
    expect(amountProblem('7500.01', card, 'USD', 'card')).toBe('Amount must be between 10.00 and 7500.00 USD for card')
    expect(amountProblem('7500.01', ach, 'USD', 'ach_bank_account')).toBeUndefined()
    expect(amountProblem('25000', ach, 'EUR', 'ach_bank_account')).toBeUndefined()
    expect(amountProblem('25000.01', ach, 'EUR', 'ach_bank_account')).toBe('Amount must be between 10.00 and 25000.00 EUR for ach_bank_account')
  })

  it('fiat amounts are whole cents: at most two decimals', () => {
    expect(toCents('99.5')).toBe(9950n)
    expect(toCents('100')).toBe(10_000n)
    expect(toCents('10.001')).toBeUndefined()
    expect(toCents('-1')).toBeUndefined()
    expect(amountProblem('', limitsOf(usd, 'card'), 'USD', 'card')).toBe('Enter an amount such as 100 or 99.50')
    expect(amountProblem('1e3', limitsOf(usd, 'card'), 'USD', 'card')).toBe('Enter an amount such as 100 or 99.50')
    expect(amountProblem('.', limitsOf(usd, 'card'), 'USD', 'card')).toBe('Enter an amount such as 100 or 99.50')
  })

  it("an amount written as Send and Swap take it ('.5', '100.') is an amount; a huge one is outside the limits, said in the services' words", () => {
    expect(toCents('.5')).toBe(50n)
    expect(toCents('100.')).toBe(10_000n)
    expect(plainAmount(' .5 ')).toBe('0.5')
    expect(amountProblem('.5', limitsOf(usd, 'card'), 'USD', 'card')).toBe('Amount must be between 10.00 and 7500.00 USD for card')
    expect(amountProblem('99999999999999999999999', limitsOf(usd, 'card'), 'USD', 'card')).toBe('Amount must be between 10.00 and 7500.00 USD for card')
  })
})

describe('SPEC §4 the Meld URL', () => {
  const base = { publicKey: 'pk_test', walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', projectId: 'project-1' }
  it('SPEC §4 is extended with publicKey, destinationCurrencyCode USDC off Solana, walletAddress and externalCustomerId = the project id', () => {
    const url = new URL(meldUrl('https://meld.example/widget?theme=dark', { ...base, namespace: 'eip155' }))
    expect(url.origin + url.pathname).toBe('https://meld.example/widget')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      theme: 'dark',
      publicKey: 'pk_test',
      destinationCurrencyCode: 'USDC',
      walletAddress: base.walletAddress,
      externalCustomerId: 'project-1',
    })
  })

  it('SPEC §4 on Solana the destination currency is SOL', () => {
    const url = new URL(meldUrl('https://meld.example/', { ...base, namespace: 'solana', walletAddress: 'AM9zuUsv1YVAnbyFBJMiXJMg5XX' }))
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('walletAddress')).toBe('AM9zuUsv1YVAnbyFBJMiXJMg5XX')
  })

  it('the amount, its currency and the network go along as Meld parameters when known', () => {
    const url = new URL(meldUrl('https://meld.example/', { ...base, namespace: 'eip155', sourceAmount: '100', sourceCurrencyCode: 'EUR', network: 'local-b' }))
    expect([url.searchParams.get('sourceAmount'), url.searchParams.get('sourceCurrencyCode'), url.searchParams.get('network')]).toEqual(['100', 'EUR', 'local-b'])
  })
})

describe('SPEC §4 the quote sets the purchase amount', () => {
  const amount = (a: string) => ({ amount: a, currency: 'USD' })
  const one = (provider: string, purchase: string): Omit<OnrampQuote, 'quotes'> => ({
    provider,
    paymentTotal: amount('100.00'),
    paymentSubtotal: amount(purchase),
    purchaseAmount: { amount: purchase, currency: 'USDC' },
    coinbaseFee: amount('1.00'),
    networkFee: amount('0.01'),
    quoteId: provider,
  })
  it("each provider's quote comes from the one response; without a per-provider list the main quote stands", () => {
    const quote: OnrampQuote = { ...one('coinbase', '97.99'), quotes: [one('coinbase', '97.99'), one('meld', '98.49')] }
    expect(quoteOf(quote, 'meld')?.purchaseAmount.amount).toBe('98.49')
    expect(quoteOf(quote, 'coinbase')?.purchaseAmount.amount).toBe('97.99')
    expect(quoteOf({ ...one('coinbase', '97.99') }, 'meld')?.purchaseAmount.amount).toBe('97.99')
    expect(quoteOf(undefined, 'meld')).toBeUndefined()
  })
})

