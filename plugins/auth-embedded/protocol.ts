// The secure frame protocol (SPEC §5 'Frame messages', §7 'Messages to the hidden secure frame'):
// what the modal posts to the frame and what the frame answers, as strict zod/mini schemas. The
// modal and the secure site both import this file, so the two sides cannot drift apart. An unknown
// type, an extra field or a malformed value is rejected on either side.
import * as z from 'zod/mini'

/** Prefix of the modal's requests, and of the frame's replies and events. */
export const APP = '@gangway-app/'
export const FRAME = '@gangway-frame/'

/** SPEC §5: the social providers a frame message may name (Farcaster has its own messages). */
export const FRAME_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type FrameSocialProvider = (typeof FRAME_SOCIAL_PROVIDERS)[number]

const email = z.email()
const otp = z.string().check(z.minLength(1), z.maxLength(12))
const chainId = z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1), z.maxLength(100))])
const accountType = z.enum(['eoa', 'smartAccount'])
const url = z.url()

/** SPEC §5: a wallet_sendCalls call: `to` starts with 0x, `data`, when given, too. */
const call = z.looseObject({ to: z.string().check(z.startsWith('0x')), data: z.optional(z.string().check(z.startsWith('0x'))), value: z.optional(z.string()) })
const sendCallsParams = z.tuple([z.looseObject({ calls: z.array(call).check(z.minLength(1)) })])

const rpcRequest = z
  .strictObject({ method: z.string().check(z.minLength(1), z.maxLength(100)), params: z.optional(z.unknown()), chainId })
  .check(z.refine((r) => r.method !== 'wallet_sendCalls' || sendCallsParams.safeParse(r.params).success, 'wallet_sendCalls: every call needs a 0x `to` and a 0x `data` when given'))

const none = z.optional(z.strictObject({}))

/** What each request carries: SPEC §7's list, in its order. */
export const requestPayloads = {
  SWITCH_NETWORK: z.strictObject({ chainId }),
  CONNECT_EMAIL: z.strictObject({ email }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.strictObject({ otp }),
  CONNECT_SOCIAL: z.strictObject({ uri: url, preferredAccountType: z.optional(accountType), chainId: z.optional(chainId) }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.strictObject({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType), socialUri: z.optional(url) }),
  /** `returnUrl`: where a Telegram mini app comes back to with `result_uri` (no popup there). */
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ provider: z.enum(FRAME_SOCIAL_PROVIDERS), returnUrl: z.optional(url) }),
  SIGN_OUT: none,
  IS_CONNECTED: none,
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountType }),
  RPC_REQUEST: rpcRequest,
  UPDATE_EMAIL: z.strictObject({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ otp }),
  SYNC_THEME: z.strictObject({
    themeMode: z.enum(['light', 'dark']),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  }),
  SYNC_DAPP_DATA: z.strictObject({
    name: z.optional(z.string().check(z.maxLength(200))),
    description: z.optional(z.string().check(z.maxLength(1000))),
    url: z.optional(z.string().check(z.maxLength(500))),
    icons: z.optional(z.array(z.string().check(z.maxLength(2000)))),
    sdkVersion: z.string(),
    sdkType: z.string(),
    projectId: z.string(),
  }),
  RELOAD: none,
} as const

export type RequestType = keyof typeof requestPayloads
export type RequestPayload<T extends RequestType> = z.output<(typeof requestPayloads)[T]>

const account = z.strictObject({ address: z.string(), type: z.enum(['eoa', 'smartAccount']) })

/** SPEC §3 'Connected user payload', and the user's social login when there is one. */
export const connectedUser = z.strictObject({
  email: z.optional(z.nullable(z.string())),
  address: z.string(),
  chainId: chainId,
  accounts: z.array(account),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z.enum(['eoa', 'smartAccount']),
  smartAccountDeployed: z.optional(z.boolean()),
  socialProvider: z.optional(z.nullable(z.enum([...FRAME_SOCIAL_PROVIDERS, 'farcaster']))),
})
export type ConnectedUser = z.output<typeof connectedUser>

