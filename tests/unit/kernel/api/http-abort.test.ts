// SPEC §8 aborted requests, for the services' JSON client (kernel/api/http.ts): a fetch that rejects
// with an AbortError is 'Something went wrong' for the caller, and onError hears the same error. Any
// other fetch failure passes through unchanged. The fetch is injected; nothing leaves the process.
import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../../kernel/api/http'
import { GangwayError } from '../../../../kernel/errors'

/** A fetch that rejects every call with `error`, and counts the calls. */
function failingFetch(error: unknown) {
  const calls: string[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    calls.push(String(input))
    throw error
  }
  return { fetch, calls }
}

describe("SPEC §8 aborted requests: 'Something went wrong' (not an RPC request)", () => {
  it.each(['get', 'post', 'put', 'delete'] as const)(
    "SPEC §8 'Something went wrong': a services %s whose fetch rejects with a DOMException named 'AbortError' rejects with 'Something went wrong', and onError hears it",
    async (method) => {
      const abort = new DOMException('This operation was aborted', 'AbortError')
      const { fetch, calls } = failingFetch(abort)
      const heard: unknown[] = []
      const http = createHttpClient(fetch, 'http://127.0.0.1:9/api', { projectId: 'p1' }, { onError: (error) => void heard.push(error) })
      const result = method === 'get' ? http.get('v1/identity/0xabc') : http[method]('v1/identity/0xabc', { a: 1 })
      const error = await result.then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(calls).toEqual(['http://127.0.0.1:9/api/v1/identity/0xabc?projectId=p1'])
      expect(error).toBeInstanceOf(GangwayError)
      expect(error).toMatchObject({ message: 'Something went wrong', code: 'SOMETHING_WENT_WRONG', cause: abort })
      expect(heard).toEqual([error])
    },
  )

  it("SPEC §8 'Something went wrong': an abort signalled through AbortController (fetch's own rejection) gives the same text", async () => {
    const controller = new AbortController()
    controller.abort()
    const heard: unknown[] = []
    // fetch as the platform answers an aborted signal: its reason, a DOMException named 'AbortError'.
    const fetch: typeof globalThis.fetch = async () => {
      controller.signal.throwIfAborted()
      return Response.json({})
    }
    const http = createHttpClient(fetch, 'http://127.0.0.1:9/api', {}, { onError: (error) => void heard.push(error) })
    await expect(http.get('projects/v1/origins')).rejects.toHaveProperty('message', 'Something went wrong')
    expect(heard).toHaveLength(1)
    expect(heard[0]).toHaveProperty('message', 'Something went wrong')
  })

  it('any other fetch failure reaches the caller and onError as it was (not turned into an abort text)', async () => {
    const offline = new TypeError('fetch failed')
    const { fetch } = failingFetch(offline)
    const heard: unknown[] = []
    const http = createHttpClient(fetch, 'http://127.0.0.1:9/api', {}, { onError: (error) => void heard.push(error) })
    await expect(http.get('v1/identity/0xabc')).rejects.toBe(offline)
    expect(heard).toEqual([offline])
  })
})
