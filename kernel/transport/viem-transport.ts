// The transport of SPEC §7 and §9, built on viem's (the defaults the SPEC lists are viem's): JSON-RPC
// 2.0 over HTTP, batched up to 1000, 10 000 ms timeout, 3 retries 150 ms apart with exponential
// backoff on HTTP 403, 408, 413, 429, 500, 502, 503 and 504 honouring Retry-After, a fallback over
// several URLs ranked by health (every 4000 ms, 10 samples, stability 0.7, latency 0.3), and
// identical concurrent reads deduplicated (cache 8192). Any namespace's JSON-RPC reads use it:
// viem's transports speak plain JSON-RPC, whatever the chain. Loaded on the first read.
import { BaseError, fallback, http, HttpRequestError, RpcRequestError, TimeoutError, type EIP1193RequestFn, type Transport } from 'viem'
import { GangwayError, errorMessage, gangwayError, isAbortError } from '../errors'
import { RpcError } from '../http'

export const RPC_BATCH_SIZE = 1000
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
export const RPC_TIMEOUT_MS = 10_000
export const RANK = { interval: 4_000, sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } } as const

export type RpcCall = <T>(method: string, params?: readonly unknown[] | Record<string, unknown>) => Promise<T>

/** viem's errors as the kernel's: the SPEC texts, and a node's error with its JSON-RPC code and data. */
function translate(error: unknown): Error {
  // SPEC §8: a request aborted by something else than the timeout (the fetch cancelled, the page leaving).
  if (!(error instanceof BaseError)) return isAbortError(error) ? gangwayError('REQUEST_ABORTED') : error instanceof Error ? error : new Error(String(error))
  if (error.walk((e) => e instanceof TimeoutError)) return gangwayError('REQUEST_TIMEOUT')
  if (error.walk(isAbortError)) return gangwayError('REQUEST_ABORTED')
  const node = error.walk((e) => e instanceof RpcRequestError) as RpcRequestError | null
  if (node) return new RpcError(node.details, node.code, (node as { data?: unknown }).data)
  const http = error.walk((e) => e instanceof HttpRequestError) as HttpRequestError | null
  if (http?.status) return new GangwayError('HTTP_STATUS', errorMessage('HTTP_STATUS', http.status), { cause: error })
  return new Error(error.details || error.shortMessage, { cause: error })
}

export function createRpcTransport(urls: readonly string[], o: { fetch: typeof fetch; ping?: string }): RpcCall {
  const transports: Transport[] = urls.map((url) =>
    http(url, { batch: { batchSize: RPC_BATCH_SIZE }, retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS, timeout: RPC_TIMEOUT_MS, fetchFn: o.fetch }),
  )
  const ping = o.ping
  const transport =
    transports.length === 1
      ? transports[0]!
      : fallback(transports, {
          retryCount: RPC_RETRY_COUNT,
          retryDelay: RPC_RETRY_DELAY_MS,
          rank: { ...RANK, ping: ping ? ({ transport: t }) => t.request({ method: ping }) : undefined },
        })
  const request = transport({ retryCount: RPC_RETRY_COUNT, timeout: RPC_TIMEOUT_MS }).request as EIP1193RequestFn
  return async <T>(method: string, params?: readonly unknown[] | Record<string, unknown>) => {
    try {
      return (await request({ method, params } as never, { dedupe: true })) as T
    } catch (error) {
      throw translate(error)
    }
  }
}
