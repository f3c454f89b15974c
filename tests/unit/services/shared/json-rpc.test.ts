// The services' one JSON-RPC client call, against a real HTTP server on 127.0.0.1 that answers as told.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeServer, listen } from '../../../../services/shared/http-server'
import { jsonRpc, JsonRpcError } from '../../../../services/shared/json-rpc'

type Call = { jsonrpc: string; id: number; method: string; params: unknown }
const calls: Call[] = []

// Answers by method name: what each test wants the node to do.
function answer(call: Call, res: ServerResponse): void {
  const json = (status: number, body: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (call.method === 'echo') return json(200, { jsonrpc: '2.0', id: call.id, result: { params: call.params } })
  if (call.method === 'refuse') return json(200, { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'no such thing here' } })
  if (call.method === 'crash') return json(500, { oops: true })
  if (call.method === 'text') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('not json')
  // 'hang': accept the request and never answer
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let text = ''
  req.on('data', (chunk: Buffer) => (text += chunk.toString()))
  req.on('end', () => {
    const call = JSON.parse(text) as Call
    calls.push(call)
    answer(call, res)
  })
})
let url = ''

beforeAll(async () => {
  await listen(server, 0, '127.0.0.1')
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => closeServer(server))

describe('jsonRpc', () => {
  it('POSTs a JSON-RPC 2.0 call and returns its result', async () => {
    const result = await jsonRpc<{ params: unknown }>(url, 'echo', ['a', 1])
    expect(result).toEqual({ params: ['a', 1] })
    expect(calls.at(-1)).toEqual({ jsonrpc: '2.0', id: 1, method: 'echo', params: ['a', 1] })
  })

  it('sends no params as an empty list', async () => {
    await jsonRpc(url, 'echo')
    expect(calls.at(-1)?.params).toEqual([])
  })

  it('throws the JSON-RPC error with the method, its code and its message', async () => {
    const error = await jsonRpc(url, 'refuse').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JsonRpcError)
    expect((error as JsonRpcError).message).toBe('refuse: no such thing here (JSON-RPC error -32601)')
    expect(error).toMatchObject({ method: 'refuse', code: -32601, reason: 'no such thing here' })
  })

  it('throws on an HTTP error status, naming the method and the status', async () => {
    await expect(jsonRpc(url, 'crash')).rejects.toThrow('crash: HTTP 500')
  })

  it('throws when the answer is not JSON-RPC, naming the method', async () => {
    await expect(jsonRpc(url, 'text')).rejects.toThrow(/^text: the answer is not JSON-RPC/)
  })

  it('gives up on a server that never answers at the timeout', async () => {
    const t0 = performance.now()
    await expect(jsonRpc(url, 'hang', [], { timeoutMs: 200 })).rejects.toThrow('hang: no answer within 200 ms')
    const waited = performance.now() - t0
    expect(waited).toBeGreaterThanOrEqual(190)
    expect(waited).toBeLessThan(2000)
  })
})
