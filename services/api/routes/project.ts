// SPEC §7 project configuration: remote features, allowed origins, and whether analytics is on.
import { Hono, type Context } from 'hono'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { sdkParams } from '../middleware/sdk-params'
import { REFUSALS, type ProjectConfig } from '../project/config'

export function projectRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  // projectAccess has refused unknown ids already; the check here only keeps the types honest.
  const answer = <K extends keyof ProjectConfig>(key: K) => (c: Context<ApiEnv>) => {
    const project = deps.projects.get(c.get('sdk').projectId)
    return project ? c.json({ [key]: project[key] }) : c.json({ error: REFUSALS.invalidKey }, 403)
  }
  routes.get('/appkit/v1/config', sdkParams, answer('features'))
  routes.get('/projects/v1/origins', sdkParams, answer('allowedOrigins'))
  routes.get('/getAnalyticsConfig', sdkParams, answer('isAnalyticsEnabled'))
  return routes
}
