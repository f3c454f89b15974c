// Load on loopback, bounded in time (`npm run bench:load [-- --seconds 10 --connections 32 --sessions 100]`):
// the services API (balance, history, catalogue search, analytics /e) with autocannon at a fixed
// concurrency, the relay with `ws` clients (idle sessions held, messages per second, publish-to-deliver
// latency), the services' memory at the end, and what happens past the limits (429s and -32005s, not crashes).
// The services run in a child process (services.ts), so the memory figures are theirs alone.
import { fork } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { hammer, type HttpFigures } from './http'
import { idleSessions, openSocket, relayTraffic } from './relay'
import type { LoadServices } from './services'

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '32' }, sessions: { type: 'string', default: '100' }, idle: { type: 'string', default: '1000' } } })
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const sessions = Number(values.sessions)
const idle = Number(values.idle)
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SDK = 'projectId=gangway-demo&st=appkit&sv=html-wagmi-4.2.2'

const child = fork(fileURLToPath(new URL('./services.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
const next = <T>(kind: string) => new Promise<T>((resolve) => child.on('message', function on(m: { kind: string } & Record<string, unknown>) {
  if (m.kind !== kind) return
  child.off('message', on)
  resolve(m as T)
}))
const memory = async () => {
  const wait = next<{ memory: NodeJS.MemoryUsage }>('memory')
  child.send({ kind: 'memory' })
  const { memory: m } = await wait
  return { rssMiB: +(m.rss / 2 ** 20).toFixed(1), heapMiB: +(m.heapUsed / 2 ** 20).toFixed(1) }
}

const { services: s } = await next<{ services: LoadServices }>('ready')
const report: Record<string, unknown> = { machine: `${process.platform} ${process.arch}, node ${process.version}`, startedAt: new Date().toISOString() }
report.memoryAtStart = await memory()
console.log(`services ready (memory ${JSON.stringify(report.memoryAtStart)}); ${connections} connections, ${seconds} s a route\n`)

// 1. The services API, limits off: what it holds.
const event = JSON.stringify({ eventId: 'load', url: 'http://127.0.0.1:5173/', domain: '127.0.0.1', timestamp: Date.now(), props: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:31337' } }, address: ALICE })
const http: HttpFigures[] = []
for (const [name, o] of [
  ['balance', { url: `${s.api}/v1/account/${ALICE}/balance?chainId=eip155:31337&currency=usd&${SDK}` }],
  ['history', { url: `${s.api}/v1/account/${ALICE}/history?chainId=eip155:31337&${SDK}` }],
  ['catalogue search', { url: `${s.api}/getWallets?page=1&entries=100&search=wallet&${SDK}` }],
  ['analytics /e', { url: `${s.api}/e?${SDK}`, method: 'POST' as const, body: event, headers: { 'content-type': 'application/json' } }],
] as const) {
  const figures = await hammer(name, { ...o, connections, seconds })
  http.push(figures)
  console.log(`${name.padEnd(17)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  ${figures.requests} requests, ${figures.otherStatus + figures.tooMany} not 2xx, ${figures.errors} errors`)
}
report.http = http
report.memoryAfterHttp = await memory()

// 2. Past the limit: a client above its rate gets 429s with Retry-After; the services keep serving.
const past = await hammer('catalogue search, past the limit', { url: `${s.limitedApi}/getWallets?page=1&entries=40&${SDK}`, connections: connections * 2, seconds: Math.max(3, Math.round(seconds / 2)) })
// one more burst above the bucket, to read the Retry-After a refused client is given, and wait that long
const burst = await Promise.all(Array.from({ length: s.limits.burst + 50 }, () => fetch(`${s.limitedApi}/getWallets?${SDK}`)))
const retryAfter = burst.find((r) => r.status === 429)?.headers.get('retry-after') ?? null
await Promise.all(burst.map((r) => r.body?.cancel()))
await new Promise((r) => setTimeout(r, Number(retryAfter ?? 1) * 1000))
const afterwards = (await fetch(`${s.limitedApi}/getWallets?${SDK}`)).status
const bigBody = (await fetch(`${s.api}/e?${SDK}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(2 * 2 ** 20) })).status
report.pastTheLimit = { limit: s.limits, ...past, retryAfter, statusAfterRetryAfter: afterwards, twoMiBBody: bigBody }
console.log(`\npast ${s.limits.perSecond} req/s (burst ${s.limits.burst}): ${past.requests} requests, ${past.ok} 2xx, ${past.tooMany} 429, ${past.otherStatus} other, ${past.errors} errors; Retry-After ${retryAfter} s, then ${afterwards}; a 2 MiB body: ${bigBody}`)

// 3. The relay: idle sessions held, then traffic.
const held = await idleSessions(s.relay, idle)
report.relayIdle = { sessions: idle, sockets: held.sockets.length, connectMs: held.ms, memory: await memory() }
console.log(`\nrelay: ${idle} idle sessions (${held.sockets.length} sockets, each on a topic) up in ${held.ms} ms, services memory ${JSON.stringify((report.relayIdle as { memory: unknown }).memory)}`)
for (const socket of held.sockets) socket.close()
await Promise.all(held.sockets.map((socket) => socket.closed))
const traffic = await relayTraffic(s.relay, sessions, seconds)
report.relayTraffic = traffic
console.log(`relay: ${sessions} sessions publishing for ${seconds} s: ${traffic.perSecond} messages/s delivered, publish-to-deliver p50 ${traffic.p50.toFixed(1)} ms p99 ${traffic.p99.toFixed(1)} ms; ${traffic.published} published, ${traffic.lost} lost, ${traffic.duplicates} twice, ${traffic.rpcErrors} errors`)

// 4. The relay past its caps: the call is refused, the socket (or the oversized frame's socket alone) goes, the relay serves on.
const greedy = await openSocket(s.relay)
const topics = Array.from({ length: s.relayLimits.maxSubscriptionsPerSocket }, (_, i) => `greedy-${i}`)
for (let i = 0; i < topics.length; i += 500) await greedy.call('irn_batchSubscribe', { topics: topics.slice(i, i + 500) })
const overCap = await greedy.call('irn_subscribe', { topic: 'one-too-many' })
const overSize = await greedy.call('irn_publish', { topic: 'greedy-0', message: 'x'.repeat(s.relayLimits.maxMessageChars + 1), ttl: 300 })
greedy.socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 't', message: 'y'.repeat(5 * 2 ** 20), ttl: 300 } }))
const bigFrameClose = await greedy.closed
const [a, b] = await Promise.all([openSocket(s.relay), openSocket(s.relay)])
await b.call('irn_subscribe', { topic: 'after' })
const delivered = new Promise<string>((resolve) => b.onMessage((_, m) => resolve(m)))
await a.call('irn_publish', { topic: 'after', message: 'still serving', ttl: 300 })
const stillServing = await delivered
a.close()
b.close()
report.relayPastTheLimit = { limits: s.relayLimits, subscriptionOverCap: overCap.error, messageOverSize: overSize.error, frameOver4MiBCloseCode: bigFrameClose, afterwards: stillServing }
console.log(`relay past its caps: topic ${topics.length + 1} → ${overCap.error?.code} ${overCap.error?.message}; message of ${s.relayLimits.maxMessageChars + 1} chars → ${overSize.error?.code}; a 5 MiB frame → socket closed ${bigFrameClose}; then a publish is delivered: ${stillServing}`)

report.memoryAtEnd = await memory()
console.log(`\nservices memory at the end: ${JSON.stringify(report.memoryAtEnd)}`)
const out = fileURLToPath(new URL('../../test-output/', import.meta.url))
await mkdir(out, { recursive: true })
await writeFile(`${out}load.json`, `${JSON.stringify(report, null, 2)}\n`)
const errors = http.reduce((n, f) => n + f.errors + f.otherStatus + f.tooMany, 0) + traffic.rpcErrors + traffic.lost + traffic.duplicates
console.log(`\n${errors === 0 ? 'no error below the limits' : `${errors} errors below the limits`}; figures in test-output/load.json`)
child.send({ kind: 'stop' })
process.exitCode = errors === 0 ? 0 : 1
