// Sign in with Farcaster through a relay channel, as the Farcaster app does it: the frame opens a
// channel and shows its address (QR code and link); the person's Farcaster app signs a Sign-In With
// Farcaster message (EIP-4361, resource farcaster://fid/<fid>) with the account's custody key; the
// relay checks the signature against the custody address the Id registry holds for that fid.
//
// Locally no Farcaster app, relay or Optimism Id registry runs: this file is the relay, a dev
// registry of public dev accounts stands in for the Id registry, and the dev approver page
// (routes/farcaster.ts) stands in for the app. The checks are the real ones.
import { createHash, randomBytes } from 'node:crypto'
import { verifyMessage, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { DEV_MNEMONIC } from '../dev/keys'
import type { Db } from './db'

export const CHANNEL_TTL_MS = 10 * 60_000
/** Sign In With Farcaster messages name Optimism, where the Id registry lives. */
const SIWF_CHAIN_ID = 10

export interface FarcasterAccount {
  fid: number
  username: string
  custody: Address
}

/** The Id registry as the relay asks it: the custody address of a fid. */
export type FarcasterRegistry = (fid: number) => Promise<FarcasterAccount | undefined>

/** Public dev accounts (custody keys from the dev mnemonic), standing in for the Optimism Id registry. */
export const DEV_FARCASTER_ACCOUNTS = [
  { fid: 20_001, username: 'gangway-alice', index: 20 },
  { fid: 20_002, username: 'gangway-bob', index: 21 },
] as const

export const devFarcasterKey = (fid: number) => {
  const account = DEV_FARCASTER_ACCOUNTS.find((a) => a.fid === fid)
  return account ? mnemonicToAccount(DEV_MNEMONIC, { addressIndex: account.index }) : undefined
}

export const devFarcasterRegistry: FarcasterRegistry = async (fid) => {
  const account = DEV_FARCASTER_ACCOUNTS.find((a) => a.fid === fid)
  return account ? { fid, username: account.username, custody: devFarcasterKey(fid)!.address } : undefined
}

export class FarcasterError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

/** The SIWF message a Farcaster app signs for a channel. */
export function farcasterMessage(o: { domain: string; uri: string; nonce: string; custody: Address; fid: number; issuedAt?: Date }): string {
  return createSiweMessage({
    domain: o.domain,
    address: o.custody,
    statement: 'Farcaster Auth',
    uri: o.uri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: o.nonce,
    issuedAt: o.issuedAt ?? new Date(),
    resources: [`farcaster://fid/${o.fid}`],
  })
}

export function createFarcasterRelay(db: Db, o: { origin: string; approverUrl: string; registry?: FarcasterRegistry }) {
  const registry = o.registry ?? devFarcasterRegistry
  const domain = new URL(o.origin).host
  const insert = db.prepare('INSERT INTO farcaster_channels (channel, nonce, flow_hash, host_origin, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
  const find = db.prepare<[string], { nonce: string; flow_hash: string; host_origin: string; expires_at: number; fid: number | null; username: string | null; completed_at: number | null; used_at: number | null }>(
    'SELECT nonce, flow_hash, host_origin, expires_at, fid, username, completed_at, used_at FROM farcaster_channels WHERE channel = ?',
  )
  const complete = db.prepare('UPDATE farcaster_channels SET fid = ?, username = ?, message = ?, signature = ?, completed_at = ? WHERE channel = ? AND completed_at IS NULL AND expires_at > ?')
  const consume = db.prepare('UPDATE farcaster_channels SET used_at = ? WHERE channel = ? AND used_at IS NULL AND completed_at IS NOT NULL')

  return {
    domain,
    /** A channel for the frame of `hostOrigin`: the address the app opens, and the secret the frame polls with. */
    open(hostOrigin: string, now = Date.now()): { url: string; channel: string; flow: string } {
      const channel = randomBytes(18).toString('base64url')
      const nonce = randomBytes(12).toString('hex')
      const flow = randomBytes(18).toString('base64url')
      insert.run(channel, nonce, sha256(flow), hostOrigin, now, now + CHANNEL_TTL_MS)
      const url = new URL(o.approverUrl)
      url.searchParams.set('channelToken', channel)
      return { url: url.toString(), channel, flow }
    },
    /** What the app signs for a channel (its nonce), or undefined for an unknown or closed channel. */
    channelNonce(channel: string, now = Date.now()): string | undefined {
      const row = find.get(channel)
      return row && row.expires_at > now && row.completed_at === null ? row.nonce : undefined
    },
    /** The app's answer: the SIWF message and the custody signature; checked before the channel completes. */
    async approve(channel: string, x: { message: string; signature: Hex; fid: number }, now = Date.now()): Promise<void> {
      const row = find.get(channel)
      if (!row || row.expires_at <= now) throw new FarcasterError(404, 'Unknown or expired channel')
      if (row.completed_at !== null) throw new FarcasterError(409, 'This channel was already approved')
      const fields = parseSiweMessage(x.message)
      if (fields.nonce !== row.nonce) throw new FarcasterError(400, 'The message does not carry this channel’s nonce')
      if (fields.domain !== domain) throw new FarcasterError(400, `The message is for ${fields.domain}, not ${domain}`)
      if (!fields.resources?.includes(`farcaster://fid/${x.fid}`)) throw new FarcasterError(400, `The message is not for fid ${x.fid}`)
      const account = await registry(x.fid)
      if (!account) throw new FarcasterError(404, `No Farcaster account ${x.fid}`)
      if (fields.address?.toLowerCase() !== account.custody.toLowerCase()) throw new FarcasterError(400, 'The message is not signed for this account’s custody address')
      const valid = await verifyMessage({ address: account.custody, message: x.message, signature: x.signature }).catch(() => false)
      if (!valid) throw new FarcasterError(400, 'The signature is not the custody address’s')
      if (complete.run(x.fid, account.username, x.message, x.signature, now, channel, now).changes !== 1) throw new FarcasterError(409, 'This channel was already approved')
    },
    /** The frame's poll: pending, or the account that approved (handed out once). */
    status(channel: string, flow: string, hostOrigin: string, now = Date.now()): { state: 'pending' } | { state: 'completed'; fid: number; username: string } {
      const row = find.get(channel)
      if (!row || row.flow_hash !== sha256(flow) || row.host_origin !== hostOrigin) throw new FarcasterError(404, 'Unknown channel')
      if (row.completed_at === null) {
        if (row.expires_at <= now) throw new FarcasterError(400, 'The Farcaster request expired: start again')
        return { state: 'pending' }
      }
      if (consume.run(now, channel).changes !== 1) throw new FarcasterError(409, 'This sign-in was already used')
      return { state: 'completed', fid: row.fid!, username: row.username! }
    },
  }
}

export type FarcasterRelay = ReturnType<typeof createFarcasterRelay>
