// Relay load with `ws` clients that sign their own relay-auth JWT, as the WalletConnect clients do:
// sessions (two sockets, one topic each way), messages per second, publish-to-deliver latency; and
// what a socket past its caps gets.
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

interface Reply {
  id: number
  result?: unknown
  error?: { code: number; message: string }
}

export interface RelaySocket {
  call(method: string, params: unknown): Promise<Reply>
  /** Each irn_subscription delivered to this socket (acked at once, as the SDK does). */
  onMessage(listener: (topic: string, message: string) => void): void
  closed: Promise<number>
  socket: WebSocket
  close(): void
}

let nextId = 1

export async function openSocket(relayUrl: string): Promise<RelaySocket> {
  const jwt = await signJWT('load', relayUrl, 3600, generateKeyPair())
  const socket = new WebSocket(`${relayUrl}?auth=${jwt}&projectId=load&ua=wc-2/load`)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const waiting = new Map<number, (r: Reply) => void>()
  const listeners: Array<(topic: string, message: string) => void> = []
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Reply & { method?: string; params?: { data: { topic: string; message: string } } }
    if (frame.method === 'irn_subscription') {
      socket.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
      for (const l of listeners) l(frame.params!.data.topic, frame.params!.data.message)
      return
    }
    waiting.get(frame.id)?.(frame)
    waiting.delete(frame.id)
  })
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  socket.on('error', () => {})
  return {
    socket,
    closed,
    call(method, params) {
      const id = nextId++
      return new Promise<Reply>((resolve) => {
        waiting.set(id, resolve)
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      })
    },
    onMessage: (l) => void listeners.push(l),
    close: () => socket.close(),
  }
}

export interface RelayFigures {
  sessions: number
  seconds: number
  published: number
  delivered: number
  perSecond: number
  p50: number
  p99: number
  rpcErrors: number
  lost: number
  duplicates: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/**
 * `sessions` pairs of sockets; each socket listens on its own topic and publishes to its partner's as
 * fast as the relay answers (one publish in flight per socket) for `seconds`.
 */
export async function relayTraffic(relayUrl: string, sessions: number, seconds: number): Promise<RelayFigures> {
  const sockets = await Promise.all(Array.from({ length: sessions * 2 }, () => openSocket(relayUrl)))
  const topic = (i: number) => `load-${i}`
  await Promise.all(sockets.map((s, i) => s.call('irn_subscribe', { topic: topic(i) })))
  const latencies: number[] = []
  const seen = new Set<string>()
  let duplicates = 0
  for (const s of sockets) {
    s.onMessage((_, message) => {
      if (seen.has(message)) duplicates++
      seen.add(message)
      latencies.push(performance.now() - Number(message.split(':')[1]))
    })
  }
  let published = 0
  let rpcErrors = 0
  const end = performance.now() + seconds * 1000
  await Promise.all(
    sockets.map(async (s, i) => {
      const partner = topic(i % 2 === 0 ? i + 1 : i - 1)
      for (let seq = 0; performance.now() < end; seq++) {
        const reply = await s.call('irn_publish', { topic: partner, message: `${i}-${seq}:${performance.now()}`, ttl: 300, tag: 1108 })
        if (reply.error) rpcErrors++
        else published++
      }
    }),
  )
  // every delivery of a message published before the end arrives within moments: wait for the count, not a time
  const deadline = performance.now() + 5000
  while (seen.size < published && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  for (const s of sockets) s.close()
  const sorted = latencies.sort((a, b) => a - b)
  return { sessions, seconds, published, delivered: seen.size, perSecond: Math.round(seen.size / seconds), p50: percentile(sorted, 50), p99: percentile(sorted, 99), rpcErrors, lost: published - seen.size, duplicates }
}

/** How many idle sessions (two sockets, each on a topic) the relay holds, and how fast they come up. */
export async function idleSessions(relayUrl: string, sessions: number): Promise<{ sockets: RelaySocket[]; ms: number }> {
  const t0 = performance.now()
  const sockets: RelaySocket[] = []
  // in waves of 100, as many clients arriving at once would
  for (let i = 0; i < sessions * 2; i += 100) {
    const wave = await Promise.all(Array.from({ length: Math.min(100, sessions * 2 - i) }, () => openSocket(relayUrl)))
    await Promise.all(wave.map((s, j) => s.call('irn_subscribe', { topic: `idle-${i + j}` })))
    sockets.push(...wave)
  }
  return { sockets, ms: Math.round(performance.now() - t0) }
}
