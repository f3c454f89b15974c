// Social sign-in by OAuth 2.0 authorization code with PKCE (S256). The secure site is the client:
// it makes the provider's address (with a state and the code challenge), keeps the verifier, and
// exchanges the code the popup came back with. Real providers need only their client id and secret
// (their endpoints are below); the local stack points every provider at its dev OpenID Connect
// provider instead, which stands in for all of them.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from './db'
import type { LoginProvider } from './users'

export type SocialProvider = Exclude<LoginProvider, 'email' | 'farcaster'>
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

export interface Profile {
  subject: string
  email?: string | null
  username?: string | null
}

export interface OAuthProvider {
  authorizationEndpoint: string
  tokenEndpoint: string
  /** Absent where the token answer's id_token says who signed in (Apple). */
  userinfoEndpoint?: string
  clientId: string
  clientSecret?: string
  scope: string
  /** How the client authenticates at the token endpoint (RFC 6749 §2.3.1). */
  tokenAuth?: 'basic' | 'post'
  /** Extra authorization parameters (Apple's response_mode). */
  extraParams?: Readonly<Record<string, string>>
  /** Who signed in, from the userinfo answer (or the id_token's claims). */
  profile(info: Record<string, unknown>): Profile
  /** Shown in the dev provider's and the secure site's pages when this is a stand-in. */
  standIn?: boolean
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null)

/** The real providers' endpoints: a deployment adds its client id and secret (`realProvider('github', { clientId, clientSecret })`). */
export const REAL_PROVIDERS: Record<SocialProvider, Omit<OAuthProvider, 'clientId' | 'clientSecret'>> = {
  google: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    profile: (i) => ({ subject: text(i.sub)!, email: text(i.email), username: null }),
  },
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scope: 'read:user user:email',
    tokenAuth: 'post',
    profile: (i) => ({ subject: text(i.id)!, email: text(i.email), username: text(i.login) }),
  },
  discord: {
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    tokenAuth: 'post',
    // Discord's discriminator follows the name ('0' for the new unique names; SPEC §5 drops it for display).
    profile: (i) => ({ subject: text(i.id)!, email: text(i.email), username: text(i.username) ? `${text(i.username)}${text(i.discriminator) ?? ''}` : null }),
  },
  x: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    profile: (i) => {
      const data = (i.data ?? {}) as Record<string, unknown>
      return { subject: text(data.id)!, email: null, username: text(data.username) }
    },
  },
  apple: {
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    scope: 'openid email',
    tokenAuth: 'post',
    extraParams: { response_mode: 'form_post' },
    profile: (i) => ({ subject: text(i.sub)!, email: text(i.email), username: null }),
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
    tokenAuth: 'post',
    profile: (i) => ({ subject: text(i.id)!, email: text(i.email), username: text(i.name) }),
  },
}

export const realProvider = (provider: SocialProvider, client: { clientId: string; clientSecret?: string }): OAuthProvider => ({ ...REAL_PROVIDERS[provider], ...client })

/** Every SPEC provider pointed at one OpenID Connect issuer (the local dev provider), one client each. */
export function oidcStandIns(issuer: string, clients: Readonly<Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>>>): Partial<Record<SocialProvider, OAuthProvider>> {
  const base = issuer.replace(/\/$/, '')
  return Object.fromEntries(
    Object.entries(clients).map(([provider, client]) => [
      provider,
      {
        authorizationEndpoint: `${base}/auth`,
        tokenEndpoint: `${base}/token`,
        userinfoEndpoint: `${base}/me`,
        scope: 'openid email profile',
        standIn: true,
        ...client,
        profile: (i: Record<string, unknown>) => ({ subject: text(i.sub)!, email: text(i.email), username: text(i.preferred_username) }),
      } satisfies OAuthProvider,
    ]),
  )
}

export class SocialError extends Error {
  constructor(
    readonly status: 400 | 404 | 502,
    message: string,
  ) {
    super(message)
  }
}

const FLOW_TTL_MS = 10 * 60_000
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

