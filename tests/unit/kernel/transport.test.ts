// The transport of SPEC §7 and §9 against real HTTP servers on 127.0.0.1: batching, retries with
// backoff on the SPEC's statuses (Retry-After honoured), the fallback to a second URL, identical reads
// deduplicated, the SPEC timeout text, and the RPC service's URL pattern.
import { describe, expect, it, vi } from 'vitest'
import { createKernel } from '../../../kernel/create-kernel'
import { rpc, rpcUrlsOf } from '../../../kernel/transport/rpc'
import { RpcError } from '../../../kernel/http'
import { testEnv } from '../support/env'
import { answer, useRpcNodes } from '../support/rpc-node'
import { testNamespace, testNetwork } from '../support/namespace'

const node = useRpcNodes()
const ctxFor = (services: { rpc?: string } = {}) =>
  createKernel({ projectId: 'p1', plugins: [testNamespace('eip155')], networks: [testNetwork('eip155', 1)], services, logLevel: 'silent' }, testEnv({ fetch: (...a) => fetch(...a) })).ctx
const networkAt = (...urls: string[]) => ({ ...testNetwork('eip155', 1), rpcUrls: { default: { http: urls } } })

describe('SPEC §7, §9 JSON-RPC transport', () => {
  it('SPEC §7 reads made together go as one JSON-RPC 2.0 batch POST', async () => {
    const n = await node((calls, _req, res) => answer(res, calls, (c) => `${c.method}:${JSON.stringify(c.params)}`))
    const ctx = ctxFor()
    const network = networkAt(n.url)
    const [a, b] = await Promise.all([rpc(ctx, network, 'eth_chainId', []), rpc(ctx, network, 'eth_blockNumber', [])])
    expect([a, b]).toEqual(['eth_chainId:[]', 'eth_blockNumber:[]'])
    expect(n.posts).toHaveLength(1)
    expect(n.posts[0]!.map((c) => c.method)).toEqual(['eth_chainId', 'eth_blockNumber'])
  })

  it('SPEC §9 identical concurrent reads are asked once', async () => {
    const n = await node((calls, _req, res) => answer(res, calls, () => '0x1'))
    const ctx = ctxFor()
    const network = networkAt(n.url)
    await Promise.all([rpc(ctx, network, 'eth_getBalance', ['0xabc', 'latest']), rpc(ctx, network, 'eth_getBalance', ['0xabc', 'latest'])])
    expect(n.posts.flat()).toHaveLength(1)
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('SPEC §9 HTTP %i is retried (up to 3 times, 150 ms backoff), then the answer comes through', async (status) => {
    let failures = 2
    const started = Date.now()
    const n = await node((calls, _req, res) => (failures-- > 0 ? res.writeHead(status).end() : answer(res, calls, () => '0x1')))
    expect(await rpc(ctxFor(), networkAt(n.url), 'eth_chainId', [])).toBe('0x1')
    expect(n.posts).toHaveLength(3)
    // 150 ms, then 300 ms: exponential backoff.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450)
  })

  it('SPEC §9 a status outside the list (400) is not retried; it fails with the SPEC text', async () => {
    const n = await node((_calls, _req, res) => res.writeHead(400).end())
    await expect(rpc(ctxFor(), networkAt(n.url), 'eth_chainId', [])).rejects.toThrow('HTTP status code: 400')
    expect(n.posts).toHaveLength(1)
  })

  it('SPEC §9 four failures in a row give up: 3 retries, not more', async () => {
    const n = await node((_calls, _req, res) => res.writeHead(503).end())
    await expect(rpc(ctxFor(), networkAt(n.url), 'eth_chainId', [])).rejects.toThrow('HTTP status code: 503')
    expect(n.posts).toHaveLength(4)
  })

  it('SPEC §9 Retry-After is honoured: the retry waits the seconds the server asks for', async () => {
    let first = true
    const n = await node((calls, _req, res) => {
      if (!first) return answer(res, calls, () => '0x1')
      first = false
      res.writeHead(429, { 'retry-after': '1' }).end()
    })
    const started = Date.now()
    expect(await rpc(ctxFor(), networkAt(n.url), 'eth_chainId', [])).toBe('0x1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it("a node's JSON-RPC error reaches the caller with its code, not retried", async () => {
    const n = await node((calls, _req, res) => {
      const reply = { jsonrpc: '2.0', id: calls[0]!.id, error: { code: -32601, message: 'the method does not exist' } }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(calls.batch ? [reply] : reply))
    })
    const error = await rpc(ctxFor(), networkAt(n.url), 'eth_nope', []).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: -32601 })
    expect(n.posts).toHaveLength(1)
  })

  it('SPEC §9 the fallback: a refusing first URL gives way to a second that answers', async () => {
    const down = await node((_calls, _req, res) => res.writeHead(502).end())
    const up = await node((calls, _req, res) => answer(res, calls, () => '0x2'))
    expect(await rpc(ctxFor(), networkAt(down.url, up.url), 'eth_chainId', [])).toBe('0x2')
    // The second URL got the read (besides the health samples the ranking sends every 4 s).
    expect(up.posts.flat().filter((c) => c.method === 'eth_chainId')).toHaveLength(1)
  })

  it("SPEC §8, §9 a read that outlives the 10 000 ms timeout fails with 'The request took too long to respond'", async () => {
    const n = await node(() => {}) // never answers
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const outcome = rpc(ctxFor(), networkAt(n.url), 'eth_chainId', []).catch((e: unknown) => e)
      // The first attempt is still waiting at 9 999 ms; each attempt is cut at 10 000 ms and retried.
      await vi.advanceTimersByTimeAsync(9_999)
      expect(n.posts).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1 + 150)
      await vi.waitFor(() => expect(n.posts).toHaveLength(2))
      await vi.advanceTimersByTimeAsync(60_000)
      expect(await outcome).toMatchObject({ message: 'The request took too long to respond' })
      expect(n.posts).toHaveLength(4)
    } finally {
      vi.useRealTimers()
    }
  })

  it("SPEC §8 a read whose fetch is aborted (not by the timeout) fails with 'Request was aborted'", async () => {
    const aborted = () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
    const ctx = createKernel({ projectId: 'p1', plugins: [testNamespace('eip155')], networks: [testNetwork('eip155', 1)], logLevel: 'silent' }, testEnv({ fetch: aborted })).ctx
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const outcome = rpc(ctx, networkAt('http://127.0.0.1:9/'), 'eth_chainId', []).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(5_000)
      expect(await outcome).toMatchObject({ message: 'Request was aborted' })
    } finally {
      vi.useRealTimers()
    }
  })

  it("SPEC §7 with an RPC service configured, {rpc}/v1/?chainId=..&projectId=.. comes first and the network's own URLs follow", () => {
    const network = networkAt('http://127.0.0.1:8545/')
    expect(rpcUrlsOf({ projectId: 'p1', services: { rpc: 'http://127.0.0.1:4100' } }, network)).toEqual([
      'http://127.0.0.1:4100/v1/?chainId=eip155%3A1&projectId=p1',
      'http://127.0.0.1:8545/',
    ])
    expect(rpcUrlsOf({ projectId: 'p1', services: {} }, network)).toEqual(['http://127.0.0.1:8545/'])
  })

  it("SPEC §7 the service is for listed chains: one its list names comes first, one it does not is read from its own URLs only", () => {
    const network = networkAt('http://127.0.0.1:8545/')
    const options = { projectId: 'p1', services: { rpc: 'http://127.0.0.1:4100' } }
    expect(rpcUrlsOf(options, network, ['eip155:1', 'eip155:10'])).toEqual(['http://127.0.0.1:4100/v1/?chainId=eip155%3A1&projectId=p1', 'http://127.0.0.1:8545/'])
    expect(rpcUrlsOf(options, network, ['eip155:10'])).toEqual(['http://127.0.0.1:8545/'])
  })

  it("SPEC §7 when the service's list cannot be read (HTTP 503), the service is still read first, for every chain", async () => {
    const service = await node((calls, _req, res) => answer(res, calls, () => 'from the service'), { get: (_req, res) => void res.writeHead(503).end() })
    const own = await node((calls, _req, res) => answer(res, calls, () => 'from its own node'))
    const ctx = ctxFor({ rpc: service.url })
    expect(await rpc(ctx, networkAt(own.url), 'eth_chainId', [])).toBe('from the service')
    const second = { ...testNetwork('eip155', 10), rpcUrls: { default: { http: [own.url] } } }
    expect(await rpc(ctx, second, 'eth_chainId', [])).toBe('from the service')
    expect(own.posts.flat().filter((c) => c.method === 'eth_chainId')).toHaveLength(0)
  })
})
