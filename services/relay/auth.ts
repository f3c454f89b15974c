// Who may open a socket: a client whose URL carries a valid relay-auth JWT (EdDSA, iss = did:key, aud = this relay),
// and, when the relay is given the services' projects, a known project id from a page its project lists.
// The client signs it with core.crypto.signJWT(relayUrl), so aud is whatever relayUrl it was given.
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { REFUSALS, type ProjectRegistry } from '../api/project/config'
import { jwtPayload } from './schemas'

export type AuthResult =
  | { ok: true; clientId: string; projectId?: string; ua?: string }
  /** `said`: the cloud relay's words for this refusal (SPEC §8 provider messages), which the client reads. */
  | { ok: false; reason: string; said?: string }

export interface ClientFacts {
  /** The page's Origin header; none from a script or a native app. */
  origin?: string
  /** The projects the services declare (as the API enforces them); none: any project id, any origin. */
  projects?: Pick<ProjectRegistry, 'refusal'>
  /** The relay's clock, ms. */
  nowMs?: number
}

export interface AudienceOptions {
  /** The port the relay listens on. */
  port: number
  /** Host names that reach this relay (its bind host and loopback aliases). */
  hosts: readonly string[]
}

/** Tolerated clock skew between client and relay, seconds. */
const SKEW_SECONDS = 60

export async function authenticate(url: URL, own: AudienceOptions, facts: ClientFacts = {}): Promise<AuthResult> {
  const jwt = url.searchParams.get('auth')
  if (!jwt) return { ok: false, reason: 'missing auth' }

  let payload
  try {
    // verifyJWT checks the EdDSA signature against the did:key in iss; it throws on garbage.
    if (!(await verifyJWT(jwt))) return { ok: false, reason: 'bad signature' }
    payload = jwtPayload.safeParse(decodeJWT(jwt).payload)
  } catch (error) {
    return { ok: false, reason: `malformed JWT (${error instanceof Error ? error.message : String(error)})` }
  }
  if (!payload.success) return { ok: false, reason: 'malformed JWT payload' }

  const { iss, aud, iat, exp } = payload.data
  const now = (facts.nowMs ?? Date.now()) / 1000
  if (exp < now - SKEW_SECONDS) return { ok: false, reason: 'expired JWT' }
  // A device clock ahead of the relay's: the cloud relay says so in these words.
  if (iat > now + SKEW_SECONDS) return { ok: false, reason: 'JWT issued in the future', said: REFUSALS.notYetValid }
  if (!isOwnAudience(aud, own)) return { ok: false, reason: `JWT audience ${aud} is not this relay` }

  const projectId = url.searchParams.get('projectId') ?? undefined
  const ua = url.searchParams.get('ua') ?? undefined
  // No project id counts as an unknown one; the registry decides ('Unauthorized: invalid key' / 'origin not allowed').
  const refusal = facts.projects?.refusal(projectId ?? '', facts.origin)
  if (refusal) return { ok: false, reason: `project ${projectId ?? '(none)'} from ${facts.origin ?? 'no origin'}: ${refusal}`, said: refusal }
  return { ok: true, clientId: iss, ...(projectId ? { projectId } : {}), ...(ua ? { ua } : {}) }
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]']

/**
 * ws://127.0.0.1:PORT, ws://localhost:PORT/ and the other names of this host all mean this relay.
 * The Host header is not trusted for this: it would let a JWT signed for another relay through.
 */
export function isOwnAudience(aud: string, own: AudienceOptions): boolean {
  let u: URL
  try {
    u = new URL(aud)
  } catch {
    return false
  }
  if (u.protocol !== 'ws:' && u.protocol !== 'wss:') return false
  if (u.pathname !== '/' && u.pathname !== '') return false
  if (u.port !== String(own.port)) return false
  const hosts = new Set([...own.hosts, ...LOOPBACK].map(urlHost))
  return hosts.has(u.hostname.toLowerCase())
}

/** How URL spells a host name: lower case, IPv6 in brackets. */
function urlHost(host: string): string {
  const h = host.toLowerCase()
  return h.includes(':') && !h.startsWith('[') ? `[${h}]` : h
}
