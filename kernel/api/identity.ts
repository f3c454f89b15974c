// Names for addresses and addresses for names, each kept 5 minutes (SPEC §9).
import { gangwayError } from '../errors'
import type { NamespacePlugin } from '../plugin'
import type { Namespace } from '../types'
import type { ApiClient, Identity } from './types'

export const IDENTITY_CACHE_MS = 5 * 60_000

function timedCache<T>(ttl: number, load: (key: string, sender?: string) => Promise<T>): (key: string, force?: boolean, sender?: string) => Promise<T> {
  const entries = new Map<string, { value: Promise<T>; timestamp: number }>()
  return (key, force, sender) => {
    const hit = entries.get(key)
    if (hit && !force && Date.now() - hit.timestamp < ttl) return hit.value
    const value = load(key, sender)
    const entry = { value, timestamp: Date.now() }
    entries.set(key, entry)
    // A failure is not remembered: the next ask tries again.
    value.catch(() => entries.get(key) === entry && entries.delete(key))
    return value
  }
}

/** `senderOf`: the connected account of a namespace (else of the active one), sent along as SPEC §7's `sender`. */
export function createIdentity(api: ApiClient, pluginOf: (namespace: Namespace) => NamespacePlugin | undefined, senderOf: (namespace?: Namespace) => string | undefined) {
  const identity = timedCache<Identity>(IDENTITY_CACHE_MS, (address, sender) => api.identity(address, sender))
  const resolve = timedCache<string>(IDENTITY_CACHE_MS, (name) => api.profileAddress(name))
  return {
    /** SPEC §7 GET /v1/identity/{address}; one cache entry per address as its namespace compares them. */
    identity(address: string, namespace?: Namespace, o: { force?: boolean } = {}): Promise<Identity> {
      const normalize = namespace ? pluginOf(namespace)?.normalizeAddress : undefined
      return identity(normalize ? normalize(address) : address, o.force, senderOf(namespace))
    },
    /** The address a name points to; 'Error resolving name' when it points nowhere (SPEC §8). */
    async resolveName(name: string): Promise<string> {
      try {
        return await resolve(name.trim().toLowerCase())
      } catch {
        throw gangwayError('ERROR_RESOLVING_NAME')
      }
    },
  }
}
