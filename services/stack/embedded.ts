// The embedded wallet's part of the local stack: the secure site on its own origin, and, when asked,
// the SMTP sink with its dev mailbox (e-mail codes) and the dev OpenID Connect provider (social
// sign-in stand-in). New embedded accounts are funded by the API's dev faucet.
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MailSink } from '../mail'
import type { DevOidc } from '../oidc'
import { createKeyring, parseKek, type Keyring } from '../secure/keyring'
import type { SecureSite } from '../secure/server'
import { oidcStandIns } from '../secure/social'
import { assetsFromServices, type SecureChain } from '../secure/wallet'
import { portOrFree } from './ports'

export interface EmbeddedParts {
  /** The SMTP sink and dev mailbox, for e-mail sign-in. */
  email?: boolean
  /** The dev OpenID Connect provider, for social sign-in. */
  social?: boolean
}

export interface LocalEmbedded {
  secure: SecureSite
  mail?: MailSink
  oidc?: DevOidc
  /** The dev Farcaster approver page (a stand-in for the Farcaster app). */
  farcasterApproverUrl: string
  stop(): Promise<void>
}

/**
 * The local stack's key-encryption key: GANGWAY_SECURE_KEK(_FILE) when set; else, with a data folder,
 * a random dev KEK kept in a 0600 file beside the secure site's database (made on first start);
 * else a random one for this run (in-memory tests).
 */
async function localKeyring(dataDir: string | undefined): Promise<Keyring> {
  if (process.env.GANGWAY_SECURE_KEK || process.env.GANGWAY_SECURE_KEK_FILE) return (await import('../secure/keyring')).keyringFromEnv()
  if (!dataDir) return createKeyring(parseKek(randomBytes(32).toString('base64'), 'random KEK'))
  const file = join(dataDir, 'dev-kek')
  const existing = await readFile(file, 'utf8').catch(() => undefined)
  if (existing) return createKeyring(parseKek(existing, file))
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600 })
  await chmod(file, 0o600)
  return createKeyring(parseKek(await readFile(file, 'utf8'), file))
}

/** The owner's SimpleAccount address (the same on every local chain: one factory address everywhere). */
async function counterfactualAddress(rpcUrl: string, owner: `0x${string}`): Promise<string> {
  const [{ createPublicClient, http }, { simpleAccountAddress }] = await Promise.all([import('viem'), import('../aa/simple-account')])
  return simpleAccountAddress(createPublicClient({ transport: http(rpcUrl) }), owner)
}

export async function startEmbedded(o: {
  parts: EmbeddedParts
  ports: { secure?: number; smtp?: number; mailbox?: number; oidc?: number }
  hostOrigins: readonly string[]
  chains: readonly SecureChain[]
  apiUrl: string
  projectId: string
  dataDir?: string
  /** Demo tokens for a new smart account (so a batch of ERC-20 transfers can be tried at once). */
  giftTokens?(address: string): Promise<void>
}): Promise<LocalEmbedded> {
  const started: Array<{ stop(): Promise<void> }> = []
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined)
    started.length = 0
  }
  try {
    const securePort = await portOrFree(o.ports.secure)
    const origin = `http://127.0.0.1:${securePort}`
    const [mail, oidc] = await Promise.all([
      o.parts.email ? import('../mail').then(async (m) => m.startMailSink({ smtpPort: await portOrFree(o.ports.smtp), httpPort: await portOrFree(o.ports.mailbox) })) : undefined,
      o.parts.social ? import('../oidc').then(async (m) => m.startDevOidc({ port: await portOrFree(o.ports.oidc), redirectUris: [`${origin}/social/callback`] })) : undefined,
    ])
    if (mail) started.push(mail)
    if (oidc) started.push(oidc)
    const { startSecureSite } = await import('../secure/server')
    const secure = await startSecureSite({
      port: securePort,
      dataDir: o.dataDir && join(o.dataDir, 'secure'),
      keyring: await localKeyring(o.dataDir && join(o.dataDir, 'secure')),
      hostOrigins: o.hostOrigins,
      chains: o.chains,
      mail: mail && { host: mail.smtp.host, port: mail.smtp.port, user: mail.smtp.user, pass: mail.smtp.pass, from: 'Gangway (local) <wallet@gangway.local>' },
      social: oidc && oidcStandIns(oidc.issuer, oidc.clients),
      assets: assetsFromServices(o.apiUrl, o.projectId),
      // New accounts get dev ETH and SOL from the API's faucet, so they can send at once; the smart
      // account too (it pays its own user operations: no paymaster here), at its counterfactual address.
      onNewUser: async (user) => {
        const smartChain = o.chains.find((c) => c.bundlerUrl)
        const smart = smartChain ? await counterfactualAddress(smartChain.rpcUrl, user.addresses.eip155 as `0x${string}`) : undefined
        for (const address of [user.addresses.eip155, user.addresses.solana, ...(smart ? [smart] : [])]) {
          const res = await fetch(`${o.apiUrl}/dev/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address }) })
          if (!res.ok) throw new Error(`faucet: ${res.status} ${await res.text()}`)
        }
        if (smart) await o.giftTokens?.(smart)
      },
    })
    started.push(secure)
    return { secure, mail, oidc, farcasterApproverUrl: `${secure.url}/dev/farcaster`, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
