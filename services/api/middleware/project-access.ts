// SPEC §6 'Origins must be on the project allowlist': every call that names a project (SPEC §7 puts
// projectId on each) is checked before any route runs. An unknown id is refused with 'Unauthorized:
// invalid key', a browser page whose origin the project does not list with 'Unauthorized: origin not
// allowed' (SPEC §8's provider messages, which the modal turns into its alerts).
//
// The refusal names the caller's origin in Access-Control-Allow-Origin so the page can read why; it
// carries no data. A preflight is refused the same way, so a foreign page never gets to send a
// state-changing call at all. Calls without projectId (images, the test on-ramp's own pages) pass:
// the routes that need one ask for it themselves.
import { createMiddleware } from 'hono/factory'
import type { ProjectRegistry } from '../project/config'

export function projectAccess(projects: ProjectRegistry) {
  return createMiddleware(async (c, next) => {
    if (!projects.enforced) return next()
    const projectId = c.req.query('projectId')
    if (projectId === undefined) return next()
    const origin = c.req.header('origin')
    const refusal = projects.refusal(projectId, origin)
    if (!refusal) return next()
    if (origin !== undefined) {
      c.header('access-control-allow-origin', origin)
      c.header('vary', 'Origin')
    }
    return c.json({ error: refusal }, 403)
  })
}
