// HTTP for the kernel and plugins: JSON-RPC to chain nodes and a small JSON client for services.
import { errorMessage, gangwayError, GangwayError } from './errors'

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

export type Query = Record<string, string | number | boolean | undefined>

export interface HttpClient {
  get<T = unknown>(path: string, query?: Query): Promise<T>
  post<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
  put<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
  delete<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
}

/** A JSON client bound to one base URL; default query parameters go on every call. */
export function createHttpClient(fetcher: typeof fetch, baseUrl: string, defaults: Query = {}): HttpClient {
  const call = async <T>(method: string, path: string, body?: unknown, query: Query = {}): Promise<T> => {
    const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    for (const [key, value] of Object.entries({ ...defaults, ...query })) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    let response: Response
    try {
      response = await fetcher(url, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw new GangwayError('SOMETHING_WENT_WRONG', errorMessage('SOMETHING_WENT_WRONG'), { cause: error })
      throw error
    }
    if (!response.ok) throw gangwayError('HTTP_STATUS', response.status)
    const text = await response.text()
    return (text ? JSON.parse(text) : undefined) as T
  }
  return {
    get: (path, query) => call('GET', path, undefined, query),
    post: (path, body, query) => call('POST', path, body, query),
    put: (path, body, query) => call('PUT', path, body, query),
    delete: (path, body, query) => call('DELETE', path, body, query),
  }
}
