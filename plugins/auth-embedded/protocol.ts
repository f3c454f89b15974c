// The secure frame protocol (SPEC §5 'Frame messages', §7 'Messages to the hidden secure frame'):
// what the modal posts to the frame and what the frame answers, as strict zod/mini schemas. The
// modal and the secure site both import this file, so the two sides cannot drift apart. An unknown
// type, an extra field or a malformed value is rejected on either side.
import * as z from 'zod/mini'
import { isEmail } from './email'
import { FRAME_SOCIAL_PROVIDERS } from './providers'

export { FRAME_SOCIAL_PROVIDERS, type FrameSocialProvider } from './providers'

/** Prefix of the modal's requests, and of the frame's replies and events. */
export const APP = '@gangway-app/'
export const FRAME = '@gangway-frame/'

// Only the schema kinds the kernel already uses (string, number, boolean, literal, union, object,
// array, optional, unknown, custom, refine, minLength): zod keeps every kind a bundle uses in one
// shared module, so each further kind would cost every host bytes before its first render.
const isUrl = (s: string) => {
  try {
    return s.length <= 4000 && /^https?:$/.test(new URL(s).protocol)
  } catch {
    return false
  }
}
const upTo = (max: number) => z.refine<string>((s) => s.length <= max, `at most ${max} characters`)
const email = z.string().check(z.refine(isEmail, 'must be an e-mail address'))
const otp = z.string().check(z.minLength(1), upTo(12))
const chainId = z.union([z.number().check(z.refine((n) => Number.isInteger(n) && n > 0, 'must be a positive integer')), z.string().check(z.minLength(1), upTo(100))])
const accountType = z.literal(['eoa', 'smartAccount'])
const url = z.string().check(z.refine(isUrl, 'must be an http(s) URL'))
const nullableString = z.union([z.string(), z.literal(null)])
const isRecord = (v: unknown, value: (x: unknown) => boolean) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(value)

/** SPEC §5: in wallet_sendCalls every call's `to` starts with 0x, and `data`, when given, too. */
export function validSendCalls(params: unknown): boolean {
  const request = Array.isArray(params) && params.length === 1 ? (params[0] as { calls?: unknown }) : undefined
  const calls = request && typeof request === 'object' ? request.calls : undefined
  return (
    Array.isArray(calls) &&
    calls.length > 0 &&
    calls.every((c: { to?: unknown; data?: unknown }) => typeof c === 'object' && c !== null && typeof c.to === 'string' && c.to.startsWith('0x') && (c.data === undefined || (typeof c.data === 'string' && c.data.startsWith('0x'))))
  )
}

const rpcRequest = z
  .object({ method: z.string().check(z.minLength(1), upTo(100)), params: z.optional(z.unknown()), chainId })
  .check(z.refine((r) => r.method !== 'wallet_sendCalls' || validSendCalls(r.params), 'wallet_sendCalls: every call needs a 0x `to` and a 0x `data` when given'))

const none = z.optional(z.object({}))

/** What each request carries: SPEC §7's list, in its order. */
export const requestPayloads = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.object({ otp }),
  CONNECT_SOCIAL: z.object({ uri: url, preferredAccountType: z.optional(accountType), chainId: z.optional(chainId) }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType), socialUri: z.optional(url) }),
  /** `returnUrl`: where a Telegram mini app comes back to with `result_uri` (no popup there). */
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: z.literal(FRAME_SOCIAL_PROVIDERS), returnUrl: z.optional(url) }),
  SIGN_OUT: none,
  IS_CONNECTED: none,
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  RPC_REQUEST: rpcRequest,
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  SYNC_THEME: z.object({
    themeMode: z.literal(['light', 'dark']),
    themeVariables: z.optional(z.custom<Record<string, string | number>>((v) => isRecord(v, (x) => typeof x === 'string' || typeof x === 'number'), 'must map names to strings or numbers')),
    w3mThemeVariables: z.optional(z.custom<Record<string, string>>((v) => isRecord(v, (x) => typeof x === 'string'), 'must map names to strings')),
  }),
  SYNC_DAPP_DATA: z.object({
    name: z.optional(z.string().check(upTo(200))),
    description: z.optional(z.string().check(upTo(1000))),
    url: z.optional(z.string().check(upTo(500))),
    icons: z.optional(z.array(z.string().check(upTo(2000)))),
    sdkVersion: z.string(),
    sdkType: z.string(),
    projectId: z.string(),
  }),
  RELOAD: none,
} as const

export type RequestType = keyof typeof requestPayloads
export type RequestPayload<T extends RequestType> = z.output<(typeof requestPayloads)[T]>

