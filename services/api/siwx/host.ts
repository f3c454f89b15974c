// The host-side helper for a Node server (node:http, Express, …): the same sign-in service, read
// and written through the request's cookie. Mount the routes (routes/sessions.ts) where the modal
// calls them, and ask this helper who is signed in when your own pages need to know:
//
//   const signIn = nodeSignIn(createSignInService({ db, origins: ['https://shop.example'], chains }))
//   const [session] = signIn.sessions(req)            // { address, chainId, expiresAt, data, message, signature }
//
import type { IncomingMessage, ServerResponse } from 'node:http'
import { generateCookie } from 'hono/cookie'
import { cookieOptions, holderOf, newToken, SIGN_IN_COOKIE, tokenFromHeader } from './cookie'
import type { HeldSession, SignInService } from './service'

export function nodeSignIn(service: SignInService) {
  const holder = (req: IncomingMessage) => holderOf(tokenFromHeader(req.headers.cookie))
  const secure = (req: IncomingMessage) => (req.socket as { encrypted?: boolean }).encrypted === true
  /** The request's holder; a new cookie on `res` when it has none. */
  const holderOrNew = (req: IncomingMessage, res: ServerResponse): string => {
    const known = holder(req)
    if (known) return known
    const token = newToken()
    res.appendHeader('set-cookie', generateCookie(SIGN_IN_COOKIE, token, cookieOptions(secure(req))))
    return holderOf(token)!
  }
  return {
    /** A nonce for the browser making `req` (setting its cookie if it has none yet). */
    nonce: (req: IncomingMessage, res: ServerResponse) => service.issueNonce(holderOrNew(req, res)),
    /** Verify what the browser signed and open its session; throws SignInError when refused. */
    verify: (req: IncomingMessage, res: ServerResponse, body: unknown): Promise<HeldSession> =>
      service.signIn(holderOrNew(req, res), body, { origin: typeof req.headers.origin === 'string' ? req.headers.origin : undefined }),
    /** Who the browser making `req` is signed in as: its live sessions, of one address or all. */
    sessions(req: IncomingMessage, filter: { address?: string; chainId?: string } = {}): HeldSession[] {
      const h = holder(req)
      return h ? service.sessions(h, filter) : []
    },
    /** Sign the browser out of an address (one chain, or all; the session signed with `signature`, or all); how many sessions ended. */
    revoke(req: IncomingMessage, address: string, chainId?: string, signature?: string): number {
      const h = holder(req)
      return h ? service.revoke(h, address, chainId, signature) : 0
    },
  }
}

export type NodeSignIn = ReturnType<typeof nodeSignIn>
