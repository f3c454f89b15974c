// The chain through @polkadot/api (16.x; large, so it loads only when a balance or a transfer first
// needs it): one ApiPromise per modal and endpoint, kept for the page's life.
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { KernelContext, Network } from 'gangway'
import { wsUrlOf } from './networks'

const apis = new WeakMap<KernelContext, Map<string, Promise<ApiPromise>>>()

export function apiFor(ctx: KernelContext, network: Network): Promise<ApiPromise> {
  const url = wsUrlOf(network)
  let byUrl = apis.get(ctx)
  if (!byUrl) apis.set(ctx, (byUrl = new Map()))
  let api = byUrl.get(url)
  if (!api) {
    // throwOnConnect: a node that cannot be reached fails this call instead of retrying forever.
    api = ApiPromise.create({ provider: new WsProvider(url, 2_500), throwOnConnect: true, noInitWarn: true })
    api.catch(() => byUrl!.delete(url))
    byUrl.set(url, api)
  }
  return api
}

/** Closes this modal's node connections (modal.destroy()). */
export function closeConnections(ctx: KernelContext): void {
  const byUrl = apis.get(ctx)
  apis.delete(ctx)
  for (const api of byUrl?.values() ?? []) void api.then((a) => a.disconnect()).catch(() => {})
}

interface AccountInfo {
  data: { free: { toBigInt(): bigint } }
}

/** The account's free balance (system.account's data.free) in planck. */
export async function freeBalance(ctx: KernelContext, network: Network, address: string): Promise<bigint> {
  const api = await apiFor(ctx, network)
  const info = (await api.query.system!.account!(address)) as unknown as AccountInfo
  return info.data.free.toBigInt()
}
