// Token balances of the active account (SPEC §4 'Balance fetch'): cached 30 s per network:address
// (SPEC §9), a 30 s lockout after a failure during which a fetch returns an empty list, and
// 'Token Balance Unavailable' on failure or on a network the services cannot read.
import { atom } from 'nanostores'
import { toastMessages } from '../errors'
import type { Kernel } from '../kernel'
import type { ApiClient, TokenBalance, TokenBalancesState } from './types'

export const PORTFOLIO_CACHE_MS = 30_000
export const BALANCE_RETRY_LOCKOUT_MS = 30_000
export function createTokenBalances(k: Kernel, api: ApiClient) {
  const $state = atom<TokenBalancesState>({ balances: [], loading: false })
  const cache = new Map<string, { balances: TokenBalance[]; timestamp: number }>()
  let supported: Promise<string[]> | undefined
  const supportedChains = () => {
    supported ??= api.supportedChains()
    supported.catch(() => (supported = undefined)) // asked again next time
    return supported
  }
  const patch = (p: Partial<TokenBalancesState>) => $state.set({ ...$state.get(), ...p })
  const unavailable = (error?: unknown): TokenBalance[] => {
    k.toast.show(toastMessages.TOKEN_BALANCE_UNAVAILABLE, 'error')
    if (error instanceof Error) k.ctx.events.emit('error', { error })
    return []
  }

  async function fetchTokenBalances(o: { force?: boolean } = {}): Promise<TokenBalance[]> {
    const { lastRetry } = $state.get()
    if (lastRetry && Date.now() - lastRetry < BALANCE_RETRY_LOCKOUT_MS) return []
    const namespace = k.network.$activeNamespace.get()
    const network = k.network.$activeNetwork.get()
    const address = namespace ? k.accounts.get(namespace).address : undefined
    // No services configured and no wallet that reports its assets: nothing to fetch, nothing failed.
    const live = namespace ? k.sessions.get(namespace) : undefined
    const capabilities = namespace ? k.namespaces.get(namespace)?.capabilities : undefined
    // SPEC §4: the auth connector's own asset discovery, where its namespace has one.
    const walletAssets = live?.connector.type === 'AUTH' ? capabilities?.walletAssets : undefined
    if (!namespace || !network || !address || (!api.hasApi && !walletAssets)) return []
    const key = `${network.caipNetworkId}:${address}`
    const cached = cache.get(key)
    if (cached && !o.force && Date.now() - cached.timestamp < PORTFOLIO_CACHE_MS) {
      patch({ balances: cached.balances })
      return cached.balances
    }
    patch({ loading: true })
    try {
      if (!(capabilities?.tokenBalances || walletAssets) || k.network.$unsupportedChainId.get()) return unavailable()
      let balances = walletAssets && live ? await (await walletAssets())(live.session, address, network) : undefined
      if (!balances) {
        if (!(await supportedChains()).includes(network.caipNetworkId)) return unavailable()
        balances = await api.balance(address, network.caipNetworkId, o.force)
      }
      // SPEC §5: tokens with decimals '0' are filtered out.
      balances = balances.filter((b) => b.quantity.decimals !== '0')
      cache.set(key, { balances, timestamp: Date.now() })
      // The person may have moved to another account or network while this was in flight.
      if (k.network.$activeNetwork.get() === network && k.accounts.get(namespace).address === address) patch({ balances, lastRetry: undefined })
      return balances
    } catch (error) {
      patch({ lastRetry: Date.now(), balances: [] })
      k.ctx.log.error('token balance fetch failed', error)
      return unavailable(error)
    } finally {
      patch({ loading: false })
    }
  }

  // Another account or network shows another portfolio.
  const clear = () => patch({ balances: [] })
  k.network.$activeNetwork.listen(clear)
  k.ctx.events.on('accountChanged', clear)
  // SPEC §4 a reset clears the balances: a disconnect that leaves the active namespace without an account.
  k.ctx.events.on('disconnect', () => {
    const namespace = k.network.$activeNamespace.get()
    if (!namespace || !k.accounts.get(namespace).address) clear()
  })

  return { $tokenBalances: $state, fetchTokenBalances }
}
