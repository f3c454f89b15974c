// Params of every method the relay answers, as the 2.25 clients send them
// (@walletconnect/core publisher/subscriber, @walletconnect/sign-client engine sendProposeSession/sendApproveSession).
// Objects strip unknown keys: the clients spread extra "tvf" fields (correlationId, chainId, rpcMethods…) into publish params.
import * as z from 'zod'

export const LIMITS = {
  /** The longest TTL the clients use is 30 days (subscriptions); publishes stay below it. */
  maxTtlSeconds: 30 * 24 * 60 * 60,
  /** Encrypted envelopes are a few KB; this only stops a runaway frame. */
  maxMessageChars: 1_000_000,
  maxBatch: 500,
  maxTopicChars: 256,
} as const

const topic = z.string().min(1).max(LIMITS.maxTopicChars)
const message = z.string().min(1).max(LIMITS.maxMessageChars)
const ttl = z.number().int().positive().max(LIMITS.maxTtlSeconds)
const tag = z.number().int().nonnegative()
const attestation = z.string().nullish()

export const publishParams = z.object({
  topic,
  message,
  ttl,
  tag: tag.optional(),
  prompt: z.boolean().optional(),
  attestation,
})
export type PublishParams = z.infer<typeof publishParams>

export const subscribeParams = z.object({ topic })
export const batchSubscribeParams = z.object({ topics: z.array(topic).max(LIMITS.maxBatch) })
export const unsubscribeParams = z.object({ topic, id: z.string().optional() })
export const batchUnsubscribeParams = z.object({ subscriptions: z.array(unsubscribeParams).max(LIMITS.maxBatch) })
export const batchPublishParams = z.object({ messages: z.array(publishParams).max(LIMITS.maxBatch) })
export const fetchMessagesParams = z.object({ topic })
export const batchFetchMessagesParams = z.object({ topics: z.array(topic).max(LIMITS.maxBatch) })

/** The dapp's first message: the relay subscribes it to the pairing topic and stores the proposal there. */
export const proposeSessionParams = z.object({
  pairingTopic: topic,
  sessionProposal: message,
  ttl: ttl.optional(),
  tag: tag.optional(),
  attestation,
})

/** The wallet's approval: the response goes to the pairing topic, the settlement to the new session topic. */
export const approveSessionParams = z.object({
  sessionTopic: topic,
  pairingTopic: topic,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ttl: ttl.optional(),
  tag: tag.optional(),
})

/** The payload a relay may carry in its JWT (relay-auth IridiumJWTPayload); checked before it is trusted. */
export const jwtPayload = z.object({
  iss: z.string().startsWith('did:key:'),
  sub: z.string(),
  aud: z.string(),
  iat: z.number(),
  exp: z.number(),
})