/** What each success reply carries. */
export const responsePayloads = {
  SWITCH_NETWORK: z.strictObject({ chainId }),
  CONNECT_EMAIL: z.strictObject({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  CONNECT_DEVICE: z.strictObject({}),
  CONNECT_OTP: z.strictObject({}),
  CONNECT_SOCIAL: connectedUser,
  GET_FARCASTER_URI: z.strictObject({ url }),
  CONNECT_FARCASTER: z.strictObject({ userName: z.string() }),
  GET_USER: connectedUser,
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ uri: url }),
  SIGN_OUT: z.strictObject({}),
  IS_CONNECTED: z.strictObject({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.strictObject({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.strictObject({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.strictObject({ address: z.string(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountType, address: z.string() }),
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({}),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ newEmail: z.string() }),
  SYNC_THEME: z.strictObject({}),
  SYNC_DAPP_DATA: z.strictObject({}),
  RELOAD: z.strictObject({}),
} as const satisfies Record<RequestType, z.ZodMiniType>

export type ResponsePayload<T extends RequestType> = z.output<(typeof responsePayloads)[T]>

const REQUEST_TYPES = Object.keys(requestPayloads) as RequestType[]
const messageId = z.string().check(z.minLength(1), z.maxLength(64))

/** A request as posted: `{ type: '@gangway-app/CONNECT_EMAIL', id, payload }`. */
export interface AppRequest<T extends RequestType = RequestType> {
  type: `${typeof APP}${T}`
  id: string
  payload?: RequestPayload<T>
}

/** The frame's side: a message from the modal, or undefined when it is not one (SPEC §5: unknown types rejected). */
export function parseAppRequest(data: unknown): { type: RequestType; id: string; payload: unknown } | undefined {
  const envelope = z.strictObject({ type: z.string(), id: messageId, payload: z.optional(z.unknown()) }).safeParse(data)
  if (!envelope.success || !envelope.data.type.startsWith(APP)) return undefined
  const type = envelope.data.type.slice(APP.length) as RequestType
  if (!REQUEST_TYPES.includes(type)) return undefined
  const payload = requestPayloads[type].safeParse(envelope.data.payload)
  return payload.success ? { type, id: envelope.data.id, payload: payload.data } : undefined
}

/** Why a request is malformed, for the frame's error reply (the id is still known). */
export function requestProblem(data: unknown): { type?: RequestType; id: string; message: string } | undefined {
  const envelope = z.looseObject({ type: z.string(), id: messageId }).safeParse(data)
  if (!envelope.success || !envelope.data.type.startsWith(APP)) return undefined
  const type = envelope.data.type.slice(APP.length) as RequestType
  if (!REQUEST_TYPES.includes(type)) return { id: envelope.data.id, message: `Unknown message type: ${type.slice(0, 60)}` }
  const payload = requestPayloads[type].safeParse((data as { payload?: unknown }).payload)
  if (payload.success) return undefined
  return { type, id: envelope.data.id, message: `Invalid ${type} payload: ${payload.error.issues.map((i) => `${i.path.join('.') || 'payload'} ${i.message}`).join('; ')}` }
}

/** What the frame posts: replies (matched by id) and events. */
export type FrameMessage =
  | { kind: 'ready' }
  | { kind: 'signedOut' }
  | { kind: 'success'; type: RequestType; id: string; payload: unknown }
  | { kind: 'error'; type: RequestType; id: string; message?: string; code?: number }

const errorPayload = z.strictObject({ message: z.optional(z.string().check(z.maxLength(2000))), code: z.optional(z.number()) })

/** The modal's side: a frame message, its reply payload checked for its type; undefined otherwise. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const envelope = z.strictObject({ type: z.string(), id: z.optional(messageId), payload: z.optional(z.unknown()) }).safeParse(data)
  if (!envelope.success || !envelope.data.type.startsWith(FRAME)) return undefined
  const { id, payload } = envelope.data
  const name = envelope.data.type.slice(FRAME.length)
  if (name === 'READY' && id === undefined) return { kind: 'ready' }
  if (name === 'SIGNED_OUT' && id === undefined) return { kind: 'signedOut' }
  const match = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(name)
  const type = match?.[1] as RequestType | undefined
  if (!match || !type || !REQUEST_TYPES.includes(type) || id === undefined) return undefined
  if (match[2] === 'ERROR') {
    const parsed = errorPayload.safeParse(payload ?? {})
    return parsed.success ? { kind: 'error', type, id, message: parsed.data.message, code: parsed.data.code } : undefined
  }
  const parsed = responsePayloads[type].safeParse(payload)
  return parsed.success ? { kind: 'success', type, id, payload: parsed.data } : undefined
}

/** Frame-side builders, so replies always have the shape the modal accepts. */
export const frameReply = {
  ready: () => ({ type: `${FRAME}READY` }),
  signedOut: () => ({ type: `${FRAME}SIGNED_OUT` }),
  success: (type: RequestType, id: string, payload: unknown) => ({ type: `${FRAME}${type}_SUCCESS`, id, payload }),
  error: (type: RequestType, id: string, message: string, code?: number) => ({ type: `${FRAME}${type}_ERROR`, id, payload: code === undefined ? { message } : { message, code } }),
}

/** The popup's message to the modal after a social sign-in (SPEC §4): the address it came back to. */
export const socialResult = z.strictObject({ resultUri: url })

/** SPEC §9 timings of the secure frame. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_READY_DELAY_MS = 500
export const CONNECT_REQUEST_TIMEOUT_MS = 120_000
export const SIGN_OUT_TIMEOUT_MS = 3_000
/** SPEC §9: requests that wait at most CONNECT_REQUEST_TIMEOUT_MS. */
export const TIMED_REQUESTS: readonly RequestType[] = ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI']
/** SPEC §8: a reply error without a message. */
export const DEFAULT_FRAME_ERROR = 'An error occurred'
/** The smart-account messages, answered 'not enabled' until smart accounts are built. */
export const SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled'

