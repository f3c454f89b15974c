// Native balance of an account, cached 30 s per network:address (SPEC §9). Concurrent asks for
// the same key share one request.
import { formatUnits } from '../format'
import type { Kernel } from '../kernel'
import type { Namespace } from '../plugin'

export const BALANCE_CACHE_MS = 30_000

type Entry = { balance: Promise<string>; timestamp: number }
const caches = new WeakMap<Kernel, Map<string, Entry>>()

export async function refreshBalance(k: Kernel, namespace: Namespace, o: { force?: boolean } = {}): Promise<void> {
  const account = k.accounts.get(namespace)
  const networkNow = () => (k.network.$activeNamespace.get() === namespace ? k.network.$activeNetwork.get() : k.network.preferredIn(namespace))
  const network = networkNow()
  const plugin = k.namespaces.get(namespace)
  if (!account.address || !network || !plugin || k.network.$unsupportedChainId.get()) return
  let cache = caches.get(k)
  if (!cache) caches.set(k, (cache = new Map()))
  const key = `${network.caipNetworkId}:${account.address}`
  let entry = cache.get(key)
  if (!entry || o.force || Date.now() - entry.timestamp >= BALANCE_CACHE_MS) {
    const balance = plugin.getBalance(k.ctx, network, account.address).then((value) => formatUnits(value, network.nativeCurrency.decimals))
    entry = { balance, timestamp: Date.now() }
    cache.set(key, entry)
  }
  try {
    const balance = await entry.balance
    // The person may have moved on (another account or network) while the request was in flight.
    if (k.accounts.get(namespace).address === account.address && networkNow()?.caipNetworkId === network.caipNetworkId) {
      k.accounts.update(namespace, { balance, balanceSymbol: network.nativeCurrency.symbol })
    }
  } catch (error) {
    if (cache.get(key) === entry) cache.delete(key)
    k.ctx.log.error('balance fetch failed', error)
  }
}
