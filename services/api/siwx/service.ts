// Sign-in with X on the server (SPEC §3 sign-in session, §4 SIWX, §7 /v1/sessions/*): nonces for a
// browser, verification of what it signed, and the sessions that follows, kept in SQLite for the
// browser's HttpOnly cookie. Refused: a message that does not match its data, a domain or origin
// the host did not list, a chain the services do not serve, an expired or early message, a
// signature that is not the account's, a nonce that is unknown, another browser's, used or expired.
import { randomBytes } from 'node:crypto'
import type { PublicClient } from 'viem'
import { z } from 'zod'
import type { SiwxMessageData } from '../../../plugins/features-siwx/message'
import { evmClient } from '../chains/evm-client'
import type { ChainSource } from '../chains/types'
import type { Db } from '../store/db'
import { createSignInStore, type StoredSession } from '../store/sign-in'
import { bip122Verifier, cosmosVerifier, polkadotVerifier } from './offline-verifiers'
import { eip155Verifier, solanaVerifier, type SignInVerifier } from './verifiers'

export const NONCE_SECONDS = 10 * 60
export const MAX_SESSION_SECONDS = 7 * 24 * 3600
const CLOCK_SKEW_MS = 60_000
const OFFLINE_NAMESPACES = ['bip122', 'polkadot', 'cosmos']

/** SPEC §3 sign-in session: data, message, signature. */
export interface SignInSession {
  data: SiwxMessageData
  message: string
  signature: string
}

/** A session as the host's server reads it: who, on which chain, until when, and what was signed. */
export interface HeldSession extends SignInSession {
  address: string
  chainId: string
  /** Milliseconds. */
  expiresAt: number
}

/** A refused sign-in: 400 for a malformed one, 401 for one that does not prove the account. */
export class SignInError extends Error {
  constructor(readonly status: 400 | 401, message: string) {
    super(message)
    this.name = 'SignInError'
  }
}

const iso = z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 time')
const line = (max: number) => z.string().min(1).max(max).refine((s) => !/[\r\n]/.test(s), 'must be one line')
const sessionBody = z.object({
  data: z.object({
    accountAddress: line(128),
    chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'must be a CAIP-2 chain id'),
    domain: line(255),
    uri: line(2048),
    version: z.literal('1'),
    nonce: z.string().regex(/^[a-zA-Z0-9]{8,128}$/, 'must be 8 to 128 letters and digits'),
    statement: line(512),
    issuedAt: iso,
    expirationTime: iso.optional(),
    notBefore: iso.optional(),
    requestId: line(200).optional(),
    resources: z.array(line(2048)).max(20).optional(),
  }),
  message: z.string().min(1).max(8192),
  signature: z.string().min(1).max(20_000),
})

export interface SignInServiceOptions {
  db: Db
  /** Origins of the sites that sign in here (`https://shop.example`): a message's domain must be one of their hosts. */
  origins: readonly string[]
  /** The chains sessions may be for; EVM signatures are checked through their nodes. */
  chains: readonly ChainSource[]
  /** More chains sessions may be for, whose signatures need no node (CAIP-2 ids of bip122, polkadot, cosmos). */
  offlineChains?: readonly string[]
  /** The longest a session lasts (default 7 days); the message's Expiration Time ends it sooner. */
  maxSessionSeconds?: number
}

