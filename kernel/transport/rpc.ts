// Reading a chain over JSON-RPC: one transport per network of a modal, made on the first read (the
// transport and viem load then, never at page load). With an RPC service configured (SPEC §7), its
// `{rpc}/v1/?chainId=..&projectId=..` comes first and the network's own URLs are the fallbacks.
import type { KernelContext } from '../context'
import type { ModalOptions } from '../options'
import type { Network } from '../types'
import type { RpcCall } from './viem-transport'

const transports = new WeakMap<KernelContext, Map<string, Promise<RpcCall>>>()

/** The URLs a network is read from, in order of preference. */
export function rpcUrlsOf(options: Pick<ModalOptions, 'services' | 'projectId'>, network: Network): string[] {
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
  const service = options.services.rpc
  if (!service) return [...new Set(own)]
  const url = new URL('v1/', service.endsWith('/') ? service : `${service}/`)
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
    const urls = rpcUrlsOf(ctx.options, network)
    if (urls.length === 0) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
    transport = import('./viem-transport').then((m) => m.createRpcTransport(urls, { fetch: ctx.env.fetch, ping: o.ping }))
    transport.catch(() => byNetwork!.delete(network.caipNetworkId))
    byNetwork.set(network.caipNetworkId, transport)
  }
  return (await transport)<T>(method, params)
}
