// A small JSON client for the services: one base URL, default query parameters on every call,
// and SPEC §7's 'HTTP status code: {n}' on anything but a 2xx.
import { errorMessage, gangwayError, GangwayError } from '../errors'

export type Query = Record<string, string | number | boolean | undefined>

export interface HttpClient {
  get<T = unknown>(path: string, query?: Query): Promise<T>
  post<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
  put<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
  delete<T = unknown>(path: string, body?: unknown, query?: Query): Promise<T>
}

/** A JSON client bound to one base URL; default query parameters go on every call. */
export function createHttpClient(fetcher: typeof fetch, baseUrl: string, defaults: Query = {}): HttpClient {
  const call = async <T>(method: string, path: string, body?: unknown, query: Query = {}): Promise<T> => {
    const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
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
      if (error instanceof Error && error.name === 'AbortError') throw new GangwayError('SOMETHING_WENT_WRONG', errorMessage('SOMETHING_WENT_WRONG'), { cause: error })
      throw error
    }
    if (!response.ok) throw gangwayError('HTTP_STATUS', response.status)
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
