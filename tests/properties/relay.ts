// The relay's frames (services/relay): whatever a socket sends costs that frame an error at most,
// never the relay; every call is answered once with its own id; no message reaches a client twice.
import fc from 'fast-check'
import { handleFrame } from '../../services/relay/dispatch'
import { parseFrame } from '../../services/relay/jsonrpc'
import { Relay } from '../../services/relay/relay'
import type { Peer } from '../../services/relay/subscriptions'
import { expectThat, hostileText, property } from './property'

const METHODS = ['irn_subscribe', 'irn_batchSubscribe', 'irn_unsubscribe', 'irn_batchUnsubscribe', 'irn_publish', 'irn_batchPublish', 'irn_batchFetchMessages', 'irn_fetchMessages', 'wc_proposeSession', 'wc_approveSession', 'eth_call', '__proto__', 'constructor', 'toString']
const topic = fc.oneof(fc.constantFrom('t1', 't2', 't3'), fc.string({ maxLength: 300 }))
const params = fc.oneof(
  fc.anything(),
  fc.record({ topic, message: fc.string(), ttl: fc.oneof(fc.integer(), fc.double()), tag: fc.integer() }, { requiredKeys: [] }),
  fc.record({ topics: fc.array(topic, { maxLength: 5 }) }),
  fc.record({ messages: fc.array(fc.record({ topic, message: fc.string({ minLength: 1 }), ttl: fc.integer({ min: 1, max: 300 }) }), { maxLength: 3 }) }),
  fc.record({ pairingTopic: topic, sessionTopic: topic, sessionProposal: fc.string(), sessionProposalResponse: fc.string(), sessionSettlementRequest: fc.string() }, { requiredKeys: [] }),
)
const id = fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(1719999999999999999), fc.constant(null), fc.double())
const request = fc.record({ id, jsonrpc: fc.constantFrom('2.0', '1.0', undefined), method: fc.oneof(fc.constantFrom(...METHODS), fc.string()), params }, { requiredKeys: [] }).map((r) => JSON.stringify(r))
const frame = fc.oneof(hostileText(), request, fc.jsonValue().map((v) => JSON.stringify(v)), fc.record({ id, jsonrpc: fc.constant('2.0'), result: fc.jsonValue() }).map((r) => JSON.stringify(r)))

function peer(clientId: string): Peer & { sent: string[] } {
  const sent: string[] = []
  return { clientId, label: clientId, sent, send: (f) => void sent.push(f) }
}

export const relayProperties = [
  property('relay frames: any text parses to a request, a response or an invalid frame, without throwing', [frame], (text) => {
    expectThat(['request', 'response', 'invalid'].includes(parseFrame(text).kind), text)
  }),
  property('relay frames: any frame is answered at most once, in JSON, with its own id; the relay never throws', [fc.array(frame, { maxLength: 8 })], (frames) => {
    const relay = new Relay()
    const p = peer('did:key:a')
    for (const text of frames) {
      const before = p.sent.length
      handleFrame(relay, p, text, () => {})
      const replies = p.sent.slice(before).map((f) => JSON.parse(f) as { id?: unknown; method?: string; result?: unknown; error?: unknown })
      const answers = replies.filter((r) => r.method === undefined)
      expectThat(answers.length <= 1, `${answers.length} answers to ${text}`)
      const parsed = parseFrame(text)
      if (parsed.kind === 'request') expectThat(answers.length === 1 && JSON.stringify(answers[0]!.id) === parsed.id, `no answer with id ${parsed.id}`)
      if (parsed.kind === 'response') expectThat(answers.length === 0, 'answered a response')
    }
  }),
  property('relay: whatever two clients subscribe and publish, no message reaches a client twice, nor its publisher', [
    fc.array(fc.record({ who: fc.constantFrom(0, 1), op: fc.constantFrom('sub', 'pub', 'unsub', 'ack-all'), topic: fc.constantFrom('t1', 't2'), message: fc.constantFrom('m1', 'm2', 'm3') }), { maxLength: 30 }),
  ], (ops) => {
    const relay = new Relay()
    const peers = [peer('did:key:a'), peer('did:key:b')]
    let n = 0
    const call = (p: Peer, method: string, params: unknown) => handleFrame(relay, p, JSON.stringify({ id: ++n, jsonrpc: '2.0', method, params }), () => {})
    const acked = [0, 0]
    for (const op of ops) {
      const p = peers[op.who]!
      if (op.op === 'sub') call(p, 'irn_subscribe', { topic: op.topic })
      else if (op.op === 'unsub') call(p, 'irn_unsubscribe', { topic: op.topic })
      else if (op.op === 'pub') call(p, 'irn_publish', { topic: op.topic, message: `${op.message}-${op.topic}`, ttl: 300 })
      else {
        // the client acks every delivery it got so far, as the SDK does
        const deliveries = p.sent.slice(acked[op.who]).map((f) => JSON.parse(f) as { id: number; method?: string }).filter((f) => f.method === 'irn_subscription')
        acked[op.who] = p.sent.length
        for (const d of deliveries) handleFrame(relay, p, JSON.stringify({ id: d.id, jsonrpc: '2.0', result: true }), () => {})
      }
    }
    for (const [i, p] of peers.entries()) {
      const delivered = p.sent.map((f) => JSON.parse(f) as { method?: string; params?: { data: { message: string; topic: string } } }).filter((f) => f.method === 'irn_subscription').map((f) => `${f.params!.data.topic}/${f.params!.data.message}`)
      expectThat(new Set(delivered).size === delivered.length, `client ${i} got ${delivered.join(', ')}`)
      const own = ops.filter((o) => o.who === i && o.op === 'pub').map((o) => `${o.topic}/${o.message}-${o.topic}`)
      const others = ops.filter((o) => o.who !== i && o.op === 'pub').map((o) => `${o.topic}/${o.message}-${o.topic}`)
      expectThat(delivered.every((d) => !own.includes(d) || others.includes(d)), `client ${i} got its own message`)
    }
  }),
]
