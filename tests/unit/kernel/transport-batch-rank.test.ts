// SPEC §9 transport, the parts transport.test.ts leaves out: "batch 1000" (a burst of reads goes out in
// POSTs of at most 1000 requests, against a JSON-RPC server on 127.0.0.1 that records each body), and
// "Fallback health sampling: interval 4000 ms, 10 samples, weights stability 0.7 and latency 0.3",
// observed through which URL the next read goes to. The ranking runs on fake timers (Date too, so the
// latency the fallback measures is exactly what a stand-in node makes it wait), with an in-memory fetch.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKernel } from '../../../kernel/create-kernel'
import { rpc } from '../../../kernel/transport/rpc'
import { createRpcTransport } from '../../../kernel/transport/viem-transport'
import { testEnv } from '../support/env'
import { answer, useRpcNodes, type Body } from '../support/rpc-node'
import { testNamespace, testNetwork } from '../support/namespace'

const node = useRpcNodes()
afterEach(() => void vi.useRealTimers())

describe('SPEC §9 JSON-RPC batch 1000', () => {
  it('SPEC §9 batch 1000: a burst of 1001 reads goes out as two POSTs, 1000 requests then 1, and every read gets its own answer', async () => {
    const { url, posts } = await node((calls, _req, res) => answer(res, calls, (c) => c.params?.[0]))
    const { ctx } = createKernel({ projectId: 'p1', plugins: [testNamespace('eip155')], networks: [testNetwork('eip155', 1)], logLevel: 'silent' }, testEnv({ fetch: (...a) => fetch(...a) }))
    const network = { ...testNetwork('eip155', 1), rpcUrls: { default: { http: [url] } } }
    // 1001 different reads (identical ones would be deduplicated), all made together.
    const addresses = Array.from({ length: 1001 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`)
    const answers = await Promise.all(addresses.map((a) => rpc(ctx, network, 'eth_getBalance', [a, 'latest'])))
    expect(answers).toEqual(addresses)
    expect(posts.map((p) => p.length)).toEqual([1000, 1])
    expect(posts.flat().map((c) => c.params?.[0])).toEqual(addresses)
  })
})

/** How a stand-in node answers its nth health ping (net_listening): after `latency` ms, or refusing (HTTP 400, never retried). */
type Ping = (n: number) => { latency: number; ok: boolean }

/**
 * An answer whose body is already text: a real Response streams its body, which settles outside the
 * fake clock, so a ranking round could end after the clock was moved on.
 */
const reply = (status: number, text: string) =>
  ({ ok: status < 300, status, statusText: '', headers: new Headers({ 'content-type': 'application/json' }), body: null, text: async () => text }) as unknown as Response

/** Nodes at `plans`' URLs, in memory: reads are answered at once and recorded; pings as each plan says. */
function nodes(plans: Record<string, Ping>) {
  const pings = new Map<string, number>()
  const reads: string[] = []
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input)
    const parsed = JSON.parse(String(init?.body)) as Body | Body[]
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    if (calls.some((c) => c.method === 'net_listening')) {
      const n = (pings.get(url) ?? 0) + 1
      pings.set(url, n)
      const { latency, ok } = plans[url]!(n)
      if (latency > 0) await new Promise((r) => setTimeout(r, latency))
      if (!ok) return reply(400, '"refused"')
    } else reads.push(url)
    const replies = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: c.method === 'net_listening' ? true : '0x1' }))
    return reply(200, JSON.stringify(Array.isArray(parsed) ? replies : replies[0]))
  }
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const call = createRpcTransport(Object.keys(plans), { fetch: fetchFn })
  return {
    pings: (url: string) => pings.get(url) ?? 0,
    /** Waits until every node has had its nth ping, and the round is over (no ping here takes 1 s). */
    async sampled(n: number) {
      while (Object.keys(plans).some((url) => (pings.get(url) ?? 0) < n)) await vi.advanceTimersByTimeAsync(250)
      await vi.advanceTimersByTimeAsync(1_000)
    },
    /** The URL a read goes to now: the first of the ranking. */
    async firstInLine(): Promise<string> {
      const before = reads.length
      const read = call('eth_chainId')
      await vi.advanceTimersByTimeAsync(0)
      await read
      return reads[before]!
    },
  }
}

const A = 'http://127.0.0.1:1/'
const B = 'http://127.0.0.1:2/'

describe('SPEC §9 fallback health sampling', () => {
  it('SPEC §9 fallback health sampling interval 4000 ms: each URL is pinged once at the start, then 4000 ms after each round', async () => {
    const up: Ping = () => ({ latency: 0, ok: true })
    const n = nodes({ [A]: up, [B]: up })
    // A ping goes out on the batch's zero-delay timer, which the fake clock runs 1 ms later when it is
    // set while the clock moves: a round ends 1 ms after its wait, and the next ping leaves 4000 + 1 ms on.
    const at = async (ms: number) => (await vi.advanceTimersByTimeAsync(ms), [n.pings(A), n.pings(B)])
    expect(await at(0)).toEqual([1, 1])
    expect(await at(4_000)).toEqual([1, 1])
    expect(await at(1)).toEqual([2, 2])
    expect(await at(4_000)).toEqual([2, 2])
    expect(await at(1)).toEqual([3, 3])
  })

  it('SPEC §9 fallback health sampling keeps 10 samples: a slow first ping counts for 10 rounds, and no longer in the 11th', async () => {
    // A answered its first ping in 900 ms, then at once; B always in 50 ms. Both always answer, so
    // latency alone ranks them: A's mean is 900/k ms while its first ping is among the samples kept.
    const n = nodes({ [A]: (i) => ({ latency: i === 1 ? 900 : 0, ok: true }), [B]: () => ({ latency: 50, ok: true }) })
    await n.sampled(1)
    expect(await n.firstInLine()).toBe(B)
    await n.sampled(10)
    expect(await n.firstInLine()).toBe(B)
    await n.sampled(11)
    expect(await n.firstInLine()).toBe(A)
  })

  it('SPEC §9 fallback weights stability 0.7, latency 0.3: a fast URL that failed some pings ranks ahead of a slow steady one only while it answered more than 4 in 7', async () => {
    // B (listed first) answers at once but refuses pings 1 and 4; A always answers, in 500 ms.
    // Scores: A 0.7·1 + 0.3·0 = 0.7; B, with s its share of pings answered, 0.7·s + 0.3·1.
    const n = nodes({ [B]: (i) => ({ latency: 0, ok: i !== 1 && i !== 4 }), [A]: () => ({ latency: 500, ok: true }) })
    const order: string[] = []
    for (let k = 1; k <= 5; k++) {
      await n.sampled(k)
      order.push((await n.firstInLine()) === A ? 'A' : 'B')
    }
    // s = 0, 1/2, 2/3, 2/4, 3/5: B is ahead only when 0.7·s + 0.3 > 0.7, i.e. s > 4/7.
    expect(order).toEqual(['A', 'A', 'B', 'A', 'B'])
  })
})
