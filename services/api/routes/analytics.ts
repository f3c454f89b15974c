// SPEC §7 analytics sink: POST /e with the event in the body, kept in SQLite for the project.
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { limitBody, validJson } from '../middleware/body'
import { sdkParams } from '../middleware/sdk-params'

/** Props stay small: an event is a name and a few fields, not a data dump. */
const MAX_PROPS_CHARS = 8 * 1024

export const analyticsEvent = z.object({
  eventId: z.string().min(1).max(64),
  url: z.string().max(2048),
  domain: z.string().max(253),
  timestamp: z.number().int().nonnegative(),
  props: z
    .record(z.string(), z.unknown())
    .refine((props) => JSON.stringify(props).length <= MAX_PROPS_CHARS, `must be at most ${MAX_PROPS_CHARS} characters of JSON`),
  address: z.string().max(128).nullable().optional(),
})

export function analyticsRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.post('/e', sdkParams, limitBody, validJson(analyticsEvent), (c) => {
    const sdk = c.get('sdk')
    if (!deps.projects.get(sdk.projectId)?.isAnalyticsEnabled) return c.json({ error: 'Analytics is disabled for this project' }, 403)
    deps.analytics.add({ ...c.req.valid('json'), projectId: sdk.projectId, sdkType: sdk.st, sdkVersion: sdk.sv })
    return c.json({ received: true }, 202)
  })
  return routes
}
