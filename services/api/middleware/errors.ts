// Every failure answers with JSON `{ error }`: bad input 400, unknown route 404, anything thrown 500.
// The process never goes down over one request.
import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiDeps } from '../deps'

/** A 4xx whose JSON body carries more than the message, e.g. the `reasons` AppKit reads from swap errors. */
export class ClientError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string, readonly details: Readonly<Record<string, unknown>> = {}) {
    super(status, { message })
  }
}

/** Throw from a handler to answer 400 with this message (and any extra body fields). */
export const badRequest = (message: string, details?: Readonly<Record<string, unknown>>) => new ClientError(400, message, details)

export const notFound: NotFoundHandler = (c) =>
  // the path is echoed cut short: a garbage path can be kilobytes long
  c.json({ error: `Not found: ${c.req.method} ${c.req.path.slice(0, 200)}` }, 404)

export function onError(log: ApiDeps['log']): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      const details = error instanceof ClientError ? error.details : {}
      return c.json({ ...details, error: error.message }, error.status)
    }
    log(`${c.req.method} ${c.req.path.slice(0, 200)} failed`, error)
    // internals stay in the log, not in the answer
    return c.json({ error: 'Internal server error' }, 500)
  }
}
