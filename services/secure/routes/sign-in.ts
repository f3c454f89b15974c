// Signing in: e-mail one-time codes, social providers (OAuth 2.0 code + PKCE) and Farcaster. Each
// ends with a session token for the frame that asked.
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { CodeError } from '../codes'
import type { SecureDeps } from '../deps'
import { FarcasterError } from '../farcaster'
import { SOCIAL_PROVIDERS, SocialError, type SocialProvider } from '../social'
import type { LoginProvider, User } from '../users'
import { body, frameCall, Refusal } from './guard'

const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254))
const appName = z.string().max(80).optional()
const secret = z.string().min(8).max(100)

/** Turns the stores' refusals into answers the frame shows as they are. */
export function refusalOf(error: unknown): never {
  if (error instanceof CodeError || error instanceof SocialError || error instanceof FarcasterError) throw new Refusal(error.status, error.message)
  throw error
}

export function signInRoutes(deps: SecureDeps): Hono {
  const routes = new Hono()
  const signedIn = async (user: User, created: boolean, host: string, login: LoginProvider) => {
    // A new user's hook (the local stack's faucet) runs before the frame hears of the session.
    if (created) await Promise.resolve(deps.onNewUser?.(user)).catch((error: unknown) => deps.log('the new-user hook failed', error))
    return deps.sessions.open(user.id, host, login)
  }
  const mailer = () => {
    if (!deps.mailer) throw new Refusal(503, 'E-mail sign-in is not configured on this secure site')
    return deps.mailer
  }
  const sendCode = async (c: Context, to: string, code: string, purpose: 'login' | 'update-primary' | 'update-secondary', app?: string) => {
    try {
      await mailer().sendCode(to, code, { purpose, appName: app })
    } catch (error) {
      if (error instanceof Refusal) throw error
      deps.log(`sending a code to the SMTP server failed (${c.req.path})`, error)
      throw new Refusal(502, 'The code could not be sent: try again in a moment')
    }
  }

  routes.post('/api/email/start', async (c) => {
    frameCall(deps, c)
    const input = await body(c, z.object({ email, appName }))
    mailer()
    const { flowId, code } = (() => {
      try {
        return deps.codes.issue('login', input.email)
      } catch (error) {
        return refusalOf(error)
      }
    })()
    await sendCode(c, input.email, code, 'login', input.appName)
    return c.json({ action: 'VERIFY_OTP', flow: flowId })
  })

  routes.post('/api/email/verify', async (c) => {
    const host = frameCall(deps, c)
    const input = await body(c, z.object({ flow: secret, otp: z.string().max(12) }))
    let verified
    try {
      verified = deps.codes.verify('login', input.flow, input.otp)
    } catch (error) {
      refusalOf(error)
    }
    const { user, created } = deps.users.findOrCreate('email', verified.email, { email: verified.email })
    return c.json({ token: await signedIn(user, created, host, 'email') })
  })

  routes.post('/api/social/start', async (c) => {
    const host = frameCall(deps, c)
    const input = await body(c, z.object({ provider: z.enum(SOCIAL_PROVIDERS as [SocialProvider, ...SocialProvider[]]), returnUrl: z.string().url().max(2000).optional() }))
    try {
      return c.json(deps.social.start(input.provider, host, input.returnUrl))
    } catch (error) {
      refusalOf(error)
    }
  })

  routes.post('/api/social/finish', async (c) => {
    const host = frameCall(deps, c)
    const input = await body(c, z.object({ state: secret, code: z.string().min(1).max(2000), flow: secret }))
    let result
    try {
      result = await deps.social.finish({ ...input, hostOrigin: host })
    } catch (error) {
      refusalOf(error)
    }
    const { provider, profile } = result
    const { user, created } = deps.users.findOrCreate(provider, profile.subject, { email: profile.email ?? null, username: profile.username ?? null })
    return c.json({ token: await signedIn(user, created, host, provider) })
  })

  // The popup comes back here (GET; Apple posts the form instead): the page hands the address on.
  const callback = async (c: Context) => {
    const url = new URL(c.req.url)
    if (c.req.method === 'POST') {
      const form = await c.req.parseBody()
      for (const key of ['code', 'state', 'error', 'error_description']) if (typeof form[key] === 'string') url.searchParams.set(key, form[key] as string)
    }
    const resultUri = `${deps.origin}/social/callback${url.search}`
    const target = deps.social.callbackTarget(url.searchParams.get('state') ?? '')
    const { socialResultPage } = await import('../pages')
    return c.html(socialResultPage({ resultUri, host: target?.hostOrigin, returnUrl: target?.returnUrl }))
  }
  routes.get('/social/callback', callback)
  routes.post('/social/callback', callback)

  routes.post('/api/farcaster/start', (c) => {
    const host = frameCall(deps, c)
    return c.json(deps.farcaster.open(host))
  })

  routes.post('/api/farcaster/status', async (c) => {
    const host = frameCall(deps, c)
    const input = await body(c, z.object({ channel: secret, flow: secret }))
    let status
    try {
      status = deps.farcaster.status(input.channel, input.flow, host)
    } catch (error) {
      refusalOf(error)
    }
    if (status.state === 'pending') return c.json(status)
    const { user, created } = deps.users.findOrCreate('farcaster', String(status.fid), { username: status.username })
    return c.json({ state: 'completed', username: status.username, token: await signedIn(user, created, host, 'farcaster') })
  })

  return routes
}
