// Which socket listens on which topic. A subscription lives as long as its socket:
// a client that reconnects sends irn_batchSubscribe for all its topics again.
import { createHash } from 'node:crypto'

/** One connected socket, as the relay logic sees it. */
export interface Peer {
  /** did:key of the client (the auth JWT's iss); stays the same across reconnects. */
  readonly clientId: string
  /** Short name for logs. */
  readonly label: string
  send(frame: string): void
}

/** The id the 2.25 client computes for itself (subscriber.getSubscriptionId): sha256(topic + clientId), hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId).digest('hex')
}

export class Subscriptions {
  private readonly byTopic = new Map<string, Map<Peer, string>>()
  private readonly byPeer = new Map<Peer, Set<string>>()

  add(peer: Peer, topic: string): string {
    const id = subscriptionId(topic, peer.clientId)
    let peers = this.byTopic.get(topic)
    if (!peers) this.byTopic.set(topic, (peers = new Map()))
    peers.set(peer, id)
    let topics = this.byPeer.get(peer)
    if (!topics) this.byPeer.set(peer, (topics = new Set()))
    topics.add(topic)
    return id
  }

  remove(peer: Peer, topic: string): void {
    const peers = this.byTopic.get(topic)
    peers?.delete(peer)
    if (peers?.size === 0) this.byTopic.delete(topic)
    this.byPeer.get(peer)?.delete(topic)
  }

  removePeer(peer: Peer): void {
    for (const topic of this.byPeer.get(peer) ?? []) this.remove(peer, topic)
    this.byPeer.delete(peer)
  }

  /** How many topics the peer listens on. */
  countOf(peer: Peer): number {
    return this.byPeer.get(peer)?.size ?? 0
  }

  has(peer: Peer, topic: string): boolean {
    return this.byPeer.get(peer)?.has(topic) ?? false
  }

  /** [peer, subscription id] pairs listening on a topic. */
  listeners(topic: string): Array<[Peer, string]> {
    return [...(this.byTopic.get(topic) ?? [])]
  }
}
