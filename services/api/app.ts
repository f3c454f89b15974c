// The wallet services API as one Hono app: shared middleware, then one route group per file
// under routes/. Later groups (blockchain API, identity, config, analytics) join ROUTE_GROUPS.
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { ApiDeps } from './deps'
import type { ApiEnv, RouteGroup } from './env'
import { notFound, onError } from './middleware/errors'
import { limitEveryBody, rateLimit } from './middleware/limits'
import { projectAccess } from './middleware/project-access'
import { analyticsRoutes } from './routes/analytics'
import { blockchainRoutes } from './routes/blockchain'
import { catalogueRoutes } from './routes/catalogue'
import { convertRoutes } from './routes/convert'
import { faucetRoutes } from './routes/faucet'
import { historyRoutes } from './routes/history'
import { nftRoutes } from './routes/nfts'
import { onrampRoutes } from './routes/onramp'
import { onrampDevRoutes } from './routes/onramp-dev'
import { profileRoutes } from './routes/profile'
import { projectRoutes } from './routes/project'
import { rpcRoutes } from './routes/rpc'
import { sessionRoutes, SESSIONS_PATH } from './routes/sessions'

const ROUTE_GROUPS: readonly RouteGroup[] = [catalogueRoutes, blockchainRoutes, profileRoutes, historyRoutes, nftRoutes, convertRoutes, onrampRoutes, onrampDevRoutes, projectRoutes, analyticsRoutes, sessionRoutes, rpcRoutes, faucetRoutes]

export function createApiApp(deps: ApiDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  // The modal calls from the host page's origin. With a project registry, a call names its project
  // and only the project's origins get past projectAccess (so '*' below reaches no foreign page);
  // without one every origin may call. Sign-in sessions carry a cookie: their routes allow only the
  // host's own origins (routes/sessions.ts).
  // Limits first: a client past its rate costs the services nothing more than this answer.
  app.use('*', rateLimit(deps.limits))
  app.use('*', limitEveryBody(deps.limits))
  app.use('*', projectAccess(deps.projects))
  const publicCors = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 })
  app.use('*', (c, next) => (c.req.path === SESSIONS_PATH || c.req.path.startsWith(`${SESSIONS_PATH}/`) ? next() : publicCors(c, next)))
  for (const group of ROUTE_GROUPS) app.route('/', group(deps))
  app.notFound(notFound)
  app.onError(onError(deps.log))
  return app
}
