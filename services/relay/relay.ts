// The relay's behaviour, free of sockets: subscribe, publish, deliver, fetch, ack.
// server.ts feeds it peers and frames; tests can drive it with fake peers.
import { formatRequest, type IdText } from './jsonrpc'
import { MessageStore, type StoredMessage } from './store'
import { Subscriptions, type Peer } from './subscriptions'

export interface PublishInput {
  topic: string
  message: string
  ttl: number
  tag?: number
  attestation?: string | null
}

/** One message as the clients read it (RelayJsonRpc.SubscriptionData, plus the tag). */
export interface MessageOut {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

/** What one socket may hold and send (server.ts's RelayOptions.limits). */
export interface RelayLimits {
  /** Topics one socket may listen on at once (a dapp or wallet uses a few per session and pairing). */
  maxSubscriptionsPerSocket: number
  /** The longest message one publish may carry, in characters (encrypted envelopes are a few KB). */
  maxMessageChars: number
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = { maxSubscriptionsPerSocket: 1000, maxMessageChars: 1_000_000 }

/** A call that would take a socket past one of its limits; answered with JSON-RPC -32005 'limit exceeded'. */
export class LimitError extends Error {}

interface InFlight {
  peer: Peer
  stored: StoredMessage
}

export class Relay {
  readonly store: MessageStore
  private readonly subs = new Subscriptions()
  /** Our irn_subscription requests awaiting the client's `result: true`, by request id. */
  private readonly inFlight = new Map<IdText, InFlight>()
  private nextRequestId = 1

  constructor(
    now: () => number = Date.now,
    private readonly log: (...args: unknown[]) => void = () => {},
    readonly limits: RelayLimits = DEFAULT_RELAY_LIMITS,
  ) {
    this.store = new MessageStore(now)
  }

  /** Throws a LimitError, before anything changes, when subscribing `topics` would take the peer past its cap. */
  checkSubscriptions(peer: Peer, topics: readonly string[]): void {
    const added = new Set(topics.filter((topic) => !this.subs.has(peer, topic))).size
    const max = this.limits.maxSubscriptionsPerSocket
    if (this.subs.countOf(peer) + added > max) throw new LimitError(`Subscription limit exceeded: at most ${max} topics per socket`)
  }

  /** Throws a LimitError when a message is longer than a publish may carry. */
  checkMessage(message: string): void {
    const max = this.limits.maxMessageChars
    if (message.length > max) throw new LimitError(`Message size limit exceeded: at most ${max} characters`)
  }

  /**
   * Subscribes the peer. The stored backlog is handed back as a function so the caller can send
   * the subscribe result first: the client only knows the topic once that result has arrived.
   */
  subscribe(peer: Peer, topic: string): { id: string; sendBacklog: () => void } {
    const id = this.subs.add(peer, topic)
    return { id, sendBacklog: () => this.sendBacklog(peer, topic, id) }
  }

  unsubscribe(peer: Peer, topic: string): void {
    this.subs.remove(peer, topic)
  }

  /** Stores the message and hands it to every listener on the topic except its publisher. */
  publish(from: Peer, p: PublishInput): void {
    const { stored, duplicate } = this.store.add({
      topic: p.topic,
      message: p.message,
      ttlSeconds: p.ttl,
      tag: p.tag ?? 0,
      attestation: p.attestation,
      publisherId: from.clientId,
    })
    // A retried publish (the client's publisher queue resends on timeout) must not reach anyone twice.
    if (duplicate) return
    for (const [peer, subId] of this.subs.listeners(p.topic)) this.deliver(peer, subId, stored)
  }

  /** Live messages on the topics this client has not had yet; they count as delivered once fetched. */
  fetch(peer: Peer, topics: readonly string[]): MessageOut[] {
    const out: MessageOut[] = []
    for (const topic of topics) {
      for (const m of this.store.live(topic)) {
        if (m.deliveredTo.has(peer.clientId)) continue
        m.deliveredTo.add(peer.clientId)
        out.push(toOut(m))
      }
    }
    return out
  }

  /** The client's answer to one of our irn_subscription requests. */
  ack(peer: Peer, id: IdText, error?: unknown): void {
    const pending = this.inFlight.get(id)
    if (!pending || pending.peer !== peer) return
    this.inFlight.delete(id)
    if (error === undefined) pending.stored.deliveredTo.add(peer.clientId)
    else this.log(`relay: ${peer.label} refused message on ${short(pending.stored.topic)}`, error)
  }

  disconnect(peer: Peer): void {
    this.subs.removePeer(peer)
    for (const [id, f] of this.inFlight) if (f.peer === peer) this.inFlight.delete(id)
  }

  /** Drops expired messages, and stops waiting for acks of messages that are gone. */
  prune(): void {
    const removed = this.store.prune()
    for (const [id, f] of this.inFlight) if (!this.store.isLive(f.stored)) this.inFlight.delete(id)
    if (removed) this.log(`relay: pruned ${removed} expired message(s)`)
  }

  private sendBacklog(peer: Peer, topic: string, subId: string): void {
    for (const m of this.store.live(topic)) this.deliver(peer, subId, m)
  }

  private deliver(peer: Peer, subId: string, m: StoredMessage): void {
    if (m.deliveredTo.has(peer.clientId)) return // its own message, or acked already
    for (const f of this.inFlight.values()) if (f.peer === peer && f.stored === m) return // sent, ack pending
    const id = this.nextRequestId++
    this.inFlight.set(String(id), { peer, stored: m })
    peer.send(formatRequest(id, 'irn_subscription', { id: subId, data: toOut(m) }))
  }
}

function toOut(m: StoredMessage): MessageOut {
  return {
    topic: m.topic,
    message: m.message,
    publishedAt: m.publishedAt,
    tag: m.tag,
    ...(m.attestation ? { attestation: m.attestation } : {}),
  }
}

const short = (topic: string) => topic.slice(0, 8)
