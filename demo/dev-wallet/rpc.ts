// JSON-RPC over HTTP to a chain node; node errors keep their code and data (revert reasons).
import { ProviderRpcError, rpcCodes } from './errors'

let nextId = 0

export type Rpc = (method: string, params?: readonly unknown[]) => Promise<unknown>

export function httpRpc(url: string, fetchFn: typeof fetch): Rpc {
  return async (method, params = []) => {
    const res = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
    })
    if (!res.ok) throw new ProviderRpcError(rpcCodes.internal, `${method}: HTTP status code: ${res.status}`)
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }
}
