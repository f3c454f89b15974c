// The services API as the swap feature calls it: SPEC §7's projectId, st and sv on every call, and
// a refused call's own words (SPEC §8: API error descriptions are used when present) rather than
// only its status, so 'Network not supported for Swaps' and a liquidity refusal reach the person.
import { createHttpClient, errorMessage, type HttpClient, type PluginApi } from 'gangway'

export class ServicesError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The first of the services' `reasons`, when they gave one (e.g. INSUFFICIENT_LIQUIDITY). */
    readonly reason?: { name?: string; description?: string },
  ) {
    super(message)
    this.name = 'ServicesError'
  }
}

interface ErrorBody {
  error?: unknown
  reasons?: Array<{ name?: unknown; description?: unknown }>
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

export function servicesClient(api: PluginApi): HttpClient {
  const { options, context } = api
  if (!options.services.api) throw new Error('The swap feature needs the services API (options.services.api)')
  const fetcher: typeof fetch = async (input, init) => {
    const response = await context.env.fetch(input, init)
    if (response.ok) return response
    const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined
    const reason = body?.reasons?.[0]
    throw new ServicesError(text(body?.error) ?? errorMessage('HTTP_STATUS', response.status), response.status, reason && { name: text(reason.name), description: text(reason.description) })
  }
  return createHttpClient(fetcher, options.services.api, { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion })
}
