// Reading a chain over JSON-RPC: one transport per network of a modal, made on the first read (the
// transport and viem load then, never at page load). With an RPC service configured (SPEC §7), its
// `{rpc}/v1/?chainId=..&projectId=..` comes first for the chains it lists and the network's own URLs
// are the fallbacks; a chain it does not list is read from its own URLs only.
import { serviceUrl } from '../api/service-url'
import type { KernelContext } from '../context'
import type { ModalOptions } from '../options'
import type { Network } from '../types'
import type { RpcCall } from './viem-transport'

const transports = new WeakMap<KernelContext, Map<string, Promise<RpcCall>>>()

/**
 * The URLs a network is read from, in order of preference. `listed` is what the RPC service serves
 * (its `v1/supported-chains`); without it (the list unread) the service is tried first for every chain.
 */
export function rpcUrlsOf(options: Pick<ModalOptions, 'services' | 'projectId'>, network: Network, listed?: readonly string[]): string[] {
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
  const service = options.services.rpc
  if (!service || (listed && !listed.includes(network.caipNetworkId))) return [...new Set(own)]
  const url = serviceUrl(service, 'v1/')
  url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('projectId', options.projectId)
  return [...new Set([url.href, ...own])]
}

/**
 * A JSON-RPC read of `network` with SPEC §9's transport (batching, timeout, retries, fallback).
 * `ping` is the cheap method the fallback samples health with (default `net_listening`).
 */
export async function rpc<T = unknown>(ctx: KernelContext, network: Network, method: string, params?: readonly unknown[] | Record<string, unknown>, o: { ping?: string } = {}): Promise<T> {
  let byNetwork = transports.get(ctx)
  if (!byNetwork) transports.set(ctx, (byNetwork = new Map()))
  let transport = byNetwork.get(network.caipNetworkId)
  if (!transport) {
    transport = import('./first-read').then(async (m) => {
      const urls = rpcUrlsOf(ctx.options, network, await m.listedChains(ctx))
      if (urls.length === 0) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
      return m.createRpcTransport(urls, { fetch: ctx.env.fetch, ping: o.ping })
    })
    transport.catch(() => byNetwork!.delete(network.caipNetworkId))
    byNetwork.set(network.caipNetworkId, transport)
  }
  return (await transport)<T>(method, params)
}
