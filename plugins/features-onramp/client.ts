// The services API as the on-ramp calls it: SPEC §7's projectId, st and sv on every call, and a
// refused call's own words (SPEC §8: API error descriptions are used when present) rather than only
// its status, so a limit or a network the provider does not sell on reads as the services said it.
import { createHttpClient, errorMessage, type HttpClient, type PluginApi } from 'gangway'

export class ServicesError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The first of the services' `reasons`, when they gave one. */
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
  if (!options.services.api) throw new Error('The on-ramp needs the services API (options.services.api)')
  const fetcher: typeof fetch = async (input, init) => {
    const response = await context.env.fetch(input, init)
    if (response.ok) return response
    const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined
    const reason = body?.reasons?.[0]
    throw new ServicesError(text(body?.error) ?? errorMessage('HTTP_STATUS', response.status), response.status, reason && { name: text(reason.name), description: text(reason.description) })
  }
  return createHttpClient(fetcher, options.services.api, { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion })
}
