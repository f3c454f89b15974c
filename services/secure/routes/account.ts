// A signed-in frame's calls: who is signed in, sign out, sign and read, change the e-mail.
import { Hono } from 'hono'
import { z } from 'zod'
import type { SecureDeps } from '../deps'
import { SmartAccountError } from '../smart-accounts'
import { WalletError } from '../wallet'
import { body, frameCall, Refusal, sessionOf } from './guard'
import { refusalOf } from './sign-in'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'must be a CAIP-2 chain id')
/** `account`: which of the user's eip155 accounts acts (SPEC §3 account types); default the EOA. */
const rpc = z.object({ chainId: caip2, method: z.string().min(1).max(100), params: z.unknown().optional(), account: z.enum(['eoa', 'smartAccount']).optional() })
const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254))

export function accountRoutes(deps: SecureDeps): Hono {
  const routes = new Hono()
  const signedIn = (c: Parameters<typeof frameCall>[1]) => sessionOf(deps, c, frameCall(deps, c))
  const walletCall = async (run: () => Promise<unknown>) => {
    try {
      return { result: await run() }
    } catch (error) {
      if (error instanceof WalletError || error instanceof SmartAccountError) throw new Refusal(400, error.message, error.code)
      throw error
    }
  }

  routes.post('/api/session/user', (c) => {
    const session = signedIn(c)
    const user = deps.users.get(session.userId)
    if (!user) throw new Refusal(401, 'Session expired: sign in again')
    const username = session.login === 'email' ? null : (deps.users.identity(user.id, session.login)?.username ?? null)
    return c.json({ email: user.email, username, login: session.login, addresses: user.addresses })
  })

  routes.post('/api/session/end', (c) => {
    const session = signedIn(c)
    deps.sessions.revoke(session.token)
    return c.json({})
  })

  routes.post('/api/wallet/sign', async (c) => {
    const session = signedIn(c)
    const input = await body(c, rpc)
    return c.json(await walletCall(() => deps.wallet.sign(session.userId, input.chainId, input.method, input.params, input.account)))
  })

  routes.post('/api/wallet/read', async (c) => {
    const session = signedIn(c)
    const input = await body(c, rpc)
    const user = deps.users.get(session.userId)!
    return c.json(
      await walletCall(async () => {
        // wallet_getAssets reads the balances of the account that acts: the smart account when it does
        const address = input.chainId.startsWith('solana:')
          ? user.addresses.solana
          : input.account === 'smartAccount'
            ? (await deps.wallet.smartAccount(session.userId, input.chainId)).address
            : user.addresses.eip155
        return deps.wallet.read(session.userId, address, input.chainId, input.method, input.params, input.account)
      }),
    )
  })

  // SPEC §7 'init smart account': the user's smart account on an enabled chain, counterfactual until its first use.
  routes.post('/api/wallet/smart-account', async (c) => {
    const session = signedIn(c)
    const input = await body(c, z.object({ chainId: caip2 }))
    return c.json(await walletCall(() => deps.wallet.smartAccount(session.userId, input.chainId)).then((r) => r.result))
  })

  // SPEC §4 'E-mail update': a code to the current address, then one to the new address, then the change.
  routes.post('/api/email/update/start', async (c) => {
    const session = signedIn(c)
    const input = await body(c, z.object({ email, appName: z.string().max(80).optional() }))
    if (!deps.mailer) throw new Refusal(503, 'E-mail sign-in is not configured on this secure site')
    const user = deps.users.get(session.userId)!
    if (user.email === input.email) throw new Refusal(400, 'This is already your e-mail address')
    try {
      if (user.email) {
        const { flowId, code } = deps.codes.issue('update-primary', user.email, { userId: user.id, newEmail: input.email })
        await deps.mailer.sendCode(user.email, code, { purpose: 'update-primary', appName: input.appName })
        return c.json({ action: 'VERIFY_PRIMARY_OTP', flow: flowId })
      }
      const { flowId, code } = deps.codes.issue('update-secondary', input.email, { userId: user.id, newEmail: input.email })
      await deps.mailer.sendCode(input.email, code, { purpose: 'update-secondary', appName: input.appName })
      return c.json({ action: 'VERIFY_SECONDARY_OTP', flow: flowId })
    } catch (error) {
      return refusalOf(error)
    }
  })

  routes.post('/api/email/update/primary', async (c) => {
    const session = signedIn(c)
    const input = await body(c, z.object({ flow: z.string().min(8).max(100), otp: z.string().max(12), appName: z.string().max(80).optional() }))
    try {
      const row = deps.codes.verify('update-primary', input.flow, input.otp)
      if (row.userId !== session.userId || !row.newEmail) throw new Refusal(404, 'No e-mail change in progress')
      // The new address proves itself with a code of its own (same flow, second step).
      const { code } = deps.codes.issue('update-secondary', row.newEmail, { userId: session.userId, newEmail: row.newEmail, flowId: input.flow })
      await deps.mailer!.sendCode(row.newEmail, code, { purpose: 'update-secondary', appName: input.appName })
      return c.json({})
    } catch (error) {
      if (error instanceof Refusal) throw error
      return refusalOf(error)
    }
  })

  routes.post('/api/email/update/secondary', async (c) => {
    const session = signedIn(c)
    const input = await body(c, z.object({ flow: z.string().min(8).max(100), otp: z.string().max(12) }))
    let row
    try {
      row = deps.codes.verify('update-secondary', input.flow, input.otp)
    } catch (error) {
      refusalOf(error)
    }
    if (row.userId !== session.userId || !row.newEmail) throw new Refusal(404, 'No e-mail change in progress')
    if (!deps.users.changeEmail(session.userId, row.newEmail)) throw new Refusal(409, 'This e-mail address belongs to another wallet')
    return c.json({ email: row.newEmail })
  })

  return routes
}
