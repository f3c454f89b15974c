// The on-ramp's state and actions, framework-free, one per modal: options from the services, the
// quote for what the person types (SPEC §4: it sets the purchase amount, with a loading flag while
// fetching), the provider choice (SPEC §5 providers rule), and the provider's checkout URL.
import { map } from 'nanostores'
import { describeError, perModal, type HttpClient, type PluginApi } from 'gangway'
import {
  amountProblem,
  plainAmount,
  availableProviders,
  currenciesOn,
  DEFAULT_AMOUNT,
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_PURCHASE_CURRENCY,
  growth,
  heldOf,
  limitsOf,
  meldUrl,
  quoteOf,
  type OnrampOptions,
  type OnrampProvider,
  type OnrampQuote,
} from './rules'

/** SPEC §9: the default debounce, between the last keystroke and the quote. */
export const QUOTE_DEBOUNCE_MS = 500

export interface OnrampState {
  /** The network the state belongs to. */
  network?: string
  options?: OnrampOptions
  loadingOptions: boolean
  optionsError?: string
  /** Symbol of what is bought. */
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: string
  /** Fiat, as typed. */
  paymentAmount: string
  provider?: string
  quote?: OnrampQuote
  /** SPEC §4: true while the quote is fetched. */
  quotesLoading: boolean
  quoteError?: string
  /** SPEC §4: what the quote says arrives. */
  purchaseAmount?: string
}

const initial = (): OnrampState => ({
  loadingOptions: false,
  purchaseCurrency: DEFAULT_PURCHASE_CURRENCY,
  paymentCurrency: DEFAULT_PAYMENT_CURRENCY,
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  paymentAmount: DEFAULT_AMOUNT,
  quotesLoading: false,
})