export function createSignInService(o: SignInServiceOptions) {
  const store = createSignInStore(o.db)
  const hosts = new Set(o.origins.map((origin) => new URL(origin).host))
  const origins = new Set(o.origins.map((origin) => new URL(origin).origin))
  const maxSessionMs = (o.maxSessionSeconds ?? MAX_SESSION_SECONDS) * 1000
  const clients = new Map<string, PublicClient>()
  const evmClientFor = (caip2: string) => {
    const source = o.chains.find((c) => c.caipNetworkId === caip2)
    if (!source) return undefined
    if (!clients.has(caip2)) clients.set(caip2, evmClient(source))
    return clients.get(caip2)
  }
  const verifiers: Record<string, SignInVerifier> = { eip155: eip155Verifier(evmClientFor), solana: solanaVerifier, bip122: bip122Verifier, polkadot: polkadotVerifier, cosmos: cosmosVerifier }
  const namespaceOf = (caip2: string) => caip2.slice(0, caip2.indexOf(':'))
  const offline = new Set(o.offlineChains)
  for (const chainId of offline) if (!OFFLINE_NAMESPACES.includes(namespaceOf(chainId))) throw new Error(`${chainId}: sign-ins are checked without a node only on ${OFFLINE_NAMESPACES.join(', ')}`)
  const keyOf = (chainId: string, address: string) => verifiers[namespaceOf(chainId)]?.normalize(address) ?? address
  const held = (s: StoredSession): HeldSession => ({
    address: s.address,
    chainId: s.chainId,
    expiresAt: s.expiresAt,
    data: s.data as unknown as SiwxMessageData,
    message: s.message,
    signature: s.signature,
  })

  return {
    /** Whether a browser page on `origin` may use these sessions (CORS with credentials). */
    allowsOrigin: (origin: string | undefined): boolean => origin !== undefined && origins.has(origin),
    /** A fresh single-use nonce for the holder, with the times its message should carry. */
    issueNonce(holder: string, now = Date.now()): { nonce: string; issuedAt: string; expirationTime: string } {
      const nonce = randomBytes(18).toString('hex')
      store.issueNonce(nonce, holder, now, now + NONCE_SECONDS * 1000)
      return { nonce, issuedAt: new Date(now).toISOString(), expirationTime: new Date(now + maxSessionMs).toISOString() }
    },
    /** Checks a signed sign-in and opens its session for the holder; throws SignInError when refused. */
    async signIn(holder: string, body: unknown, o2: { origin?: string; now?: number } = {}): Promise<HeldSession> {
      const now = o2.now ?? Date.now()
      const parsed = sessionBody.safeParse(body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        throw new SignInError(400, `Invalid sign-in field '${issue.path.join('.')}': ${issue.message}`)
      }
      const { data, message, signature } = parsed.data as SignInSession
      const verifier = verifiers[namespaceOf(data.chainId)]
      if (!verifier) throw new SignInError(400, `Sign-in is not supported on ${namespaceOf(data.chainId)}`)
      if (!offline.has(data.chainId) && !o.chains.some((c) => c.caipNetworkId === data.chainId)) throw new SignInError(400, `Unsupported chainId: ${data.chainId}`)
      if (!hosts.has(data.domain)) throw new SignInError(401, `Domain not allowed: ${data.domain}`)
      if (o2.origin !== undefined && o2.origin !== 'null' && safeHost(o2.origin) !== data.domain) {
        throw new SignInError(401, `The message's domain ${data.domain} is not the origin asking (${o2.origin.slice(0, 100)})`)
      }
      if (verifier.message(data) !== message) throw new SignInError(400, 'The message does not match its data')
      if (Date.parse(data.issuedAt) > now + CLOCK_SKEW_MS) throw new SignInError(401, 'The message is dated in the future')
      if (data.expirationTime && Date.parse(data.expirationTime) <= now) throw new SignInError(401, 'The message has expired')
      if (data.notBefore && Date.parse(data.notBefore) > now) throw new SignInError(401, 'The message is not valid yet')
      if (!(await verifier.verify(data, message, signature, new Date(now)))) throw new SignInError(401, 'Invalid signature')
      // Last, in one statement: of two requests with the same nonce, one wins.
      if (!store.consumeNonce(data.nonce, holder, now)) throw new SignInError(401, 'Unknown, used or expired nonce')
      const expiresAt = Math.min(data.expirationTime ? Date.parse(data.expirationTime) : Infinity, now + maxSessionMs)
      const session = { chainId: data.chainId, address: data.accountAddress, data: data as unknown as Record<string, unknown>, message, signature, createdAt: now, expiresAt }
      store.addSession({ ...session, holder, addressKey: keyOf(data.chainId, data.accountAddress) })
      return held({ id: 0, ...session })
    },
    /** The holder's live sessions, of one address (and chain) or all. */
    sessions(holder: string, filter: { address?: string; chainId?: string } = {}, now = Date.now()): HeldSession[] {
      return store
        .sessions(holder, now)
        .filter((s) => (!filter.chainId || s.chainId === filter.chainId) && (!filter.address || keyOf(s.chainId, s.address) === keyOf(s.chainId, filter.address)))
        .map(held)
    },
    /**
     * Ends the holder's sessions of an address, on one chain or all; given the `signature` a session
     * was opened with, only that one (another tab's session of the same account lives on). How many ended.
     */
    revoke(holder: string, address: string, chainId?: string, signature?: string, now = Date.now()): number {
      const keys = new Set(Object.values(verifiers).map((v) => v.normalize(address)))
      return [...keys].reduce((ended, key) => ended + store.revoke(holder, key, { chainId, signature }, now), 0)
    },
  }
}

const safeHost = (origin: string): string | undefined => {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

export type SignInService = ReturnType<typeof createSignInService>