const account = z.object({ address: z.string(), type: accountType })

/** SPEC §3 'Connected user payload', and the user's social login when there is one. */
export const connectedUser = z.object({
  email: z.optional(nullableString),
  address: z.string(),
  chainId: chainId,
  accounts: z.array(account),
  userName: z.optional(nullableString),
  /** SPEC §4 connect event: absent, the modal keeps the stored preference or the default. */
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
  socialProvider: z.optional(z.union([z.literal([...FRAME_SOCIAL_PROVIDERS, 'farcaster']), z.literal(null)])),
})
export type ConnectedUser = z.output<typeof connectedUser>

/** What each success reply carries. */
export const responsePayloads = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ action: z.literal(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  CONNECT_DEVICE: z.object({}),
  CONNECT_OTP: z.object({}),
  CONNECT_SOCIAL: connectedUser,
  GET_FARCASTER_URI: z.object({ url }),
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  GET_USER: connectedUser,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: url }),
  SIGN_OUT: z.object({}),
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address: z.string() }),
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: z.literal(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({}),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: z.string() }),
  SYNC_THEME: z.object({}),
  SYNC_DAPP_DATA: z.object({}),
  RELOAD: z.object({}),
} as const satisfies Record<RequestType, z.ZodMiniType>

export type ResponsePayload<T extends RequestType> = z.output<(typeof responsePayloads)[T]>

const REQUEST_TYPES = Object.keys(requestPayloads) as RequestType[]

interface Def {
  type: string
  shape?: Record<string, z.ZodMiniType>
  innerType?: z.ZodMiniType
  element?: z.ZodMiniType
  options?: z.ZodMiniType[]
}
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/**
 * Strictness (SPEC §5): the first key `value` has that `schema` does not name, at any depth, or
 * undefined. zod's object parse drops unknown keys; this refuses them instead.
 */
export function extraKey(schema: z.ZodMiniType, value: unknown, path = ''): string | undefined {
  const def = defOf(schema)
  if (def.type === 'optional') return value === undefined ? undefined : extraKey(def.innerType!, value, path)
  if (def.type === 'array') return Array.isArray(value) ? value.map((item, i) => extraKey(def.element!, item, `${path}${i}.`)).find(Boolean) : undefined
  if (def.type === 'union') {
    const option = def.options!.find((o) => o.safeParse(value).success)
    return option ? extraKey(option, value, path) : undefined
  }
  if (def.type !== 'object' || typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    // own keys only: 'constructor' or '__proto__' in a message must not find Object's own members
    const field = Object.hasOwn(def.shape!, key) ? def.shape![key] : undefined
    if (!field) return `${path}${key}`
    const deeper = extraKey(field, item, `${path}${key}.`)
    if (deeper) return deeper
  }
  return undefined
}

