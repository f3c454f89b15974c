// The swap flow's state and actions, framework-free, one per modal. It reads tokens, quotes, the
// allowance and gas prices from the services (SPEC §7 /v1/convert/*), builds the approve and the
// swap there, and sends both through the connected wallet (eth_sendTransaction via modal.request,
// SPEC §6: approval class). Views read $swap and call these functions.
import { map } from 'nanostores'
import { cutDecimals, describeError, errorMessage, formatUnits, HttpStatusError, perModal, type HttpClient, type PluginApi, type Services, type TokenBalance } from 'gangway'
import {
  DEFAULT_SLIPPAGE,
  isNative,
  needsApproval,
  quoteProblem,
  sameAddress,
  slippageProblem,
  sourceAmount,
  swapTokens,
  INSUFFICIENT_BALANCE,
  type ListedToken,
  type SwapToken,
} from './rules'
import { isSwapNetwork } from './networks'
import { fungiblePrice } from './prices'

/** SPEC §9: the default debounce, between the last keystroke and the quote. */
export const QUOTE_DEBOUNCE_MS = 500

export interface SwapQuote {
  fromAmount: bigint
  toAmount: bigint
  /** Percent, against the pools' mid price (fees included). */
  priceImpact: number
  path: readonly string[]
}

/** A transaction the services built, in the wallet's terms. */
export interface SwapTransaction {
  to: string
  data: string
  value: bigint
  gas?: bigint
}

export interface SwapState {
  /** The network the state belongs to. */
  network?: string
  tokens: SwapToken[]
  loadingTokens: boolean
  /** SPEC §8 'Network not supported for Swaps', or why the token list could not be read. */
  tokensError?: string
  sourceToken?: SwapToken
  toToken?: SwapToken
  /** Exact decimal string as typed. */
  sourceTokenAmount: string
  /** Percent, SPEC §9 default 1. */
  slippage: string
  quote?: SwapQuote
  loadingQuote: boolean
  quoteError?: string
  /** Wei per gas (the services' standard price); absent when they give none (SPEC §8: silently). */
  gasPrice?: bigint
  /** What the router may spend of the source token. */
  allowance?: bigint
  approvalTransaction?: SwapTransaction
  swapTransaction?: SwapTransaction
  approving: boolean
  swapping: boolean
}

export interface SwapResult {
  hash: string
  from: SwapToken
  to: SwapToken
  fromAmount: bigint
  /** What the quote promised; the chain paid at least the minimum. */
  toAmount: bigint
}

interface QuotesResponse {
  quotes: Array<{ fromAmount: string; toAmount: string; priceImpact?: number; path?: string[] }>
}
interface BuiltTransaction {
  tx: { from?: string; to: string; data: string; value: string; eip155?: { gas?: string | number } }
}

const initial = (): SwapState => ({ tokens: [], loadingTokens: false, sourceTokenAmount: '', slippage: DEFAULT_SLIPPAGE, loadingQuote: false, approving: false, swapping: false })
const plain = (caip10: string): string => caip10.split(':')[2] ?? caip10
const hex = (n: bigint): string => `0x${n.toString(16)}`
const toTransaction = ({ tx }: BuiltTransaction): SwapTransaction => ({
  to: plain(tx.to),
  data: tx.data,
  value: BigInt(tx.value),
  gas: tx.eip155?.gas === undefined ? undefined : BigInt(tx.eip155.gas),
})
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)))
/** What was typed for another token, with no more places than the token to pay has (its field takes no more). */
const fitted = (amount: string, token: SwapToken | undefined): string => (token ? cutDecimals(amount, token.decimals) : amount)

