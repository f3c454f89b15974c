// Runs the secure site on its own origin (its own port locally, its own host in production).
import { getRequestListener } from '@hono/node-server'
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:http'
import { isOriginAllowed } from '../../kernel/origins'
import { closeServer, listen } from '../shared/http-server'
import { createSecureApp } from './app'
import { buildScript } from './bundle'
import { createCodeStore } from './codes'
import { openSecureDatabase } from './db'
import { createFarcasterRelay, type FarcasterRegistry } from './farcaster'
import type { Keyring } from './keyring'
import { createMailer, type MailConfig } from './mailer'
import { createSessionStore } from './sessions'
import { createSocialLogin, type OAuthProvider, type SocialProvider } from './social'
import { createUserStore, type User } from './users'
import { createWallet, type AssetSource, type SecureChain } from './wallet'

export interface SecureSiteOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** The origin pages see when a proxy serves the site (https://secure.example.org); default http://host:port. */
  publicOrigin?: string
  /** Where secure.sqlite lives; undefined keeps everything in memory. */
  dataDir?: string
  keyring: Keyring
  /** Host page origins allowed to embed the frame; `*` matches any run of characters (SPEC §5). */
  hostOrigins: readonly string[]
  /** The chains the embedded wallet serves (SPEC §6 'The embedded wallet works on certain chains only'). */
  chains: readonly SecureChain[]
  /** SMTP for the one-time codes; without it e-mail sign-in is off. */
  mail?: MailConfig
  /** OAuth clients per provider (real ones, or the dev OpenID Connect provider's stand-ins). */
  social?: Partial<Record<SocialProvider, OAuthProvider>>
  /** Where wallet_getAssets reads balances; without it asset discovery is unsupported. */
  assets?: AssetSource
  /** The Farcaster Id registry (fid → custody); default: the dev registry of public dev accounts. */
  farcasterRegistry?: FarcasterRegistry
  /** Called once for each new user (the local stack funds them from its faucet). */
  onNewUser?(user: User): Promise<void> | void
  sessions?: { idleMs?: number; maxMs?: number }
  log?(message: string, error?: unknown): void
}

export interface SecureSite {
  url: string
  port: number
  stop(): Promise<void>
}

export async function startSecureSite(o: SecureSiteOptions): Promise<SecureSite> {
  const host = o.host ?? '127.0.0.1'
  if (o.dataDir) await mkdir(o.dataDir, { recursive: true })
  const log = o.log ?? ((message: string, error?: unknown) => console.error(`[secure] ${message}`, error ?? ''))
  const frame = await buildScript('services/secure/frame/main.ts')
  const server = createServer()
  await listen(server, o.port, host)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : o.port
  const origin = (o.publicOrigin ?? `http://${host}:${port}`).replace(/\/$/, '')

  const db = openSecureDatabase(o.dataDir)
  const users = createUserStore(db, o.keyring)
  const mailer = o.mail ? createMailer(o.mail) : undefined
  const app = createSecureApp({
    origin,
    hostAllowed: (candidate) => /^https?:\/\/[^/]+$/.test(candidate) && isOriginAllowed(candidate, o.hostOrigins),
    users,
    codes: createCodeStore(db, o.keyring),
    sessions: createSessionStore(db, o.sessions),
    social: createSocialLogin(db, { providers: o.social ?? {}, callbackUrl: `${origin}/social/callback` }),
    farcaster: createFarcasterRelay(db, { origin, approverUrl: `${origin}/dev/farcaster`, registry: o.farcasterRegistry }),
    wallet: createWallet({ users, chains: o.chains, assets: o.assets }),
    mailer,
    onNewUser: o.onNewUser,
    scripts: { frame },
    log,
  })
  server.on('request', getRequestListener(app.fetch))
  server.on('error', (error) => log('server error', error))

  let stopping: Promise<void> | undefined
  return {
    url: origin,
    port,
    stop: () =>
      (stopping ??= closeServer(server).finally(() => {
        mailer?.close()
        db.close()
      })),
  }
}
