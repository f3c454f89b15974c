// The secure site as one Hono app: its pages, the sign-in routes and the signed-in frame's routes.
// Every failure answers `{ error }` (and `code` for wallet errors); nothing internal leaks.
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { SecureDeps } from './deps'
import { accountRoutes } from './routes/account'
import { Refusal } from './routes/guard'
import { pageRoutes } from './routes/pages'
import { signInRoutes } from './routes/sign-in'

export function createSecureApp(deps: SecureDeps): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'no-referrer')
  })
  app.route('/', pageRoutes(deps))
  app.route('/', signInRoutes(deps))
  app.route('/', accountRoutes(deps))
  app.notFound((c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path.slice(0, 200)}` }, 404))
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message, ...(error instanceof Refusal && error.code !== undefined ? { code: error.code } : {}) }, error.status)
    }
    if (error instanceof Refusal) return c.json({ error: error.message }, error.status)
    deps.log(`${c.req.method} ${c.req.path.slice(0, 200)} failed`, error)
    return c.json({ error: 'Internal server error' }, 500)
  })
  return app
}
