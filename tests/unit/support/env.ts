// An explicit Environment for tests: in-memory storage, no window unless one is given.
import type { Environment } from '../../../kernel/env'
import type { KeyValueBackend } from '../../../kernel/storage'

/** A localStorage stand-in that keeps raw strings, so tests can read what was persisted. */
export class MemoryStorage implements KeyValueBackend {
  readonly items = new Map<string, string>()
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  /** The parsed JSON value stored under '@appkit-wallet/' + key. */
  read(key: string): unknown {
    const raw = this.items.get(`@appkit-wallet/${key}`)
    return raw === undefined ? undefined : JSON.parse(raw)
  }
  /** Seed a stored item as a previous page load would have left it (current storage version). */
  seed(items: Record<string, unknown>): this {
    this.items.set('@appkit-wallet/version', '1')
    for (const [key, value] of Object.entries(items)) this.items.set(`@appkit-wallet/${key}`, JSON.stringify(value))
    return this
  }
}

/** Tests never reach beyond 127.0.0.1: any other host fails as if offline. */
export const loopbackFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    return Promise.reject(new TypeError(`test fetch refused a non-loopback host: ${url.hostname}`))
  }
  return globalThis.fetch(input, init)
}

export function testEnv(o: { isMobile?: boolean; storage?: KeyValueBackend; window?: Window; fetch?: typeof fetch } = {}): Environment {
  return {
    window: o.window,
    storage: o.storage ?? new MemoryStorage(),
    fetch: o.fetch ?? loopbackFetch,
    isMobile: () => o.isMobile ?? false,
  }
}
