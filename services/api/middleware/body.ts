// JSON bodies: size-limited, parsed, and checked with zod. Bad input is a 400 naming the field.
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { validator } from 'hono/validator'
import type { z } from 'zod'

/** Bodies beyond this are refused with 413 before they are read. */
export const MAX_BODY_BYTES = 16 * 1024

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: `Request body larger than ${MAX_BODY_BYTES} bytes` }, 413),
})

export function describeBodyIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `Invalid body field '${issue.path.join('.')}': ${issue.message}` : `Invalid body: ${issue.message}`))
    .join('; ')
}

/** Validates `c.req.valid('json')`; a body that is not JSON is a 400 too, whatever its content type says. */
export const validJson = <T extends z.ZodType>(schema: T) =>
  validator('json', async (_value, c: Context) => {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return c.json({ error: 'The request body must be JSON' }, 400)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) return c.json({ error: describeBodyIssues(parsed.error) }, 400)
    return parsed.data as z.output<T>
  })
