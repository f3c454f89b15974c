// A small JSON client for the services: one base URL, default query parameters on every call,
// and SPEC §7's 'HTTP status code: {n}' on anything but a 2xx.
import { errorMessage, GangwayError, isAbortError } from '../errors'
import { serviceUrl } from './service-url'

export type Query = Record<string, string | number | boolean | undefined>

export interface HttpClient {
  get<T = unknown>(path: string, query?: Query): Promise<T>
  post<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
  put<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
  delete<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
}

/** SPEC §7 'HTTP status code: {n}', with the service's own words when it gave any (SPEC §8: API error descriptions are used when present). */
export class HttpStatusError extends GangwayError {
  constructor(
    readonly status: number,
    /** The service's explanation: `reasons[0].description`, `error` or `message` of its JSON body. */
    readonly reason?: string,
    /** The JSON body as the service sent it, e.g. `{ reasons: [{ name: 'INSUFFICIENT_LIQUIDITY', … }] }`. */
    readonly body?: unknown,
  ) {
    super('HTTP_STATUS', errorMessage('HTTP_STATUS', status))
  }
}

async function failure(response: Response): Promise<HttpStatusError> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  const fields = (body ?? {}) as { reasons?: Array<{ description?: unknown }>; error?: unknown; message?: unknown }
  const reason = fields.reasons?.[0]?.description ?? fields.error ?? fields.message
  return new HttpStatusError(response.status, typeof reason === 'string' ? reason : undefined, body)
}

/** SPEC §7's identification on every services call: the project, the SDK type and version. */
export const sdkQuery = (o: { projectId: string; sdkType: string; sdkVersion: string }): Query => ({ projectId: o.projectId, st: o.sdkType, sv: o.sdkVersion })

/**
 * A JSON client bound to one base URL; default query parameters go on every call. `onError` hears of
 * every failed call (the services client turns them into SPEC §8 alerts).
 */
export function createHttpClient(fetcher: typeof fetch, baseUrl: string, defaults: Query = {}, o: { onError?(error: unknown): void } = {}): HttpClient {
  const call = async <T>(method: string, path: string, body?: unknown, query: Query = {}): Promise<T> => {
    const url = serviceUrl(baseUrl, path)
    for (const [key, value] of Object.entries({ ...defaults, ...query })) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    let response: Response
    try {
      response = await fetcher(url, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (error) {
      // SPEC §8: an aborted request that is not an RPC one is 'Something went wrong'.
      const failure = isAbortError(error) ? new GangwayError('SOMETHING_WENT_WRONG', errorMessage('SOMETHING_WENT_WRONG'), { cause: error }) : error
      o.onError?.(failure)
      throw failure
    }
    if (!response.ok) {
      const refused = await failure(response)
      o.onError?.(refused)
      throw refused
    }
    const text = await response.text()
    return (text ? JSON.parse(text) : undefined) as T
  }
  return {
    get: (path, query) => call('GET', path, undefined, query),
    post: (path, body, query) => call('POST', path, body, query),
    put: (path, body, query) => call('PUT', path, body, query),
    delete: (path, body, query) => call('DELETE', path, body, query),
  }
}
