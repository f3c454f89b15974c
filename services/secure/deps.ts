// What the secure site's routes work with, built once by startSecureSite (server.ts).
import type { CodeStore } from './codes'
import type { FarcasterRelay } from './farcaster'
import type { Mailer } from './mailer'
import type { SessionStore } from './sessions'
import type { SocialLogin } from './social'
import type { User, UserStore } from './users'
import type { Wallet } from './wallet'

export interface SecureDeps {
  /** The secure site's own origin, e.g. http://127.0.0.1:4400. */
  origin: string
  /** Whether a host page of `origin` may embed the frame (SPEC §5 allowed origins, wildcards). */
  hostAllowed(origin: string): boolean
  users: UserStore
  codes: CodeStore
  sessions: SessionStore
  social: SocialLogin
  farcaster: FarcasterRelay
  wallet: Wallet
  /** Absent: e-mail sign-in is off (no SMTP configured). */
  mailer?: Mailer
  /** Called once for each new user, with their addresses (the local stack's faucet funds them). */
  onNewUser?(user: User): Promise<void> | void
  scripts: { frame: string }
  log(message: string, error?: unknown): void
}
