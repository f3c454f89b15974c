// SPEC §7 RPC endpoint: `POST /v1/?chainId=..&projectId=..` relays JSON-RPC 2.0 (a call or a batch)
// to the node of a chain the services know, so a host can point every listed chain at its own
// services. A chain they do not know is a 400; a node that does not answer is a 502.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { chainLookup } from '../chains/lookup'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'

/** The node's answer is awaited at most this long (the modal's own timeout is 10 s). */
export const RELAY_TIMEOUT_MS = 9_000
const MAX_BATCH = 1000
/** A batch of 1000 calls is larger than the other routes' bodies. */
export const MAX_RPC_BODY_BYTES = 1024 * 1024
const limitBody = bodyLimit({ maxSize: MAX_RPC_BODY_BYTES, onError: (c) => c.json({ error: `Request body larger than ${MAX_RPC_BODY_BYTES} bytes` }, 413) })

const call = z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string(), z.null()]).optional(), method: z.string().min(1).max(128), params: z.unknown().optional() })
const body = z.union([call, z.array(call).min(1).max(MAX_BATCH)])
const query = z.object({ chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'must be a CAIP-2 chain id'), projectId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) })

export function rpcRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const chains = chainLookup(deps.chains)
  const routes = new Hono<ApiEnv>()
  routes.post('/v1/', limitBody, async (c) => {
    const q = query.safeParse({ chainId: c.req.query('chainId'), projectId: c.req.query('projectId') })
    if (!q.success) return c.json({ error: `Invalid query: ${q.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` }, 400)
    const chain = chains.byId.get(q.data.chainId)
    if (!chain) return c.json({ error: `Unsupported chain: ${q.data.chainId}` }, 400)
    let parsed: unknown
    try {
      parsed = JSON.parse(await c.req.text())
    } catch {
      return c.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }, 400)
    }
    const checked = body.safeParse(parsed)
    if (!checked.success) return c.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } }, 400)
    try {
      const answer = await fetch(chain.source.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checked.data),
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      })
      return c.body(await answer.text(), answer.ok ? 200 : 502, { 'content-type': 'application/json' })
    } catch (error) {
      deps.log(`rpc relay to ${q.data.chainId} failed`, error)
      return c.json({ error: `The node of ${q.data.chainId} did not answer` }, 502)
    }
  })
  return routes
}
