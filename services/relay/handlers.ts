// One entry per JSON-RPC method: its params schema and what it does to the relay.
import type * as z from 'zod'
import type { Relay } from './relay'
import {
  approveSessionParams,
  batchFetchMessagesParams,
  batchPublishParams,
  batchSubscribeParams,
  batchUnsubscribeParams,
  fetchMessagesParams,
  proposeSessionParams,
  publishParams,
  subscribeParams,
  unsubscribeParams,
} from './schemas'
import type { Peer } from './subscriptions'

/** What a method may use. `after` runs once the reply is on the wire (backlog delivery must follow the subscribe result). */
export interface CallContext {
  relay: Relay
  peer: Peer
  after(fn: () => void): void
}

export interface Method<S extends z.ZodType = z.ZodType> {
  params: S
  run(ctx: CallContext, params: z.output<S>): unknown
}

const method = <S extends z.ZodType>(params: S, run: (ctx: CallContext, params: z.output<S>) => unknown): Method =>
  ({ params, run }) as Method

/** What the relay tags its own stored copies with; the sign-client uses the same numbers (engine ENGINE_RPC_OPTS). */
const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const
/** FIVE_MINUTES: the TTL the sign-client gives proposals and settlements. */
const SESSION_TTL = 300

function subscribe(ctx: CallContext, topic: string): string {
  const { id, sendBacklog } = ctx.relay.subscribe(ctx.peer, topic)
  ctx.after(sendBacklog)
  return id
}

export const METHODS: Readonly<Record<string, Method>> = {
  irn_subscribe: method(subscribeParams, (ctx, p) => {
    ctx.relay.checkSubscriptions(ctx.peer, [p.topic])
    return subscribe(ctx, p.topic)
  }),

  irn_batchSubscribe: method(batchSubscribeParams, (ctx, p) => {
    ctx.relay.checkSubscriptions(ctx.peer, p.topics)
    return p.topics.map((topic) => subscribe(ctx, topic))
  }),

  irn_unsubscribe: method(unsubscribeParams, (ctx, p) => {
    ctx.relay.unsubscribe(ctx.peer, p.topic)
    return true
  }),

  irn_batchUnsubscribe: method(batchUnsubscribeParams, (ctx, p) => {
    for (const s of p.subscriptions) ctx.relay.unsubscribe(ctx.peer, s.topic)
    return true
  }),

  irn_publish: method(publishParams, (ctx, p) => {
    ctx.relay.checkMessage(p.message)
    ctx.relay.publish(ctx.peer, p)
    return true
  }),

  irn_batchPublish: method(batchPublishParams, (ctx, p) => {
    for (const m of p.messages) ctx.relay.checkMessage(m.message)
    for (const m of p.messages) ctx.relay.publish(ctx.peer, m)
    return true
  }),

  // The 2.25 core has the call (subscriber.rpcBatchFetchMessages) but does not use it today; older clients did.
  irn_batchFetchMessages: method(batchFetchMessagesParams, (ctx, p) => ({
    messages: ctx.relay.fetch(ctx.peer, p.topics),
    hasMore: false,
  })),

  irn_fetchMessages: method(fetchMessagesParams, (ctx, p) => ({
    messages: ctx.relay.fetch(ctx.peer, [p.topic]),
    hasMore: false,
  })),

  // The dapp never sends irn_subscribe for its pairing topic (pairing.create uses skipSubscribe): the relay subscribes it here.
  wc_proposeSession: method(proposeSessionParams, (ctx, p) => {
    ctx.relay.checkSubscriptions(ctx.peer, [p.pairingTopic])
    ctx.relay.checkMessage(p.sessionProposal)
    subscribe(ctx, p.pairingTopic)
    ctx.relay.publish(ctx.peer, {
      topic: p.pairingTopic,
      message: p.sessionProposal,
      ttl: p.ttl ?? SESSION_TTL,
      tag: p.tag ?? TAGS.sessionPropose,
      attestation: p.attestation,
    })
    return true
  }),

  // The wallet subscribes to the session topic with skipSubscribe too; the response must reach the pairing topic before the settlement.
  wc_approveSession: method(approveSessionParams, (ctx, p) => {
    ctx.relay.checkSubscriptions(ctx.peer, [p.sessionTopic])
    ctx.relay.checkMessage(p.sessionProposalResponse)
    ctx.relay.checkMessage(p.sessionSettlementRequest)
    subscribe(ctx, p.sessionTopic)
    const ttl = p.ttl ?? SESSION_TTL
    ctx.relay.publish(ctx.peer, { topic: p.pairingTopic, message: p.sessionProposalResponse, ttl, tag: TAGS.sessionProposeResponse })
    ctx.relay.publish(ctx.peer, { topic: p.sessionTopic, message: p.sessionSettlementRequest, ttl, tag: TAGS.sessionSettle })
    return true
  }),
}
