// The dev OpenID Connect provider: a stand-in for Google, GitHub, Apple, Facebook, X and Discord on
// the local stack. A real authorization server (oidc-provider: authorization code, PKCE S256, client
// secrets, ID tokens, userinfo) with dev users instead of real accounts: the person picks one on its
// sign-in page, which says plainly that it is a stand-in. One client per SPEC provider, so the secure
// site's settings per provider (client id and secret) are exercised as they are.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import Provider, { type ClientMetadata } from 'oidc-provider'

/** An RSA key pair made as JWKs (Node has the 'jwk' encoding since 15.9; @types/node does not list it here). */
const generateJwkPair = generateKeyPairSync as unknown as (
  type: 'rsa',
  o: { modulusLength: number; privateKeyEncoding: { format: 'jwk' }; publicKeyEncoding: { format: 'jwk' } },
) => { privateKey: JsonWebKey; publicKey: JsonWebKey }

export const STAND_IN_FOR = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord' } as const
export type StandInProvider = keyof typeof STAND_IN_FOR

export interface DevSocialUser {
  id: string
  name: string
  email: string
  /** The handle the user has on providers with usernames. */
  handle: string
}

export const DEV_SOCIAL_USERS: readonly DevSocialUser[] = [
  { id: 'alice', name: 'Alice Example', email: 'alice@example.com', handle: 'alice_dev' },
  { id: 'bob', name: 'Bob Example', email: 'bob@example.com', handle: 'bob_dev' },
]

/** What each provider calls the user: Google and Apple give no username; Discord appends the '0' discriminator of its unique names. */
export function devUsername(provider: StandInProvider, user: DevSocialUser): string | undefined {
  if (provider === 'google' || provider === 'apple') return undefined
  if (provider === 'discord') return `${user.handle}0`
  if (provider === 'facebook') return user.name
  return user.handle
}

export interface DevOidc {
  issuer: string
  /** Client id and secret per stand-in provider, for the secure site's configuration. */
  clients: Record<StandInProvider, { clientId: string; clientSecret: string }>
  stop(): Promise<void>
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const providerOfClient = (clientId: string | undefined): StandInProvider | undefined =>
  (Object.keys(STAND_IN_FOR) as StandInProvider[]).find((p) => clientId === `gangway-dev-${p}`)

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
      if (body.length > 10_000) req.destroy()
    })
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })
}

function signInPage(uid: string, provider: StandInProvider | undefined): string {
  const name = provider ? STAND_IN_FOR[provider] : 'a social provider'
  const users = DEV_SOCIAL_USERS.map(
    (u) => `<li><form method="post" action="/interaction/${uid}/login"><input type="hidden" name="user" value="${u.id}"><button type="submit" data-user="${u.id}"><strong>${escapeHtml(u.name)}</strong><br><small>${escapeHtml(u.email)}${provider && devUsername(provider, u) ? ` · ${escapeHtml(devUsername(provider, u)!)}` : ''}</small></button></form></li>`,
  ).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Continue with ${escapeHtml(name)} (dev stand-in)</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:440px;margin:32px auto;padding:0 16px}.standin{padding:10px 12px;border-radius:8px;background:#fff4d6;border:1px solid #f0d58a}ul{list-style:none;padding:0}li{margin:10px 0}button{width:100%;text-align:left;font:inherit;padding:10px 14px;border-radius:10px;border:1px solid #ccc;background:#f7f7f7;cursor:pointer}.cancel{text-align:center}</style></head>
<body><h1>Continue with ${escapeHtml(name)}</h1><p class="standin"><strong>Dev sign-in provider</strong>: a local OpenID Connect provider standing in for ${escapeHtml(name)}. Pick a dev user; no real account is involved.</p>
<ul>${users}</ul><form method="post" action="/interaction/${uid}/abort" class="cancel"><button type="submit" data-user="cancel">Cancel</button></form></body></html>`
}

export async function startDevOidc(o: { port: number; host?: string; redirectUris: readonly string[] }): Promise<DevOidc> {
  const host = o.host ?? '127.0.0.1'
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : o.port
  const issuer = `http://${host}:${port}`

  const clients = Object.fromEntries(
    (Object.keys(STAND_IN_FOR) as StandInProvider[]).map((p) => [p, { clientId: `gangway-dev-${p}`, clientSecret: randomBytes(18).toString('base64url') }]),
  ) as DevOidc['clients']
  // The signing key comes out of the generator as a JWK: exporting a fresh KeyObject instead can deadlock
  // Node 20 (a GC during the export runs the finished key job's destructor, which takes the mutex the
  // export holds), and did hang a test run.
  const { privateKey } = generateJwkPair('rsa', { modulusLength: 2048, privateKeyEncoding: { format: 'jwk' }, publicKeyEncoding: { format: 'jwk' } })
  const provider = new Provider(issuer, {
    clients: Object.values(clients).map(
      (c): ClientMetadata => ({ client_id: c.clientId, client_secret: c.clientSecret, redirect_uris: [...o.redirectUris], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }),
    ),
    jwks: { keys: [{ ...privateKey, kid: 'dev', use: 'sig', alg: 'RS256' } as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(ctx, sub) {
      const user = DEV_SOCIAL_USERS.find((u) => u.id === sub)
      if (!user) return undefined
      const standIn = providerOfClient(ctx.oidc.client?.clientId)
      return {
        accountId: sub,
        claims: async () => ({ sub, email: user.email, email_verified: true, name: user.name, ...(standIn && devUsername(standIn, user) ? { preferred_username: devUsername(standIn, user) } : {}) }),
      }
    },
  })
  const oidc = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new Error('interaction mismatch')
    const standIn = providerOfClient(details.params.client_id as string | undefined)
    if (req.method === 'GET' && !action) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      return void res.end(signInPage(uid, standIn))
    }
    if (req.method === 'POST' && action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person cancelled the sign-in' }, { mergeWithLastSubmission: false })
    }
    if (req.method === 'POST' && action === 'login') {
      const picked = (await readForm(req)).get('user')
      const user = DEV_SOCIAL_USERS.find((u) => u.id === picked)
      if (!user) {
        res.writeHead(400, { 'content-type': 'text/plain' })
        return void res.end('Unknown dev user')
      }
      const grant = new provider.Grant({ accountId: user.id, clientId: details.params.client_id as string })
      grant.addOIDCScope(String(details.params.scope ?? 'openid'))
      const grantId = await grant.save()
      return provider.interactionFinished(req, res, { login: { accountId: user.id }, consent: { grantId } }, { mergeWithLastSubmission: false })
    }
    res.writeHead(405, { 'content-type': 'text/plain' })
    res.end('Method not allowed')
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(new URL(req.url ?? '/', issuer).pathname)
    if (!match) return void oidc(req, res)
    interaction(req, res, match[1]!, match[2]).catch((error: unknown) => {
      if (res.headersSent) return res.end()
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`This sign-in has expired or is unknown: start again from the site. (${error instanceof Error ? error.message : 'error'})`)
    })
  })

  return {
    issuer,
    clients,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
