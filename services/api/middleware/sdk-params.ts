// SPEC §7: calls carry projectId, sdk type (st) and sdk version (sv) as query parameters.
// Every route requires them except the image routes, which browsers load from <img> tags.
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import type { ApiEnv } from '../env'
import { describeQueryIssues } from './query'

export const SDK_PARAM_NAMES = ['projectId', 'st', 'sv'] as const

const once = (rule: RegExp, what: string) =>
  z.string({ error: 'must be given once' }).regex(rule, `must be ${what}`)

const sdkParamsSchema = z.object({
  // real ids are 32 hex characters; the local stack accepts any simple token such as 'demo'
  projectId: once(/^[A-Za-z0-9_-]{1,128}$/, 'letters, digits, _ or -, at most 128 characters'),
  st: once(/^[\w.-]{1,64}$/, 'an sdk type such as appkit'),
  sv: once(/^[\w.@/+-]{1,64}$/, 'an sdk version such as html-wagmi-4.2.2'),
})

export type SdkParams = z.infer<typeof sdkParamsSchema>

export const sdkParams = createMiddleware<ApiEnv>(async (c, next) => {
  const missing = SDK_PARAM_NAMES.filter((name) => !c.req.query(name))
  if (missing.length) {
    const s = missing.length > 1 ? 's' : ''
    return c.json({ error: `Missing required query parameter${s}: ${missing.join(', ')}` }, 400)
  }
  const queries = c.req.queries()
  const values = Object.fromEntries(SDK_PARAM_NAMES.map((name) => [name, queries[name]?.length === 1 ? queries[name][0] : queries[name]]))
  const parsed = sdkParamsSchema.safeParse(values)
  if (!parsed.success) return c.json({ error: describeQueryIssues(parsed.error) }, 400)
  c.set('sdk', parsed.data)
  await next()
})
