// The send flow's state and actions (SPEC §3 'Send state', §4 'Send flow'), framework-free. One
// controller per modal; views read $send and call these functions.
import {
  cutDecimals,
  formatUnits,
  gangwayError,
  isUserRejection,
  parseUnits,
  perModal,
  popTransaction,
  pushTransaction,
  type Identity,
  type Namespace,
  type NamespaceTransfers,
  type Network,
  type PluginApi,
  type Services,
  type TokenBalance,
  type TransferCapability,
} from 'gangway'
import { map } from 'nanostores'
import { sendProblem, type SendProblem } from './validate'
/** SPEC §9: names resolve after the person stops typing for this long. */
export const RESOLVE_DEBOUNCE_MS = 500

export interface SendState {
  token?: TokenBalance
  /** Exact decimal string as typed: never a float. */
  sendTokenAmount?: string
  /** What the person typed: an address, or a name where names exist. */
  receiverInput: string
  /** The address the send goes to: the input when it is an address, else what its name resolved to. */
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImageUrl?: string
  resolving: boolean
  resolveError?: string
  networkBalanceInUSD?: string
  loading: boolean
}

export interface SentTransfer {
  id: string
  network: Network
  amount: string
  symbol: string
  to: string
  toName?: string
  /** Token sends return to Account by themselves (SPEC §2); a native EVM send stays on its view. */
  returnsToAccount: boolean
}

const initial = (): SendState => ({ receiverInput: '', resolving: false, loading: false })

/**
 * The token's own address (contract or mint), or undefined for the native currency: no address, or
 * one of the placeholders the namespace says services give the native currency (SPEC §9).
 */
export function tokenAddressOf(token: TokenBalance | undefined, transfers: TransferCapability | undefined): string | undefined {
  const address = token?.address?.split(':')[2]
  const placeholders = transfers?.nativePlaceholders ?? []
  return address && !placeholders.some((p) => p.toLowerCase() === address.toLowerCase()) ? address : undefined
}

