// Query validation with zod: a bad value is a 400 whose message names the parameter and the rule.
import type { Context } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'

/** `Invalid query parameter 'page': must be a whole number from 1 to 100000`. */
export function describeQueryIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `Invalid query parameter '${String(issue.path[0])}': ${issue.message}` : issue.message))
    .join('; ')
}

/** Validates `c.req.valid('query')`; unknown parameters are ignored (clients send extras). */
export const validQuery = <T extends z.ZodType>(schema: T) =>
  validator('query', (value, c: Context) => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) return c.json({ error: describeQueryIssues(parsed.error) }, 400)
    return parsed.data as z.output<T>
  })