export function createOnrampController(modal: PluginApi) {
  const $onramp = map<OnrampState>(initial())
  let generation = 0
  let optionsRun = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let quoting: Promise<void> = Promise.resolve()
  /** The services' own client (SPEC §7 projectId, st, sv; refusals carry the services' words). */
  const client = async (): Promise<HttpClient> => {
    const http = (await modal.services()).api.http
    if (!http) throw new Error('The on-ramp needs the services API (options.services.api)')
    return http
  }

  const active = () => {
    const namespace = modal.stores.$activeNamespace.get()
    const network = modal.stores.$activeNetwork.get()
    const address = namespace ? modal.stores.$accounts.get()[namespace]?.address : undefined
    return { namespace, network, address }
  }

  /** What can be bought on the active network, and from whom. */
  function offer(state: OnrampState = $onramp.get()) {
    const { network } = active()
    const sold = state.options && network ? currenciesOn(state.options, network.id) : []
    const chosen = sold.find((c) => c.currency.symbol === state.purchaseCurrency) ?? sold[0]
    const providers = availableProviders(modal.options.remoteFeatures.onramp, state.options?.providers ?? [])
    const payment = state.options?.paymentCurrencies.find((c) => c.id === state.paymentCurrency)
    return { sold, chosen, providers, payment, limits: limitsOf(payment, state.paymentMethod) }
  }

  function problem(state: OnrampState = $onramp.get()): string | undefined {
    const o = offer(state)
    if (!o.chosen) return undefined
    return amountProblem(state.paymentAmount, o.limits, state.paymentCurrency, state.paymentMethod)
  }

  function reset(): void {
    clearTimeout(timer)
    generation++
    optionsRun++
    $onramp.set(initial())
  }

  async function init(): Promise<void> {
    const { network } = active()
    if (!network) return
    const s = $onramp.get()
    if (s.network === network.caipNetworkId && (s.options || s.loadingOptions)) return
    const run = ++optionsRun
    $onramp.set({ ...initial(), network: network.caipNetworkId, loadingOptions: true })
    try {
      const options = await (await client()).get<OnrampOptions>('v1/onramp/options')
      if (run !== optionsRun) return
      const defaults = options.defaults ?? {}
      const next: OnrampState = {
        ...$onramp.get(),
        options,
        loadingOptions: false,
        purchaseCurrency: defaults.purchaseCurrency ?? DEFAULT_PURCHASE_CURRENCY,
        paymentCurrency: defaults.paymentCurrency ?? DEFAULT_PAYMENT_CURRENCY,
      }
      next.provider = offer(next).providers[0]?.name
      const sold = offer(next).chosen
      if (sold) next.purchaseCurrency = sold.currency.symbol
      $onramp.set(next)
      schedule(0)
    } catch (error) {
      if (run !== optionsRun) return
      $onramp.set({ ...$onramp.get(), loadingOptions: false, optionsError: describeError(error) })
    }
  }

  function schedule(delay = QUOTE_DEBOUNCE_MS): void {
    clearTimeout(timer)
    const run = ++generation
    const s = $onramp.get()
    const ready = Boolean(offer(s).chosen) && !problem(s)
    $onramp.set({ ...s, quote: undefined, purchaseAmount: undefined, quoteError: undefined, quotesLoading: ready })
    if (!ready) return
    quoting = new Promise<void>((done) => {
      timer = setTimeout(() => void fetchQuote(run).finally(done), delay)
    })
  }

  async function fetchQuote(run: number): Promise<void> {
    const s = $onramp.get()
    const { chosen } = offer(s)
    if (!chosen) return void $onramp.setKey('quotesLoading', false)
    try {
      const quote = await (await client()).post<OnrampQuote>('v1/onramp/quote', {
        purchaseCurrency: chosen.currency.symbol,
        paymentCurrency: s.paymentCurrency,
        amount: plainAmount(s.paymentAmount),
        network: chosen.network.name,
        paymentMethod: s.paymentMethod,
        ...(s.provider ? { provider: s.provider } : {}),
      })
      if (run !== generation) return
      $onramp.set({ ...$onramp.get(), quote, purchaseAmount: quoteOf(quote, $onramp.get().provider)?.purchaseAmount.amount, quotesLoading: false })
    } catch (error) {
      if (run !== generation) return
      $onramp.set({ ...$onramp.get(), quotesLoading: false, quoteError: describeError(error) })
    }
  }

  /** The checkout of the chosen provider for what the quote says, at the connected address. */
  async function checkoutUrl(): Promise<{ provider: OnrampProvider; url: string }> {
    const s = $onramp.get()
    const { chosen, providers } = offer(s)
    const provider = providers.find((p) => p.name === s.provider)
    const { address, namespace } = active()
    if (!provider) throw new Error(/* t */ 'No on-ramp provider is available')
    if (!chosen || !address || !namespace) throw new Error(/* t */ 'Nothing to buy on this network')
    const why = problem(s)
    if (why) throw new Error(why)
    if (provider.url) {
      const publicKey = String(modal.options.features.onrampMeldPublicKey ?? '')
      const url = meldUrl(provider.url, {
        publicKey,
        namespace,
        walletAddress: address,
        projectId: modal.options.projectId,
        sourceAmount: plainAmount(s.paymentAmount),
        sourceCurrencyCode: s.paymentCurrency,
        network: chosen.network.name,
      })
      return { provider, url }
    }
    const { url } = await (await client()).post<{ url: string }>('v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: [chosen.network.name], assets: [chosen.currency.symbol] }],
      defaultNetwork: chosen.network.name,
      partnerUserId: modal.options.projectId,
      defaultExperience: 'buy',
      // What the quote said arrives, as AppKit sends it: the provider then charges for exactly that.
      ...(s.purchaseAmount ? { presetCryptoAmount: s.purchaseAmount } : {}),
      presetFiatAmount: plainAmount(s.paymentAmount),
      paymentCurrency: s.paymentCurrency,
      paymentMethod: s.paymentMethod,
      provider: provider.name,
    })
    return { provider, url }
  }

  const controller = {
    $onramp,
    init,
    reset,
    offer,
    problem,
    setPurchaseCurrency(symbol: string): void {
      $onramp.setKey('purchaseCurrency', symbol)
      schedule()
    },
    setPaymentCurrency(id: string): void {
      $onramp.setKey('paymentCurrency', id)
      schedule()
    },
    setPaymentMethod(id: string): void {
      $onramp.setKey('paymentMethod', id)
      schedule()
    },
    setAmount(amount: string): void {
      $onramp.setKey('paymentAmount', amount)
      schedule()
    },
    /** The quote carries every provider's: picking one needs no new request. */
    setProvider(name: string): void {
      const { quote } = $onramp.get()
      $onramp.set({ ...$onramp.get(), provider: name, purchaseAmount: quoteOf(quote, name)?.purchaseAmount.amount })
    },
    /** Resolves once the quote for what was typed has arrived (or failed). */
    settled: () => quoting,
    checkoutUrl,
    /**
     * The account's balance of what is bought, read afresh: '0' when it holds none, undefined when
     * the balances cannot be read (then nothing can be compared with it).
     */
    async holding(): Promise<{ quantity: string; symbol?: string; decimals?: number } | undefined> {
      const contract = offer().chosen?.network.contract_address
      if (contract === undefined) return undefined
      const services = await modal.services()
      const balances = await services.fetchTokenBalances({ force: true }).catch(() => undefined)
      if (!balances || services.$tokenBalances.get().lastRetry) return undefined
      const held = heldOf(balances, contract)
      return held ? { quantity: held.quantity.numeric, symbol: held.symbol, decimals: Number(held.quantity.decimals) } : { quantity: '0' }
    },
    /** What arrived since `before` (a holding() reading): the amount and its symbol, once the balance rose. */
    async arrived(before: { quantity: string }): Promise<{ amount: string; symbol: string } | undefined> {
      const now = await controller.holding()
      const amount = now?.symbol && now.decimals !== undefined ? growth(before.quantity, now.quantity, now.decimals) : undefined
      return amount ? { amount, symbol: now!.symbol! } : undefined
    },
    /** What was bought arrives on the chain: read the balances again. */
    async refreshBalances(): Promise<void> {
      const services = await modal.services()
      await Promise.all([modal.refreshBalance({ force: true }), services.fetchTokenBalances({ force: true })])
    },
  }
  modal.stores.$activeNetwork.listen(reset)
  modal.events.on('accountChanged', reset)
  return controller
}

export type OnrampController = ReturnType<typeof createOnrampController>

/** The on-ramp controller of a modal, made on first use. */
export const onrampController = perModal(createOnrampController)