export function createSendController(modal: PluginApi) {
  const $send = map<SendState>(initial())
  const services: Promise<Services> = modal.services()
  let resolveTimer: ReturnType<typeof setTimeout> | undefined
  let resolving: Promise<void> = Promise.resolve()
  let inflight: Promise<SentTransfer> | undefined

  const active = () => {
    const namespace = modal.stores.$activeNamespace.get()
    const network = modal.stores.$activeNetwork.get()
    const account = namespace ? modal.stores.$accounts.get()[namespace] : undefined
    const capabilities = namespace ? modal.namespaces.get(namespace)?.capabilities : undefined
    return { namespace, network, account, capabilities }
  }
  const tokenAddress = (token: TokenBalance | undefined) => tokenAddressOf(token, active().capabilities?.transfers)
  const decimalsOf = (token: TokenBalance | undefined, network: Network | undefined) =>
    token ? Number(token.quantity.decimals) : (network?.nativeCurrency.decimals ?? 18)

  function reset(): void {
    clearTimeout(resolveTimer)
    // A send in flight keeps its loading flag until it settles.
    $send.set({ ...initial(), loading: $send.get().loading })
  }

  function setReceiver(input: string): void {
    clearTimeout(resolveTimer)
    const text = input.trim()
    $send.set({ ...$send.get(), receiverInput: input, receiverAddress: undefined, receiverProfileName: undefined, receiverProfileImageUrl: undefined, resolveError: undefined, resolving: false })
    const { namespace, capabilities } = active()
    const plugin = namespace ? modal.namespaces.get(namespace) : undefined
    if (!text || !plugin) return
    const isAddress = plugin.isAddress(text)
    // SPEC §1: names exist where the namespace has them (eip155); elsewhere only addresses are accepted.
    const hasNames = Boolean(capabilities?.names)
    const isName = !isAddress && hasNames && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text)
    if (isAddress) $send.setKey('receiverAddress', text)
    if (!isAddress && !isName) return
    if (isName) $send.setKey('resolving', true)
    // A result applies only while the input is still what it was looked up for.
    const still = () => $send.get().receiverInput.trim() === text
    resolving = new Promise<void>((done) => {
      resolveTimer = setTimeout(async () => {
        try {
          const s = await services
          // The receiver's name and avatar, when the services know them, for the form and the review.
          // A failed lookup is no identity, not an error.
          const identityOf = async (address: string): Promise<Identity> => (s.api.hasApi ? s.identity(address, namespace).catch(() => ({})) : {})
          if (isName) {
            const address = await s.resolveName(text)
            if (still()) $send.set({ ...$send.get(), receiverAddress: address, receiverProfileName: text })
            const { avatar } = await identityOf(address)
            if (avatar && still()) $send.setKey('receiverProfileImageUrl', avatar)
          } else if (hasNames) {
            const { name, avatar } = await identityOf(text)
            if (still()) $send.set({ ...$send.get(), receiverProfileName: name ?? undefined, receiverProfileImageUrl: avatar ?? undefined })
          }
        } catch (error) {
          if (still()) $send.setKey('resolveError', error instanceof Error ? error.message : String(error))
        } finally {
          if (still()) $send.setKey('resolving', false)
          done()
        }
      }, isName ? RESOLVE_DEBOUNCE_MS : 0)
    })
  }

  /** What the sender holds of the chosen token (or the native currency), exactly. */
  const balanceOf = (token: TokenBalance | undefined): string | undefined => (token ? token.quantity.numeric : active().account?.balance)

  async function transfers(): Promise<{ transfers: NamespaceTransfers; capability: TransferCapability; namespace: Namespace; network: Network }> {
    const { namespace, network, capabilities } = active()
    // SPEC §4: a namespace without the transfers capability is 'Unsupported chain'.
    const capability = capabilities?.transfers
    if (!namespace || !network || !capability) throw gangwayError('UNSUPPORTED_CHAIN')
    return { transfers: await capability.load(), capability, namespace, network }
  }

  async function refresh(t: NamespaceTransfers, network: Network, id: string): Promise<void> {
    // Token balances only where the services read them: elsewhere asking would say 'Token Balance Unavailable'.
    const hasTokens = Boolean(modal.namespaces.get(network.chainNamespace)?.capabilities.tokenBalances)
    const again = async () => {
      await Promise.all([modal.refreshBalance({ force: true }), hasTokens && (await services).fetchTokenBalances({ force: true })])
    }
    await again()
    if (!t.confirm) return
    try {
      await t.confirm(modal.context, network, id)
      await again()
    } catch (error) {
      modal.toast.show(/* t */ 'Transaction failed', 'error')
      modal.events.emit('error', { error: error instanceof Error ? error : new Error(String(error)) })
    }
  }

  async function run(): Promise<SentTransfer> {
    const s = $send.get()
    $send.setKey('loading', true)
    let pushed = false
    try {
      const { transfers: t, capability, namespace, network } = await transfers()
      const { account } = active()
      const session = modal.session(namespace)
      if (!s.sendTokenAmount || !s.receiverAddress) throw gangwayError('AMOUNT_AND_RECEIVER_REQUIRED')
      if (capability.requiresToken && !s.token) throw gangwayError('TOKEN_REQUIRED')
      if (!session || !account?.address) throw gangwayError('CONNECT_BEFORE_REQUEST')
      const tokenAddress = tokenAddressOf(s.token, capability)
      const decimals = decimalsOf(s.token, network)
      const amount = parseUnits(s.sendTokenAmount, decimals)
      const symbol = s.token?.symbol ?? network.nativeCurrency.symbol
      const properties = {
        isSmartAccount: account.accounts.find((a) => a.address === account.address)?.type === 'smartAccount',
        token: tokenAddress ?? symbol,
        amount: s.sendTokenAmount,
        network: network.caipNetworkId,
      }
      modal.events.emit('analytics', { event: 'SEND_INITIATED', properties })
      // SPEC §2 'After sending': a token send (and a native one where the namespace says so, as on
      // Solana) returns to Account on success; a native EVM send pushes the stack with no success handler.
      const returnsToAccount = Boolean(tokenAddress) || capability.nativeReturnsToAccount
      pushTransaction(modal.router, returnsToAccount ? { onSuccess: () => modal.router.goBackTo('Account') } : {})
      pushed = true
      const id = await t.send(modal.context, session, {
        network,
        from: account.address,
        to: s.receiverAddress,
        amount,
        token: tokenAddress ? { address: tokenAddress, decimals } : undefined,
      })
      modal.events.emit('analytics', { event: 'SEND_SUCCESS', properties })
      reset()
      popTransaction(modal.router, 'success')
      void refresh(t, network, id)
      return { id, network, amount: s.sendTokenAmount, symbol, to: s.receiverAddress, toName: s.receiverProfileName, returnsToAccount }
    } catch (error) {
      if (pushed) popTransaction(modal.router, isUserRejection(error) ? 'cancel' : 'error')
      modal.events.emit('error', { error: error instanceof Error ? error : new Error(String(error)) })
      throw error
    } finally {
      $send.setKey('loading', false)
    }
  }

  const controller = {
    $send,
    reset,
    setReceiver,
    setToken(token: TokenBalance | undefined): void {
      const s = $send.get()
      // What was typed for another token keeps no more places than this one has (its field takes no more).
      const sendTokenAmount = s.sendTokenAmount && cutDecimals(s.sendTokenAmount, decimalsOf(token, active().network))
      $send.set({ ...s, token, sendTokenAmount, networkBalanceInUSD: token && !tokenAddress(token) ? String(token.value) : s.networkBalanceInUSD })
    },
    setAmount(amount: string): void {
      $send.setKey('sendTokenAmount', amount)
    },
    /** Everything the token holds; for the native currency, less what the network fee may take. */
    async max(): Promise<void> {
      const { token } = $send.get()
      const { network } = active()
      const decimals = decimalsOf(token, network)
      const held = balanceOf(token)
      if (!network || held === undefined) return
      let units = parseUnits(held, decimals)
      if (!tokenAddress(token)) {
        const { transfers: t } = await transfers()
        const reserve = (await t.feeReserve?.(modal.context, network).catch(() => 0n)) ?? 0n
        units = units > reserve ? units - reserve : 0n
      }
      $send.setKey('sendTokenAmount', formatUnits(units, decimals))
    },
    /** The first problem with the send as it stands, once a name being typed has resolved: its message. */
    async problem(): Promise<string | undefined> {
      return (await controller.findProblem())?.message
    },
    /** The same, with the field it is about. */
    async findProblem(): Promise<SendProblem | undefined> {
      await resolving
      const s = $send.get()
      const { network, capabilities } = active()
      return sendProblem({
        tokenRequired: capabilities?.transfers?.requiresToken ?? false,
        hasToken: Boolean(s.token),
        amount: s.sendTokenAmount,
        receiverInput: s.receiverInput,
        receiverAddress: s.receiverAddress,
        resolveError: s.resolveError,
        balance: balanceOf(s.token),
        decimals: decimalsOf(s.token, network),
      })
    },
    /** Sends once: a second call while one is in flight gets the same promise (a double click sends once). */
    send(): Promise<SentTransfer> {
      inflight ??= run().finally(() => (inflight = undefined))
      return inflight
    },
  }
  // SPEC §4: changing the active network resets the send state; so does another account.
  modal.stores.$activeNetwork.listen(reset)
  modal.events.on('accountChanged', reset)
  return controller
}

export type SendController = ReturnType<typeof createSendController>

/** The send controller of a modal, made on first use. */
export const sendController = perModal(createSendController)