/** Parses strictly: the schema's checks, and no key it does not name. */
function strictParse<S extends z.ZodMiniType>(schema: S, value: unknown): { success: true; data: z.output<S> } | { success: false; message: string } {
  const parsed = schema.safeParse(value)
  if (!parsed.success) return { success: false, message: parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'} ${i.message}`).join('; ') }
  const extra = extraKey(schema, value)
  return extra ? { success: false, message: `${extra} is not expected` } : { success: true, data: parsed.data }
}
const messageId = z.string().check(z.minLength(1), upTo(64))

/** A request as posted: `{ type: '@gangway-app/CONNECT_EMAIL', id, payload }`. */
export interface AppRequest<T extends RequestType = RequestType> {
  type: `${typeof APP}${T}`
  id: string
  payload?: RequestPayload<T>
}

/** The frame's side: a message from the modal, or undefined when it is not one (SPEC §5: unknown types rejected). */
const appEnvelope = z.object({ type: z.string(), id: messageId, payload: z.optional(z.unknown()) })

export function parseAppRequest(data: unknown): { type: RequestType; id: string; payload: unknown } | undefined {
  const envelope = strictParse(appEnvelope, data)
  if (!envelope.success || !envelope.data.type.startsWith(APP)) return undefined
  const type = envelope.data.type.slice(APP.length) as RequestType
  if (!REQUEST_TYPES.includes(type)) return undefined
  const payload = strictParse(requestPayloads[type], envelope.data.payload)
  return payload.success ? { type, id: envelope.data.id, payload: payload.data } : undefined
}

/** The code of the frame's refusal of a malformed request (frameReply.malformed): JSON-RPC's 'Invalid params'. */
export const INVALID_REQUEST_CODE = -32602

/** Why a request is malformed, for the frame's error reply (the id is still known). */
export function requestProblem(data: unknown): { type?: RequestType; id: string; message: string } | undefined {
  const envelope = z.looseObject({ type: z.string(), id: messageId }).safeParse(data)
  if (!envelope.success || !envelope.data.type.startsWith(APP)) return undefined
  const type = envelope.data.type.slice(APP.length) as RequestType
  if (!REQUEST_TYPES.includes(type)) return { id: envelope.data.id, message: `Unknown message type: ${type.slice(0, 60)}` }
  const payload = strictParse(requestPayloads[type], (data as { payload?: unknown }).payload)
  if (payload.success) return undefined
  return { type, id: envelope.data.id, message: `Invalid ${type} payload: ${payload.message}` }
}

/** What the frame posts: replies (matched by id) and events. */
export type FrameMessage =
  | { kind: 'ready' }
  | { kind: 'signedOut' }
  | { kind: 'success'; type: RequestType; id: string; payload: unknown }
  /** `malformed`: the frame refused the request itself (SPEC §5 strict schemas); `message` says why, for the log. */
  | { kind: 'error'; type: RequestType; id: string; message?: string; code?: number; malformed?: true }

const errorPayload = z.object({ message: z.optional(z.string().check(upTo(2000))), code: z.optional(z.number()), malformed: z.optional(z.literal(true)) })

const frameEnvelope = z.object({ type: z.string(), id: z.optional(messageId), payload: z.optional(z.unknown()) })

/** The modal's side: a frame message, its reply payload checked for its type; undefined otherwise. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const envelope = strictParse(frameEnvelope, data)
  if (!envelope.success || !envelope.data.type.startsWith(FRAME)) return undefined
  const { id, payload } = envelope.data
  const name = envelope.data.type.slice(FRAME.length)
  if (name === 'READY' && id === undefined) return { kind: 'ready' }
  if (name === 'SIGNED_OUT' && id === undefined) return { kind: 'signedOut' }
  const match = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(name)
  const type = match?.[1] as RequestType | undefined
  if (!match || !type || !REQUEST_TYPES.includes(type) || id === undefined) return undefined
  if (match[2] === 'ERROR') {
    const parsed = strictParse(errorPayload, payload ?? {})
    if (!parsed.success) return undefined
    const { message, code, malformed } = parsed.data
    return { kind: 'error', type, id, message, code, ...(malformed ? { malformed } : {}) }
  }
  const parsed = strictParse(responsePayloads[type], payload)
  return parsed.success ? { kind: 'success', type, id, payload: parsed.data } : undefined
}

/** Frame-side builders, so replies always have the shape the modal accepts. */
export const frameReply = {
  ready: () => ({ type: `${FRAME}READY` }),
  signedOut: () => ({ type: `${FRAME}SIGNED_OUT` }),
  success: (type: RequestType, id: string, payload: unknown) => ({ type: `${FRAME}${type}_SUCCESS`, id, payload }),
  error: (type: RequestType, id: string, message: string, code?: number) => ({ type: `${FRAME}${type}_ERROR`, id, payload: code === undefined ? { message } : { message, code } }),
  /**
   * SPEC §5: a request the frame refuses as malformed. `reason` ('Invalid CONNECT_EMAIL payload: …') is
   * for the modal's log only: the page checks what a person typed before sending it, so a refusal means
   * the two sides disagree, and the person is told in plain words (frame-client.ts).
   */
  malformed: (type: RequestType, id: string, reason: string) => ({ type: `${FRAME}${type}_ERROR`, id, payload: { message: reason, code: INVALID_REQUEST_CODE, malformed: true } }),
}

/** The popup's message to the modal after a social sign-in (SPEC §4): the address it came back to. */
export const socialResult = z.object({ resultUri: url })

/** SPEC §9 timings of the secure frame. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_READY_DELAY_MS = 500
export const CONNECT_REQUEST_TIMEOUT_MS = 120_000
export const SIGN_OUT_TIMEOUT_MS = 3_000
/** SPEC §9: requests that wait at most CONNECT_REQUEST_TIMEOUT_MS. */
export const TIMED_REQUESTS: readonly RequestType[] = ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI']
/** SPEC §8: a reply error without a message. */
export const DEFAULT_FRAME_ERROR = 'An error occurred'
/** The answer to a smart-account message on a network without smart accounts (no bundler there). */
export const SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled'
/** Smart-account methods this wallet does not offer (its account has no permissions module; user operations are its own to build): refused with SMART_ACCOUNTS_NOT_ENABLED, 4200. */
export const UNSERVED_METHODS: readonly string[] = ['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']

