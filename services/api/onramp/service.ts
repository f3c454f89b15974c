// The on-ramp as the routes use it: options (SPEC §3 purchase and payment currencies), quotes,
// checkouts of the test provider, and paying one exactly once.
import { randomUUID } from 'node:crypto'
import { parseUnits } from 'viem'
import { evmClient } from '../chains/evm-client'
import type { ChainSource } from '../chains/types'
import type { PriceTable } from '../market/prices'
import { badRequest, ClientError } from '../middleware/errors'
import type { CheckoutStore, Checkout } from './checkouts'
import { CHECKOUT_TTL_MS } from './checkouts'
import { COINBASE_CHAINS, COINBASE_FALLBACK_CHAIN, DEFAULT_FIAT_AMOUNT, PAYMENT_CURRENCIES, PAYMENT_METHOD_LIMITS, type PaymentMethod, type Provider } from './limits'
import { chainIdOf, type OnrampAsset, type OnrampConfig, type OnrampNetwork } from './networks'
import { networkFeeCents, onrampQuote, totalForUnits, type OnrampQuote } from './quote'
import type { Treasury } from './treasury'

export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: Array<{ name: string; display_name: string; chain_id: string; contract_address: string }>
}
export interface PaymentCurrency {
  id: string
  payment_method_limits: Array<{ id: string; min: string; max: string }>
}

/** Gas of the treasury's transfer, for the network fee: an ERC-20 transfer, or a plain one. */
const TRANSFER_GAS = { token: 65_000n, native: 21_000n }
/** A Solana transfer with one signature pays 5000 lamports. */
const SOLANA_FEE_LAMPORTS = 5000n
/** What an asset is when the link names a network the test provider does not deliver on. */
const KNOWN_DECIMALS: Readonly<Record<string, number>> = { USDC: 6, ETH: 18, SOL: 9 }

export interface QuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  paymentMethod: PaymentMethod
  provider: Provider
}

export interface CheckoutRequest {
  provider: Provider
  network: string
  address: string
  asset: string
  paymentCurrency: string
  paymentMethod: PaymentMethod
  fiatAmount?: string
  cryptoAmount?: string
  partnerUserId: string
}

