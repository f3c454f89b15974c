// The sign-in contract a host plugs its server into (types only).
import type { CaipNetworkId, PluginApi } from 'gangway'
import type { SiwxMessageData } from './message'

/** SPEC §3 sign-in session: data, message, signature. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
}

/** What the server fixes for a new message: its single-use nonce, and the times it should carry. */
export interface SiwxNonce {
  nonce: string
  issuedAt?: string
  expirationTime?: string
}

/**
 * Where sessions live: the host's server. `serverSessions()` (the default) talks to the services'
 * /v1/sessions routes with the page's HttpOnly cookie; a host may plug in its own.
 */
export interface SiwxStrategy {
  createNonce(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxNonce>
  /** Hands the signed session to the server, which verifies it; rejects when it refuses. */
  addSession(session: SiwxSession): Promise<void>
  /** The live sessions of an account on a chain. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Ends the session opened with `signature` (SPEC §7 revoke's signature); without one, the account's on that chain. */
  revokeSession(chainId: CaipNetworkId, address: string, signature?: string): Promise<void>
}

/** The older EIP-4361-only option (`siweConfig`), as AppKit hosts wrote it. */
export interface SiweConfig {
  getNonce(address?: string): Promise<string>
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  getMessageParams?(): Promise<{ domain?: string; uri?: string; statement?: string }>
  enabled?: boolean
  required?: boolean
}

export interface SiwxConfig {
  /** A strategy, or a factory given the modal; default: the services' sessions (`services.api`). */
  strategy?: SiwxStrategy | ((api: PluginApi) => SiwxStrategy)
  /** SPEC §2, §4: sign-in is required (default true): the modal cannot close without it, and cancel disconnects. */
  required?: boolean
  /** The message's statement (one line). */
  statement?: string
  /** The longest a session should last, in seconds; the server may end it sooner. */
  expiresIn?: number
}

/** The checked settings one modal runs with. */
export interface SiwxSettings {
  required: boolean
  statement?: string
  expiresIn?: number
  strategy?: SiwxConfig['strategy']
  siwe?: SiweConfig
}
