// JSON-RPC to chain nodes for the kernel and plugins (the services' JSON client is api/http.ts).
import { gangwayError, isAbortError } from './errors'

export const RPC_TIMEOUT_MS = 10_000

export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

async function withTimeout<T>(timeoutMs: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    return await run(controller.signal)
  } catch (error) {
    if (controller.signal.aborted) throw gangwayError('REQUEST_TIMEOUT')
    // SPEC §8: aborted by something else than the timeout (the fetch cancelled, the page leaving).
    if (isAbortError(error)) throw gangwayError('REQUEST_ABORTED')
    throw error
  } finally {
    clearTimeout(timer)
  }
}

let nextId = 1

/** One JSON-RPC 2.0 call over HTTP POST, with SPEC §9's 10 s timeout. */
export async function jsonRpc<T = unknown>(
  fetcher: typeof fetch,
  url: string,
  method: string,
  params: readonly unknown[] = [],
  timeoutMs = RPC_TIMEOUT_MS,
): Promise<T> {
  return withTimeout(timeoutMs, async (signal) => {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      signal,
    })
    if (!response.ok) throw gangwayError('HTTP_STATUS', response.status)
    const body = (await response.json()) as { result?: T; error?: { message: string; code: number; data?: unknown } }
    if (body.error) throw new RpcError(body.error.message, body.error.code, body.error.data)
    return body.result as T
  })
}