export function createSwapController(modal: PluginApi) {
  const $swap = map<SwapState>(initial())
  let services: Services | undefined
  let listed: ListedToken[] = []
  /** Bumped by every new quote (and reset): an answer for an older one is dropped. */
  let generation = 0
  let tokensRun = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let quoting: Promise<void> = Promise.resolve()
  /** Settles the pending quote's promise: called when a newer quote or a reset replaces it before it ran. */
  let finishQuoting: (() => void) | undefined

  /** The services' own client (SPEC §7 projectId, st, sv; refusals carry the services' words). */
  const client = async (): Promise<HttpClient> => {
    const http = (await modal.services()).api.http
    if (!http) throw new Error('The swap feature needs the services API (options.services.api)')
    return http
  }
  const active = () => {
    const namespace = modal.stores.$activeNamespace.get()
    const network = modal.stores.$activeNetwork.get()
    const address = namespace ? modal.stores.$accounts.get()[namespace]?.address : undefined
    const capabilities = namespace ? modal.namespaces.get(namespace)?.capabilities : undefined
    return { namespace, network, address, capabilities, placeholders: capabilities?.transfers?.nativePlaceholders ?? [] }
  }
  const userAddress = () => {
    const { network, address } = active()
    return network && address ? `${network.caipNetworkId}:${address}` : undefined
  }
  const native = (token: SwapToken) => isNative(token, active().placeholders)

  /** Tokens with what the account holds now; the picked ones follow. */
  function applyBalances(balances: readonly TokenBalance[]): void {
    const tokens = swapTokens(listed, balances, active().placeholders)
    const again = (t: SwapToken | undefined) => (t ? (tokens.find((x) => sameAddress(x.address, t.address)) ?? t) : undefined)
    const s = $swap.get()
    $swap.set({ ...s, tokens, sourceToken: again(s.sourceToken), toToken: again(s.toToken) })
  }

  /** Tokens whose price was asked of fungible/price on this network (once each). */
  let priced = new Set<string>()
  /** SPEC §7: a picked token with no price from the list or the balances asks the services for one. */
  async function fillPrice(token: SwapToken | undefined): Promise<void> {
    if (!token || token.price > 0 || priced.has(token.address)) return
    priced.add(token.address)
    const run = tokensRun
    const price = await client()
      .then((http) => fungiblePrice(http, modal.options.projectId, token.address))
      .catch(() => undefined)
    if (!price || run !== tokensRun) return
    listed = listed.map((t) => (sameAddress(t.address, token.address) ? { ...t, price } : t))
    applyBalances(services?.$tokenBalances.get().balances ?? [])
  }

  function reset(): void {
    clearTimeout(timer)
    finishQuoting?.()
    generation++
    tokensRun++
    listed = []
    priced = new Set()
    // A swap in flight keeps its flags until it settles.
    const { approving, swapping } = $swap.get()
    $swap.set({ ...initial(), approving, swapping })
  }

  /** The token list and gas price of the active network, once per network; the account's balances every time. */
  async function init(): Promise<void> {
    const { network } = active()
    if (!network) return
    // SPEC §8, without asking the services: they are not meant to swap here.
    if (!isSwapNetwork(network, modal.options)) return void $swap.set({ ...initial(), network: network.caipNetworkId, tokensError: errorMessage('SWAPS_UNSUPPORTED') })
    services ??= await modal.services()
    const balancesRead = services.fetchTokenBalances().catch(() => undefined)
    const s = $swap.get()
    if (s.network === network.caipNetworkId && (s.tokens.length > 0 || s.loadingTokens)) return
    const run = ++tokensRun
    $swap.set({ ...initial(), network: network.caipNetworkId, loadingTokens: true })
    const gasPrice = client()
      .then((http) => http.get<{ standard: string }>('v1/convert/gas-price', { chainId: network.caipNetworkId }))
      .then((prices) => BigInt(prices.standard))
      // SPEC §8: a gas price failure ('Network not supported for Gas Price' among them) returns nothing, silently.
      .catch(() => undefined)
    try {
      const { tokens } = await (await client()).get<{ tokens: ListedToken[] }>('v1/convert/tokens', { chainId: network.caipNetworkId })
      // The lists show once the balances are known too: a token must not jump from Popular to Yours
      // under the pointer a moment after the picker appears.
      await balancesRead
      if (run !== tokensRun) return
      listed = tokens
      applyBalances(services.$tokenBalances.get().balances)
      const all = $swap.get().tokens
      // The native currency to start from, as a person usually does.
      $swap.set({ ...$swap.get(), loadingTokens: false, sourceToken: all.find(native) ?? all[0], gasPrice: await gasPrice })
      void fillPrice($swap.get().sourceToken)
    } catch (error) {
      if (run !== tokensRun) return
      $swap.set({ ...$swap.get(), loadingTokens: false, tokensError: describeError(error) })
    }
  }

  function schedule(delay = QUOTE_DEBOUNCE_MS): void {
    clearTimeout(timer)
    finishQuoting?.()
    const run = ++generation
    const s = $swap.get()
    const { units, problem } = sourceAmount(s.sourceTokenAmount, s.sourceToken)
    const ready = Boolean(s.sourceToken && s.toToken && units !== undefined && (!problem || problem === INSUFFICIENT_BALANCE))
    $swap.set({ ...s, quote: undefined, quoteError: undefined, approvalTransaction: undefined, swapTransaction: undefined, loadingQuote: ready })
    if (!ready) return
    quoting = new Promise<void>((done) => {
      finishQuoting = done
      timer = setTimeout(() => void fetchQuote(run).finally(done), delay)
    })
  }

  async function fetchQuote(run: number): Promise<void> {
    const s = $swap.get()
    const from = s.sourceToken!
    const to = s.toToken!
    const { units, problem } = sourceAmount(s.sourceTokenAmount, from)
    const user = userAddress()
    if (!units || !user) return void $swap.setKey('loadingQuote', false)
    try {
      const { quotes } = await (await client()).get<QuotesResponse>('v1/convert/quotes', {
        amount: units.toString(),
        userAddress: user,
        from: from.address,
        to: to.address,
        gasPrice: s.gasPrice?.toString(),
      })
      const best = quotes[0]
      if (!best) throw new Error(/* t */ 'No quote for this pair')
      const quote: SwapQuote = { fromAmount: BigInt(best.fromAmount), toAmount: BigInt(best.toAmount), priceImpact: best.priceImpact ?? 0, path: best.path ?? [] }
      const allowance = native(from) ? undefined : BigInt((await (await client()).get<{ allowance: string }>('v1/convert/allowance', { tokenAddress: from.address, userAddress: user })).allowance)
      if (run !== generation) return
      $swap.set({ ...$swap.get(), quote, allowance })
      const built = await build({ from, to, units, allowance, estimate: !problem })
      if (run !== generation) return
      $swap.set({ ...$swap.get(), ...built, loadingQuote: false })
    } catch (error) {
      if (run !== generation) return
      const e = asError(error)
      $swap.set({ ...$swap.get(), loadingQuote: false, quoteError: e instanceof HttpStatusError ? quoteProblem(e) : e.message })
    }
  }

  /**
   * The transactions to send: the approve when the allowance is short of the amount (SPEC §7), and
   * the swap. The node estimates the swap's gas only when it can run now (allowance and balance
   * there); otherwise the services give their fixed limit, enough for the estimate shown.
   */
  async function build(o: { from: SwapToken; to: SwapToken; units: bigint; allowance: bigint | undefined; estimate: boolean }) {
    const user = userAddress()!
    const approve = needsApproval({ native: native(o.from), allowance: o.allowance, amount: o.units })
    const [approvalTransaction, swapTransaction] = await Promise.all([
      approve ? (await client()).get<BuiltTransaction>('v1/convert/build-approve', { userAddress: user, from: o.from.address, to: o.to.address }).then(approvalOf) : undefined,
      (await client())
        .post<BuiltTransaction>('v1/convert/build-transaction', {
          amount: o.units.toString(),
          from: o.from.address,
          to: o.to.address,
          userAddress: user,
          eip155: { slippage: $swap.get().slippage },
          disableEstimate: approve || !o.estimate,
        })
        .then(toTransaction),
    ])
    return { approvalTransaction, swapTransaction }
  }

  /** As in AppKit, the approve is sent to `tx.from`: the token. */
  const approvalOf = (built: BuiltTransaction): SwapTransaction => ({ ...toTransaction(built), to: plain(built.tx.from ?? built.tx.to) })

  /** Sends one transaction from the connected account and waits until the chain has it. */
  async function send(tx: SwapTransaction): Promise<string> {
    const { network, address, capabilities, namespace } = active()
    if (!network || !address) throw new Error('Connect a wallet to swap')
    const hash = (await modal.request(
      { method: 'eth_sendTransaction', params: [{ from: address, to: tx.to, data: tx.data, value: hex(tx.value), ...(tx.gas ? { gas: hex(tx.gas) } : {}) }] },
      { namespace },
    )) as string
    const transfers = await capabilities?.transfers?.load()
    await transfers?.confirm?.(modal.context, network, hash)
    return hash
  }

  async function refreshBalances(): Promise<void> {
    await Promise.all([modal.refreshBalance({ force: true }), services?.fetchTokenBalances({ force: true })])
  }

  const fail = (error: unknown) => {
    modal.toast.show(describeError(error), 'error')
    modal.events.emit('error', { error: asError(error) })
  }

  const controller = {
    $swap,
    init,
    reset,
    /** Whether a swap token is the native currency (no approve, sent as value). */
    isNative: native,
    setSourceToken(token: SwapToken): void {
      const s = $swap.get()
      const flip = sameAddress(token.address, s.toToken?.address)
      $swap.set({ ...s, sourceToken: token, toToken: flip ? s.sourceToken : s.toToken, sourceTokenAmount: fitted(s.sourceTokenAmount, token), allowance: undefined })
      schedule()
      void fillPrice(token)
    },
    setToToken(token: SwapToken): void {
      const s = $swap.get()
      const flip = sameAddress(token.address, s.sourceToken?.address)
      const sourceToken = flip ? s.toToken : s.sourceToken
      $swap.set({ ...s, toToken: token, sourceToken, sourceTokenAmount: fitted(s.sourceTokenAmount, sourceToken) })
      schedule()
      void fillPrice(token)
    },
    /** Swap sides; what the quote promised becomes the amount to swap back. */
    switchTokens(): void {
      const s = $swap.get()
      const amount = s.quote && s.toToken ? formatUnits(s.quote.toAmount, s.toToken.decimals) : ''
      $swap.set({ ...s, sourceToken: s.toToken, toToken: s.sourceToken, sourceTokenAmount: amount, allowance: undefined })
      schedule()
    },
    setAmount(amount: string): void {
      $swap.setKey('sourceTokenAmount', amount)
      schedule()
    },
    /** A valid slippage applies at once: the swap is built again with it. */
    setSlippage(slippage: string): string | undefined {
      const problem = slippageProblem(slippage)
      if (problem) return problem
      $swap.setKey('slippage', slippage.trim())
      if ($swap.get().quote) schedule(0)
      return undefined
    },
    /** Resolves once the quote for what was typed last has arrived (or failed); a quote replaced while waiting is waited past. */
    async settled(): Promise<void> {
      for (let pending = quoting; ; pending = quoting) {
        await pending
        if (pending === quoting) return
      }
    },
    /** Sends the approve, waits for the chain, and builds the swap again with the new allowance. */
    async approve(): Promise<string> {
      const s = $swap.get()
      if (!s.approvalTransaction || s.approving) throw new Error('Nothing to approve')
      $swap.setKey('approving', true)
      try {
        const hash = await send(s.approvalTransaction)
        schedule(0)
        await quoting
        return hash
      } catch (error) {
        fail(error)
        throw error
      } finally {
        $swap.setKey('approving', false)
      }
    },
    /** Builds the swap afresh (current pools, the slippage set), sends it, waits, and reads the balances again. */
    async swap(): Promise<SwapResult> {
      const s = $swap.get()
      const { units } = sourceAmount(s.sourceTokenAmount, s.sourceToken)
      if (!s.sourceToken || !s.toToken || !units || !s.quote || s.swapping) throw new Error('Nothing to swap')
      if (needsApproval({ native: native(s.sourceToken), allowance: s.allowance, amount: units })) throw new Error(`Approve ${s.sourceToken.symbol} first`)
      $swap.setKey('swapping', true)
      try {
        const { swapTransaction } = await build({ from: s.sourceToken, to: s.toToken, units, allowance: s.allowance, estimate: true })
        const hash = await send(swapTransaction)
        const result: SwapResult = { hash, from: s.sourceToken, to: s.toToken, fromAmount: units, toAmount: s.quote.toAmount }
        generation++
        $swap.set({ ...$swap.get(), sourceTokenAmount: '', quote: undefined, approvalTransaction: undefined, swapTransaction: undefined, allowance: undefined })
        await refreshBalances()
        return result
      } catch (error) {
        fail(error)
        throw error
      } finally {
        $swap.setKey('swapping', false)
      }
    },
  }

  // Balances arrive after the token list, and change after a swap: quantities follow.
  void modal.services().then((s) => {
    services = s
    s.$tokenBalances.listen((state) => listed.length > 0 && applyBalances(state.balances))
  })
  // Another network or account is another swap.
  modal.stores.$activeNetwork.listen(reset)
  modal.events.on('accountChanged', reset)
  return controller
}

export type SwapController = ReturnType<typeof createSwapController>

/** The swap controller of a modal, made on first use. */
export const swapController = perModal(createSwapController)
