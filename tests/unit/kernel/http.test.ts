import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHttpClient, HttpStatusError } from '../../../kernel/api/http'
import { jsonRpc, RpcError } from '../../../kernel/http'

let server: Server
let base: string
const seen: Array<{ method: string; url: string; body: string }> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body })
      const url = new URL(req.url ?? '/', 'http://x')
      if (url.pathname.endsWith('/fail')) return res.writeHead(503).end('down')
      if (url.pathname.endsWith('/slow')) return // never answers
      if (url.pathname === '/rpc') {
        const call = JSON.parse(body) as { id: number; method: string }
        const reply = call.method === 'boom' ? { error: { code: -32601, message: 'method not found' } } : { result: '0x2a' }
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...reply }))
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('HTTP client (SPEC §7)', () => {
  it("SPEC §7 the generic HTTP client throws 'HTTP status code: {n}' on a non-OK response", async () => {
    const http = createHttpClient(fetch, `${base}/api`)
    await expect(http.get('fail')).rejects.toThrow('HTTP status code: 503')
    await expect(http.post('fail', { a: 1 })).rejects.toThrow('HTTP status code: 503')
  })

  it('SPEC §7 GET, POST, PUT, DELETE send a JSON body and query; default query parameters go on every call', async () => {
    const http = createHttpClient(fetch, `${base}/api`, { projectId: 'p1', st: 'gangway', sv: 'html-wagmi-4.2.2' })
    seen.length = 0
    expect(await http.get('/v1/supported-chains', { chainId: 'eip155:1', skip: undefined })).toEqual({ ok: true })
    await http.post('v1/fungible/price', { currency: 'usd' })
    await http.put('x', { a: 1 })
    await http.delete('y')
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE'])
    const first = new URL(seen[0]!.url, base)
    expect(first.pathname).toBe('/api/v1/supported-chains')
    expect(Object.fromEntries(first.searchParams)).toEqual({ projectId: 'p1', st: 'gangway', sv: 'html-wagmi-4.2.2', chainId: 'eip155:1' })
    expect(JSON.parse(seen[1]!.body)).toEqual({ currency: 'usd' })
  })

  it('SPEC §7 JSON-RPC 2.0 POST returns the result and surfaces a node error with its code', async () => {
    expect(await jsonRpc(fetch, `${base}/rpc`, 'eth_chainId')).toBe('0x2a')
    const call = JSON.parse(seen[seen.length - 1]!.body)
    expect(call).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId', params: [] })
    const error = await jsonRpc(fetch, `${base}/rpc`, 'boom').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: -32601, message: 'method not found' })
  })

  it("SPEC §8 a JSON-RPC call that outlives its timeout fails with 'The request took too long to respond'", async () => {
    await expect(jsonRpc(fetch, `${base}/slow`, 'eth_chainId', [], 50)).rejects.toThrow('The request took too long to respond')
  })

  it("SPEC §8 a JSON-RPC call aborted by something else than its timeout fails with 'Request was aborted'", async () => {
    const aborted: typeof fetch = () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
    await expect(jsonRpc(aborted, 'http://127.0.0.1:9/rpc', 'eth_chainId')).rejects.toThrow('Request was aborted')
  })

  it('SPEC §9 the JSON-RPC timeout is 10 000 ms by default: aborted at 10 000 ms, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let signal: AbortSignal | undefined
      const hanging: typeof fetch = (_input, init) => {
        signal = init?.signal ?? undefined
        return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
      }
      const call = jsonRpc(hanging, 'http://127.0.0.1:9/rpc', 'eth_chainId')
      const outcome = call.catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(9_999)
      expect(signal?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(signal?.aborted).toBe(true)
      expect(await outcome).toMatchObject({ message: 'The request took too long to respond' })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("SPEC §8 a service's refusal keeps its words", () => {
  it("a refused call throws 'HTTP status code: {n}' carrying the service's reason and body; a body that is not JSON carries none", async () => {
    const server = createServer((req, res) => {
      if (req.url?.startsWith('/refuse')) return res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Amount must be between 10.00 and 7500.00 USD for card' }))
      if (req.url?.startsWith('/reasons')) return res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ reasons: [{ name: 'INSUFFICIENT_LIQUIDITY', description: 'insufficient liquidity' }] }))
      res.writeHead(502).end('not json')
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const failures: unknown[] = []
    const client = createHttpClient(fetch, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, {}, { onError: (e) => failures.push(e) })
    try {
      const refused = await client.post('refuse', {}).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(HttpStatusError)
      expect(refused).toMatchObject({ message: 'HTTP status code: 400', status: 400, reason: 'Amount must be between 10.00 and 7500.00 USD for card' })
      expect(await client.get('reasons').catch((e: unknown) => e)).toMatchObject({ reason: 'insufficient liquidity', body: { reasons: [{ name: 'INSUFFICIENT_LIQUIDITY' }] } })
      expect(await client.get('broken').catch((e: unknown) => e)).toMatchObject({ message: 'HTTP status code: 502', status: 502, reason: undefined })
      expect(failures).toHaveLength(3)
    } finally {
      server.close()
    }
  })
})
