// Types every route group shares.
import type { Hono } from 'hono'
import type { ApiDeps } from './deps'
import type { SdkParams } from './middleware/sdk-params'

export type ApiEnv = {
  Variables: {
    /** Set by the sdkParams middleware on the routes that require it. */
    sdk: SdkParams
  }
}

/** One file under routes/: builds the routes of one group (catalogue, blockchain, config, analytics …). */
export type RouteGroup = (deps: ApiDeps) => Hono<ApiEnv>
