// SPEC §7 project configuration: remote features, allowed origins, and whether analytics is on.
import { Hono } from 'hono'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { sdkParams } from '../middleware/sdk-params'

export function projectRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const project = (projectId: string) => deps.projects(projectId)
  routes.get('/appkit/v1/config', sdkParams, (c) => c.json({ features: project(c.get('sdk').projectId).features }))
  routes.get('/projects/v1/origins', sdkParams, (c) => c.json({ allowedOrigins: project(c.get('sdk').projectId).allowedOrigins }))
  routes.get('/getAnalyticsConfig', sdkParams, (c) => c.json({ isAnalyticsEnabled: project(c.get('sdk').projectId).isAnalyticsEnabled }))
  return routes
}
