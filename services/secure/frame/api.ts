// The frame's calls to its own server: JSON POSTs from the secure origin, with the session token
// (kept in this origin's storage, never posted to the host page) when there is one.
import type { FrameConfig } from './config'

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(message)
  }
}

export function createApi(config: FrameConfig, onSignedOut: () => void) {
  const tokenKey = `gangway-secure-session:${config.host}`
  const storage = {
    get: () => {
      try {
        return localStorage.getItem(tokenKey) ?? undefined
      } catch {
        return undefined
      }
    },
    set: (token: string | undefined) => {
      try {
        if (token) localStorage.setItem(tokenKey, token)
        else localStorage.removeItem(tokenKey)
      } catch {
        // storage blocked: the session lasts as long as this page
      }
      memory = token
    },
  }
  let memory = storage.get()

  async function call<T>(path: string, body: unknown = {}, o: { auth?: boolean } = {}): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-gangway-host': config.host }
    const token = memory ?? storage.get()
    if (o.auth) {
      if (!token) throw new ApiError('Not signed in', 401)
      headers.authorization = `Bearer ${token}`
    }
    const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'omit' })
    const answer = (await res.json().catch(() => ({}))) as { error?: string; code?: number } & T
    if (!res.ok) {
      if (res.status === 401 && o.auth) {
        storage.set(undefined)
        onSignedOut()
      }
      throw new ApiError(answer.error ?? `The secure site answered ${res.status}`, res.status, answer.code)
    }
    return answer
  }

  return {
    call,
    hasSession: () => Boolean(memory ?? storage.get()),
    setSession: (token: string | undefined) => storage.set(token),
  }
}

export type Api = ReturnType<typeof createApi>
