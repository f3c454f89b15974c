// One JSON-RPC 2.0 call over HTTP POST, as the services make them to the local nodes, the bundler and a
// chain's configured node: bounded in time, every failure an Error that names the method.

/** Long enough for any honest node, short enough that a hung one does not hold a start or a request forever. */
export const JSON_RPC_TIMEOUT_MS = 10_000

/** The error member of a JSON-RPC answer; `reason` and `code` are the node's own, for callers that pass them on. */
export class JsonRpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    readonly reason: string,
  ) {
    super(`${method}: ${reason} (JSON-RPC error ${code})`)
    this.name = 'JsonRpcError'
  }
}

type Answer = { result?: unknown; error?: { code?: unknown; message?: unknown } }

/**
 * Calls `method` at url and returns its result, typed as the caller says (not checked: the caller knows the
 * method). Throws a JsonRpcError for a JSON-RPC error, an Error for an HTTP error status, an answer that is
 * not JSON-RPC, no answer within timeoutMs, or no connection.
 */
export async function jsonRpc<T = unknown>(url: string | URL, method: string, params: unknown = [], o: { timeoutMs?: number } = {}): Promise<T> {
  const timeoutMs = o.timeoutMs ?? JSON_RPC_TIMEOUT_MS
  const signal = AbortSignal.timeout(timeoutMs)
  const failed = (error: unknown) =>
    new Error(signal.aborted ? `${method}: no answer within ${timeoutMs} ms` : `${method}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal }).catch((error: unknown) => {
    throw failed(error)
  })
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined)
    throw new Error(`${method}: HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`)
  }
  const text = await res.text().catch((error: unknown) => {
    throw failed(error)
  })
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    answer = undefined
  }
  if (typeof answer !== 'object' || answer === null) throw new Error(`${method}: the answer is not JSON-RPC (${text.slice(0, 80)})`)
  const { result, error } = answer as Answer
  if (error) throw new JsonRpcError(method, typeof error.code === 'number' ? error.code : -32603, typeof error.message === 'string' ? error.message : JSON.stringify(error))
  return result as T
}
