// One incoming frame in, at most one reply out. Nothing a client sends may throw past here:
// a bad frame costs that frame a JSON-RPC error, never the socket or the relay.
import type * as z from 'zod'
import { METHODS, type CallContext } from './handlers'
import { formatError, formatResult, parseFrame, RPC_ERRORS } from './jsonrpc'
import { LimitError, type Relay } from './relay'
import type { Peer } from './subscriptions'

export function handleFrame(relay: Relay, peer: Peer, text: string, log: (...args: unknown[]) => void): void {
  const frame = parseFrame(text)
  if (frame.kind === 'invalid') {
    log(`relay: ${peer.label} sent a bad frame (${frame.code}): ${frame.message}`)
    peer.send(formatError(frame.id, frame.code, frame.message))
    return
  }
  if (frame.kind === 'response') {
    relay.ack(peer, frame.id, frame.error)
    return
  }

  const method = Object.hasOwn(METHODS, frame.method) ? METHODS[frame.method] : undefined
  log(`relay: ${peer.label} ${frame.method}`)
  if (!method) {
    peer.send(formatError(frame.id, RPC_ERRORS.methodNotFound, `Method not found: ${frame.method}`))
    return
  }
  const parsed = method.params.safeParse(frame.params)
  if (!parsed.success) {
    peer.send(formatError(frame.id, RPC_ERRORS.invalidParams, `Invalid params for ${frame.method}: ${describe(parsed.error)}`))
    return
  }

  const afterReply: Array<() => void> = []
  const ctx: CallContext = { relay, peer, after: (fn) => afterReply.push(fn) }
  let result: unknown
  try {
    result = method.run(ctx, parsed.data)
  } catch (error) {
    if (error instanceof LimitError) {
      peer.send(formatError(frame.id, RPC_ERRORS.limitExceeded, error.message))
      return
    }
    log(`relay: ${frame.method} failed`, error)
    peer.send(formatError(frame.id, RPC_ERRORS.internal, 'Internal error'))
    return
  }
  peer.send(formatResult(frame.id, result))
  for (const fn of afterReply) {
    try {
      fn()
    } catch (error) {
      log(`relay: after ${frame.method} failed`, error)
    }
  }
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : 'params'}: ${i.message}`)
    .join('; ')
}
