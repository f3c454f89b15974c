// Messages kept per topic until their TTL runs out, so a client that subscribes late
// (the wallet subscribes to the pairing topic after the proposal was published) still gets them.
import { createHash } from 'node:crypto'

export interface StoredMessage {
  topic: string
  message: string
  /** sha256 of the message text: the per-topic dedup key. */
  hash: string
  /** ms since epoch */
  publishedAt: number
  /** ms since epoch */
  expiresAt: number
  tag: number
  attestation?: string
  /** Clients (did:key) that have it already: the publisher, and every subscriber that acked it. */
  deliveredTo: Set<string>
}

export interface NewMessage {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string | null
  publisherId: string
}

/** Oldest messages of a topic are dropped beyond this, so a chatty or hostile client can't grow memory without bound. */
const MAX_PER_TOPIC = 1000

export class MessageStore {
  private readonly topics = new Map<string, Map<string, StoredMessage>>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Stores the message unless the same text is already live on that topic. */
  add(m: NewMessage): { stored: StoredMessage; duplicate: boolean } {
    const hash = createHash('sha256').update(m.message).digest('hex')
    let byHash = this.topics.get(m.topic)
    const existing = byHash?.get(hash)
    const now = this.now()
    if (existing && existing.expiresAt > now) return { stored: existing, duplicate: true }

    const stored: StoredMessage = {
      topic: m.topic,
      message: m.message,
      hash,
      publishedAt: now,
      expiresAt: now + m.ttlSeconds * 1000,
      tag: m.tag,
      ...(m.attestation ? { attestation: m.attestation } : {}),
      deliveredTo: new Set([m.publisherId]),
    }
    if (!byHash) this.topics.set(m.topic, (byHash = new Map()))
    byHash.delete(hash) // re-insert so publish order stays insertion order
    byHash.set(hash, stored)
    if (byHash.size > MAX_PER_TOPIC) {
      const oldest = byHash.keys().next().value
      if (oldest !== undefined) byHash.delete(oldest)
    }
    return { stored, duplicate: false }
  }

  /** Unexpired messages of a topic, oldest first. Expiry is checked here too, so pruning timing never matters. */
  live(topic: string): StoredMessage[] {
    const byHash = this.topics.get(topic)
    if (!byHash) return []
    const now = this.now()
    return [...byHash.values()].filter((m) => m.expiresAt > now)
  }

  isLive(m: StoredMessage): boolean {
    return m.expiresAt > this.now() && this.topics.get(m.topic)?.get(m.hash) === m
  }

  /** Drops expired messages; returns how many went. */
  prune(): number {
    const now = this.now()
    let removed = 0
    for (const [topic, byHash] of this.topics) {
      for (const [hash, m] of byHash) {
        if (m.expiresAt <= now) {
          byHash.delete(hash)
          removed++
        }
      }
      if (byHash.size === 0) this.topics.delete(topic)
    }
    return removed
  }

  get size(): number {
    let n = 0
    for (const byHash of this.topics.values()) n += byHash.size
    return n
  }
}