export function createSocialLogin(db: Db, o: { providers: Partial<Record<SocialProvider, OAuthProvider>>; callbackUrl: string; fetch?: typeof fetch }) {
  const http = o.fetch ?? fetch
  const insert = db.prepare(
    'INSERT INTO social_flows (state, provider, verifier, flow_hash, host_origin, return_url, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const find = db.prepare<[string], { provider: SocialProvider; verifier: string; flow_hash: string; host_origin: string; return_url: string | null; expires_at: number; used_at: number | null }>(
    'SELECT provider, verifier, flow_hash, host_origin, return_url, expires_at, used_at FROM social_flows WHERE state = ?',
  )
  const consume = db.prepare('UPDATE social_flows SET used_at = ? WHERE state = ? AND used_at IS NULL AND expires_at > ?')

  const providerOf = (name: SocialProvider): OAuthProvider => {
    const p = o.providers[name]
    if (!p) throw new SocialError(400, `Social login with ${name} is not configured on this secure site`)
    return p
  }

  async function exchange(p: OAuthProvider, code: string, verifier: string): Promise<Profile> {
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: o.callbackUrl, code_verifier: verifier, client_id: p.clientId })
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
    if (p.clientSecret && (p.tokenAuth ?? 'basic') === 'basic') headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(p.clientId)}:${encodeURIComponent(p.clientSecret)}`).toString('base64')}`
    else if (p.clientSecret) form.set('client_secret', p.clientSecret)
    const tokenRes = await http(p.tokenEndpoint, { method: 'POST', headers, body: form })
    const tokens = (await tokenRes.json().catch(() => ({}))) as { access_token?: string; id_token?: string; error?: string; error_description?: string }
    if (!tokenRes.ok || !tokens.access_token) throw new SocialError(502, `The provider refused the sign-in: ${tokens.error_description ?? tokens.error ?? tokenRes.status}`)
    let info: Record<string, unknown>
    if (p.userinfoEndpoint) {
      const res = await http(p.userinfoEndpoint, { headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' } })
      if (!res.ok) throw new SocialError(502, `The provider did not say who signed in (${res.status})`)
      info = (await res.json()) as Record<string, unknown>
    } else {
      // Received straight from the token endpoint over TLS (OpenID Connect Core 3.1.3.7): its claims are the provider's.
      info = JSON.parse(Buffer.from((tokens.id_token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8') || '{}') as Record<string, unknown>
    }
    const profile = p.profile(info)
    if (!profile.subject) throw new SocialError(502, 'The provider did not say who signed in')
    return profile
  }

  return {
    configured: (): SocialProvider[] => SOCIAL_PROVIDERS.filter((p) => o.providers[p]),
    isStandIn: (name: SocialProvider) => Boolean(o.providers[name]?.standIn),
    /** The provider's address for a sign-in started by the frame of `hostOrigin`, and the secret that frame must bring back. */
    start(name: SocialProvider, hostOrigin: string, returnUrl?: string, now = Date.now()): { uri: string; flow: string } {
      const p = providerOf(name)
      if (returnUrl && new URL(returnUrl).origin !== hostOrigin) throw new SocialError(400, 'returnUrl must be on the host page’s origin')
      const state = randomBytes(18).toString('base64url')
      const verifier = randomBytes(32).toString('base64url')
      const flow = randomBytes(18).toString('base64url')
      insert.run(state, name, verifier, sha256(flow), hostOrigin, returnUrl ?? null, now, now + FLOW_TTL_MS)
      const uri = new URL(p.authorizationEndpoint)
      const params = { response_type: 'code', client_id: p.clientId, redirect_uri: o.callbackUrl, scope: p.scope, state, code_challenge: sha256(verifier), code_challenge_method: 'S256', ...p.extraParams }
      for (const [key, value] of Object.entries(params)) uri.searchParams.set(key, value)
      return { uri: uri.toString(), flow }
    },
    /** Where the popup's result goes: the host origin (and the Telegram return address) of a state; undefined when unknown. */
    callbackTarget(state: string): { hostOrigin: string; returnUrl: string | null } | undefined {
      const row = find.get(state)
      return row ? { hostOrigin: row.host_origin, returnUrl: row.return_url } : undefined
    },
    /** Completes a sign-in: the frame that started it brings the code back, once. */
    async finish(x: { state: string; code: string; flow: string; hostOrigin: string }, now = Date.now()): Promise<{ provider: SocialProvider; profile: Profile }> {
      const row = find.get(x.state)
      if (!row || row.flow_hash !== sha256(x.flow) || row.host_origin !== x.hostOrigin) throw new SocialError(404, 'Unknown sign-in: start again')
      if (consume.run(now, x.state, now).changes !== 1) throw new SocialError(400, 'This sign-in was already used or has expired: start again')
      return { provider: row.provider, profile: await exchange(providerOf(row.provider), x.code, row.verifier) }
    },
  }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>