export function onrampService(o: { config: OnrampConfig; sources: readonly ChainSource[]; prices: PriceTable; checkouts: CheckoutStore; treasury: Treasury }) {
  const { config } = o
  const clients = new Map(o.sources.filter((s) => s.caipNetworkId.startsWith('eip155:')).map((s) => [s.caipNetworkId, evmClient(s)]))
  const symbols = [...new Set(config.networks.flatMap((n) => n.assets.map((a) => a.symbol)))]

  /** A network by its name, its chain id (31337) or its CAIP-2 id. */
  const findNetwork = (value: string): OnrampNetwork | undefined =>
    config.networks.find((n) => n.name === value || chainIdOf(n) === value || n.chain === value)

  function resolve(symbol: string, network: string): { network: OnrampNetwork; asset: OnrampAsset } {
    const found = findNetwork(network)
    const asset = found?.assets.find((a) => a.symbol === symbol.toUpperCase())
    if (!symbols.includes(symbol.toUpperCase())) throw badRequest(`Unknown purchase currency: ${symbol}. Offered: ${symbols.join(', ') || 'none'}`)
    if (!found || !asset) {
      const offered = config.networks.filter((n) => n.assets.some((a) => a.symbol === symbol.toUpperCase())).map((n) => n.name)
      throw badRequest(`Network ${network} is not offered for ${symbol.toUpperCase()}: ${offered.join(', ')}`)
    }
    return { network: found, asset }
  }

  const assetUsd = (symbol: string): number => {
    const usd = o.prices.usd(symbol)
    if (!usd) throw badRequest(`No price for ${symbol}`)
    return usd
  }

  async function feeCents(network: OnrampNetwork, asset: OnrampAsset, currency: string): Promise<bigint> {
    const source = o.sources.find((s) => s.caipNetworkId === network.chain)
    const nativeUsd = (source && o.prices.usd(source.nativeCurrency.symbol)) ?? 0
    if (network.chain.startsWith('solana:')) return networkFeeCents({ cost: SOLANA_FEE_LAMPORTS, decimals: 9, nativeUsd, currency })
    const client = clients.get(network.chain)
    if (!client || !source) return 1n
    const gasPriceWei = await client.getGasPrice()
    const cost = gasPriceWei * (asset.address ? TRANSFER_GAS.token : TRANSFER_GAS.native)
    return networkFeeCents({ cost, decimals: source.nativeCurrency.decimals, nativeUsd, currency })
  }

  async function quote(r: QuoteRequest): Promise<OnrampQuote & { units: bigint; asset: OnrampAsset; networkInfo: OnrampNetwork }> {
    if (!PAYMENT_CURRENCIES.includes(r.paymentCurrency)) throw badRequest(`Unsupported payment currency: ${r.paymentCurrency}. Offered: ${PAYMENT_CURRENCIES.join(', ')}`)
    const { network, asset } = resolve(r.purchaseCurrency, r.network)
    const q = onrampQuote({
      amount: r.amount,
      currency: r.paymentCurrency,
      method: r.paymentMethod,
      provider: r.provider,
      asset,
      assetUsd: assetUsd(asset.symbol),
      networkFeeCents: await feeCents(network, asset, r.paymentCurrency),
      network: network.name,
      quoteId: randomUUID(),
    })
    return { ...q, asset, networkInfo: network }
  }

  return {
    findNetwork,
    localNames: (): string[] => config.networks.map((n) => n.name),
    networksFor: (symbol: string): OnrampNetwork[] => config.networks.filter((n) => n.assets.some((a) => a.symbol === symbol.toUpperCase())),
    checkout: (id: string): Checkout | undefined => o.checkouts.get(id),

    purchaseCurrencies(): PurchaseCurrency[] {
      // USDC first: SPEC §9's default purchase currency.
      const ordered = [...symbols].sort((a, b) => Number(b === 'USDC') - Number(a === 'USDC'))
      return ordered.map((symbol) => {
        const offered = config.networks.filter((n) => n.assets.some((a) => a.symbol === symbol))
        const asset = offered[0]!.assets.find((a) => a.symbol === symbol)!
        return {
          id: symbol.toLowerCase(),
          name: asset.name,
          symbol,
          networks: offered.map((n) => ({ name: n.name, display_name: n.displayName, chain_id: chainIdOf(n), contract_address: n.assets.find((a) => a.symbol === symbol)!.address ?? '' })),
        }
      })
    },

    paymentCurrencies(): PaymentCurrency[] {
      return PAYMENT_CURRENCIES.map((id) => ({ id, payment_method_limits: PAYMENT_METHOD_LIMITS.map((l) => ({ ...l })) }))
    },

    quote,

    /** Makes a checkout; a network the test provider does not deliver on still gets one, which says so. */
    async createCheckout(r: CheckoutRequest): Promise<Checkout> {
      const local = findNetwork(r.network)
      const asset = local?.assets.find((a) => a.symbol === r.asset.toUpperCase())
      let units = 0n
      let q: Pick<OnrampQuote, 'paymentTotal' | 'coinbaseFee' | 'networkFee' | 'purchaseAmount'>
      if (local && asset) {
        // Both presets given, the crypto one wins and the fiat one is ignored, as Coinbase's URL does:
        // the quoted amount is what the person chose to receive; the fiat one only led to it.
        const pricing = { currency: r.paymentCurrency, method: r.paymentMethod, provider: r.provider, asset, assetUsd: assetUsd(asset.symbol) }
        const amount = r.cryptoAmount
          ? totalForUnits(parseUnits(r.cryptoAmount, asset.decimals), { ...pricing, networkFeeCents: await feeCents(local, asset, r.paymentCurrency) })
          : (r.fiatAmount ?? DEFAULT_FIAT_AMOUNT)
        const forward = await quote({ purchaseCurrency: asset.symbol, paymentCurrency: r.paymentCurrency, amount, network: local.name, paymentMethod: r.paymentMethod, provider: r.provider })
        units = forward.units
        q = forward
      } else {
        // Quoted like any other, without a chain to price the network fee: it only shows.
        const stand: OnrampAsset = { symbol: r.asset.toUpperCase(), name: r.asset.toUpperCase(), decimals: KNOWN_DECIMALS[r.asset.toUpperCase()] ?? 18 }
        q = onrampQuote({ amount: r.fiatAmount ?? DEFAULT_FIAT_AMOUNT, currency: r.paymentCurrency, method: r.paymentMethod, provider: r.provider, asset: stand, assetUsd: assetUsd(stand.symbol), networkFeeCents: 0n, network: r.network, quoteId: '' })
      }
      const checkout: Omit<Checkout, 'status' | 'txHash' | 'paidAt'> = {
        id: randomUUID(),
        createdAt: Date.now(),
        provider: r.provider,
        network: r.network,
        chain: local && asset ? local.chain : null,
        address: r.address,
        asset: r.asset.toUpperCase(),
        token: asset?.address ?? null,
        decimals: asset?.decimals ?? KNOWN_DECIMALS[r.asset.toUpperCase()] ?? 18,
        paymentCurrency: r.paymentCurrency,
        paymentMethod: r.paymentMethod,
        paymentTotal: q.paymentTotal.amount,
        fee: q.coinbaseFee.amount,
        networkFee: q.networkFee.amount,
        purchaseAmount: q.purchaseAmount.amount,
        purchaseUnits: units.toString(),
        partnerUserId: r.partnerUserId,
      }
      o.checkouts.add(checkout)
      return o.checkouts.get(checkout.id)!
    },

    /**
     * Pays a checkout: claims it (once), sends the tokens from the treasury, records the hash. A
     * checkout already paid answers 409 with its hash; nothing is sent twice.
     */
    async pay(id: string): Promise<Checkout> {
      const checkout = o.checkouts.get(id)
      if (!checkout) throw new ClientError(404, 'Unknown checkout')
      if (checkout.status !== 'open') throw new ClientError(409, 'This checkout was already paid', { txHash: checkout.txHash })
      if (Date.now() - checkout.createdAt > CHECKOUT_TTL_MS) throw new ClientError(410, 'This checkout expired: start a new purchase')
      if (!checkout.chain || !o.treasury.address(checkout.chain)) {
        throw badRequest(`The test on-ramp delivers only on ${config.networks.map((n) => n.name).join(', ')}, not on ${checkout.network}`)
      }
      if (!o.checkouts.claim(id)) throw new ClientError(409, 'This checkout was already paid', { txHash: o.checkouts.get(id)?.txHash ?? null })
      let sent: string | undefined
      try {
        await o.treasury.pay(checkout.chain, checkout.address, checkout.token, BigInt(checkout.purchaseUnits), (hash) => {
          sent = hash
          o.checkouts.markPaid(id, hash)
        })
      } catch (error) {
        if (sent) o.checkouts.markReverted(id, sent)
        else o.checkouts.release(id)
        throw error
      }
      return o.checkouts.get(id)!
    },

    coinbaseChains: COINBASE_CHAINS,
    fallbackChain: COINBASE_FALLBACK_CHAIN,
  }
}

export type OnrampService = ReturnType<typeof onrampService>
