// POST /dev/faucet { address }: dev funds for a new account on the local chains (services/api/faucet).
// Only when the API is started with a faucet (the local stack); otherwise the route does not exist.
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { FaucetError } from '../faucet/service'
import { limitBody, validJson } from '../middleware/body'
import { ClientError } from '../middleware/errors'

export function faucetRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const faucet = deps.faucet
  if (!faucet) return routes
  routes.post('/dev/faucet', limitBody, validJson(z.object({ address: z.string().min(1).max(100) })), async (c) => {
    try {
      return c.json({ grants: await faucet.fund(c.req.valid('json').address) })
    } catch (error) {
      if (error instanceof FaucetError) throw new ClientError(error.status, error.message)
      throw error
    }
  })
  return routes
}
