// The relay's socket lifecycle over real sockets: auth on the upgrade, liveness (pings, dead peers, shutdown)
// and subscription ids.
import { createHash } from 'node:crypto'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { authUrl, randomTopic, type RawClient } from './raw-client'
import { barrier, upgradeStatus, useRelay } from './harness'

const h = useRelay()
const { start, client } = h

describe('relay: auth on the upgrade', () => {
  it('a connection without auth is refused with HTTP 401', async () => {
    await start()
    expect(await upgradeStatus(`${h.relay!.url}?projectId=test`)).toBe(401)
  })

  it('a JWT with a broken signature is refused with HTTP 401', async () => {
    await start()
    const url = new URL(await authUrl(h.relay!.url))
    const [header, p, s] = url.searchParams.get('auth')!.split('.') as [string, string, string]
    const flipped = s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11)
    url.searchParams.set('auth', [header, p, flipped].join('.'))
    expect(await upgradeStatus(url.toString())).toBe(401)
  })

  it('garbage in auth is refused with HTTP 401', async () => {
    await start()
    expect(await upgradeStatus(`${h.relay!.url}?auth=not.a.jwt`)).toBe(401)
  })

  it('a JWT for another relay (aud) is refused with HTTP 401', async () => {
    await start()
    expect(await upgradeStatus(await authUrl(h.relay!.url, { aud: 'wss://relay.example' }))).toBe(401)
    expect(await upgradeStatus(await authUrl(h.relay!.url, { aud: `ws://127.0.0.1:${h.relay!.port + 1}` }))).toBe(401)
  })

  it('an expired JWT is refused with HTTP 401', async () => {
    await start()
    const iat = Math.floor(Date.now() / 1000) - 7200
    const jwt = await signJWT('sub', h.relay!.url, 60, generateKeyPair(), iat)
    expect(await upgradeStatus(`${h.relay!.url}?auth=${jwt}`)).toBe(401)
  })

  it("aud may name the relay's own URL forms: trailing slash, localhost alias", async () => {
    await start()
    expect(await upgradeStatus(await authUrl(h.relay!.url, { aud: `${h.relay!.url}/` }))).toBe(101)
    expect(await upgradeStatus(await authUrl(h.relay!.url, { aud: `ws://localhost:${h.relay!.port}` }))).toBe(101)
  })
})

describe('relay: liveness and shutdown', () => {
  // Only the relay's intervals run on a fake clock: sockets, frames and close handshakes stay real.
  const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  const pingsOf = (c: RawClient) => {
    const seen = { count: 0 }
    c.socket.on('ping', () => seen.count++)
    return seen
  }

  it('SPEC §9 relay heartbeat 5 s: every socket is pinged at 5 000 ms, not before', async () => {
    fakeIntervals()
    try {
      await start() // the relay's own interval: no option given
      const a = await client()
      const pings = pingsOf(a)
      await vi.advanceTimersByTimeAsync(4_999)
      await barrier(a) // a ping sent before the reply would have arrived before it
      expect(pings.count).toBe(0)
      await vi.advanceTimersByTimeAsync(1)
      await barrier(a)
      expect(pings.count).toBe(1)
      await vi.advanceTimersByTimeAsync(5_000)
      await barrier(a)
      expect(pings.count).toBe(2)
    } finally {
      await h.relay?.stop()
      vi.useRealTimers()
    }
  })

  it('SPEC §9 relay heartbeat: a socket that answers no ping is dropped at the next beat (10 s); one that answers stays', async () => {
    fakeIntervals()
    try {
      await start()
      const healthy = await client()
      const dead = await client({ autoPong: false })
      const [healthyPings, deadPings] = [pingsOf(healthy), pingsOf(dead)]
      let closedWith: number | undefined
      const closed = new Promise<number>((resolve) => dead.socket.once('close', (code) => resolve((closedWith = code))))
      await vi.advanceTimersByTimeAsync(5_000)
      // The pong goes out as the ping arrives, so once this reply is back the relay has it.
      await Promise.all([barrier(healthy), barrier(dead)])
      expect([healthyPings.count, deadPings.count]).toEqual([1, 1])
      expect(closedWith).toBeUndefined()
      await vi.advanceTimersByTimeAsync(5_000)
      expect(await closed).toBe(1006) // terminated, no close frame
      await barrier(healthy)
      expect(healthyPings.count).toBe(2)
      expect(healthy.socket.readyState).toBe(WebSocket.OPEN)
      expect((await healthy.call('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
    } finally {
      await h.relay?.stop()
      vi.useRealTimers()
    }
  })

  it('stop() closes every socket (1001) and the server', async () => {
    await start()
    const a = await client()
    const closed = new Promise<number>((resolve) => a.socket.once('close', (code) => resolve(code)))
    const { url } = h.relay!
    await h.relay!.stop()
    h.relay = undefined
    expect(await closed).toBe(1001)
    await expect(upgradeStatus(await authUrl(url))).rejects.toThrow(/ECONNREFUSED/)
  })

  it('answers GET /health, and port 0 picks a free port', async () => {
    await start()
    expect(h.relay!.port).toBeGreaterThan(0)
    expect(h.relay!.url).toBe(`ws://127.0.0.1:${h.relay!.port}`)
    const res = await fetch(`http://127.0.0.1:${h.relay!.port}/health`)
    expect(await res.json()).toEqual({ ok: true })
  })
})

describe('relay: subscription ids', () => {
  it('match sha256(topic + did:key of the JWT issuer), hex', async () => {
    await start()
    const keyPair = generateKeyPair()
    const jwt = await signJWT('sub', h.relay!.url, 60, keyPair)
    const iss = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).iss as string
    const ws = new WebSocket(`${h.relay!.url}?auth=${jwt}`)
    await new Promise((resolve) => ws.once('open', resolve))
    const topic = randomTopic()
    const reply = await new Promise<{ result: string }>((resolve) => {
      ws.once('message', (d) => resolve(JSON.parse(String(d))))
      ws.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
    })
    ws.close()
    expect(reply.result).toBe(createHash('sha256').update(topic + iss).digest('hex'))
  })
})
