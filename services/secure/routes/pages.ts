// The secure site's pages: the frame (only for allowed host origins, and only inside them:
// frame-ancestors), its script, the social result script, and the dev Farcaster approver.
import { Hono } from 'hono'
import type { SecureDeps } from '../deps'
import { DEV_FARCASTER_ACCOUNTS, devFarcasterKey, farcasterMessage, FarcasterError } from '../farcaster'
import { farcasterApproverPage, framePage, indexPage, SOCIAL_RESULT_SCRIPT } from '../pages'

const SCRIPT_HEADERS = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }

export function pageRoutes(deps: SecureDeps): Hono {
  const routes = new Hono()
  const chainNames = Object.fromEntries(deps.wallet.chains.map((chain) => [chain.caipNetworkId, chain.name ?? chain.caipNetworkId]))

  routes.get('/', (c) => c.html(indexPage({ standInSocial: deps.social.configured().some((p) => deps.social.isStandIn(p)), approverUrl: `${deps.origin}/dev/farcaster` })))

  routes.get('/frame', (c) => {
    const host = c.req.query('host') ?? ''
    if (!deps.hostAllowed(host)) return c.text(`This secure site does not serve ${host.slice(0, 100) || 'that page'}.`, 403)
    // The browser itself refuses to show the frame inside any other page.
    c.header('content-security-policy', `default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors ${host}`)
    c.header('cache-control', 'no-store')
    return c.html(framePage({ host, origin: deps.origin, chains: deps.wallet.chains.map((chain) => chain.caipNetworkId), chainNames, smartAccountChains: deps.wallet.smartAccountChains() }))
  })
  routes.get('/frame.js', (c) => c.body(deps.scripts.frame, 200, SCRIPT_HEADERS))
  routes.get('/social/result.js', (c) => c.body(SOCIAL_RESULT_SCRIPT, 200, SCRIPT_HEADERS))

  // A stand-in for the Farcaster app (labelled on the page): it signs with public dev custody keys.
  const accounts = DEV_FARCASTER_ACCOUNTS.map((a) => ({ fid: a.fid, username: a.username, custody: devFarcasterKey(a.fid)!.address }))
  routes.get('/dev/farcaster', (c) => {
    const channel = c.req.query('channelToken')
    return c.html(farcasterApproverPage({ channel, open: Boolean(channel && deps.farcaster.channelNonce(channel)), accounts }))
  })
  routes.post('/dev/farcaster/approve', async (c) => {
    const form = await c.req.parseBody()
    const channel = typeof form.channelToken === 'string' ? form.channelToken : ''
    const fid = Number(form.fid)
    const key = devFarcasterKey(fid)
    const nonce = deps.farcaster.channelNonce(channel)
    if (!key || !nonce) return c.html(farcasterApproverPage({ accounts, open: false, error: 'This sign-in request is unknown, expired or already approved.' }), 400)
    const message = farcasterMessage({ domain: deps.farcaster.domain, uri: deps.origin, nonce, custody: key.address, fid })
    try {
      await deps.farcaster.approve(channel, { message, signature: await key.signMessage({ message }), fid })
    } catch (error) {
      if (error instanceof FarcasterError) return c.html(farcasterApproverPage({ accounts, open: false, error: error.message }), error.status)
      throw error
    }
    const username = accounts.find((a) => a.fid === fid)!.username
    return c.html(farcasterApproverPage({ accounts, open: false, done: `Signed in as @${username}. You can go back to the site.` }))
  })
  // The relay's own endpoint, as a Farcaster app calls it: the signed message for a channel.
  routes.post('/farcaster/v1/channel/:channel/authenticate', async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as { message?: unknown; signature?: unknown; fid?: unknown }
    if (typeof input.message !== 'string' || typeof input.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(input.signature) || typeof input.fid !== 'number') return c.json({ error: 'message, signature (0x) and fid are required' }, 400)
    try {
      await deps.farcaster.approve(c.req.param('channel'), { message: input.message, signature: input.signature as `0x${string}`, fid: input.fid })
    } catch (error) {
      if (error instanceof FarcasterError) return c.json({ error: error.message }, error.status)
      throw error
    }
    return c.json({ state: 'completed' })
  })
  return routes
}
