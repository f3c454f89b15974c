// The few Esplora REST calls the plugin makes (Blockstream's and mempool.space's API; the local
// ledger speaks the same): the base URL is the network's RPC URL.
import { gangwayError, rpcUrl, type KernelContext, type Network } from 'gangway'

export const esploraBase = (network: Network): string => rpcUrl(network).replace(/\/+$/, '')

/** GET a JSON (or text) answer; a non-OK answer throws SPEC §7's 'HTTP status code: {n}' with the body. */
export async function esploraGet<T>(ctx: KernelContext, network: Network, path: string, as: 'json' | 'text' = 'json'): Promise<T> {
  const res = await ctx.env.fetch(`${esploraBase(network)}${path}`)
  if (!res.ok) throw Object.assign(gangwayError('HTTP_STATUS', res.status), { body: await res.text().catch(() => '') })
  return (as === 'json' ? await res.json() : await res.text()) as T
}

interface Stats {
  funded_txo_sum: number
  spent_txo_sum: number
}

/** Confirmed and mempool balance of an address, in satoshi. */
export async function addressBalance(ctx: KernelContext, network: Network, address: string): Promise<bigint> {
  const { chain_stats: c, mempool_stats: m } = await esploraGet<{ chain_stats: Stats; mempool_stats?: Stats }>(ctx, network, `/address/${encodeURIComponent(address)}`)
  return BigInt(c.funded_txo_sum) - BigInt(c.spent_txo_sum) + BigInt(m?.funded_txo_sum ?? 0) - BigInt(m?.spent_txo_sum ?? 0)
}
