// The error catalogue of SPEC §8, with the exact texts a person or a host sees. A text with a value
// in it is written as its template, so a view can translate the filled-in message (kernel/i18n.ts).
import { translate } from './i18n'

const messages = {
  TRY_AGAIN_AFTER: (seconds: number) => translate({}, /* t */ 'Please try again after {seconds} seconds', { seconds }),
  MODAL_CLOSED: /* t */ 'Modal closed',
  POPUP_CLOSED: /* t */ 'Popup closed',
  CONNECTION_REJECTED: /* t */ 'Connection rejected',
  FAILED_TO_CONNECT: /* t */ 'Failed to connect',
  /** A wallet that serves several namespaces connected, but not in this one: the person still reads SPEC §8's text. */
  NAMESPACE_NOT_APPROVED: /* t */ 'Failed to connect',
  FAILED_TO_CONNECT_FARCASTER: /* t */ 'Failed to connect to farcaster',
  FAILED_SOCIAL: /* t */ 'Failed to initiate social connection',
  NO_AUTH_CONNECTOR: /* t */ 'No auth connector found',
  NOT_EMAIL_OR_SOCIAL: /* t */ 'Not connected to email or social',
  FAILED_TO_DISCONNECT: /* t */ 'Failed to disconnect',
  NO_CONNECTOR_FOR_CONNECTION: /* t */ 'No connector found for connection',
  INVALID_CONNECTION_STATUS: /* t */ 'Invalid connection status',
  ADAPTER_NOT_FOUND: /* t */ 'Adapter not found',
  CHAIN_NOT_SUPPORTED: /* t */ 'Chain is not supported',
  CONNECT_BEFORE_REQUEST: /* t */ 'Please call connect() before request()',
  UNSUPPORTED_CHAIN: /* t */ 'Unsupported chain',
  AMOUNT_AND_RECEIVER_REQUIRED: /* t */ 'An amount and receiver address are required',
  TOKEN_REQUIRED: /* t */ 'A token is required',
  ERROR_RESOLVING_NAME: /* t */ 'Error resolving name',
  ERROR_NAME_SUGGESTIONS: /* t */ 'Error fetching name suggestions',
  ERROR_NAMES_FOR_ADDRESS: /* t */ 'Error fetching names for address',
  ERROR_REGISTERING_NAME: (name: string) => translate({}, /* t */ 'Error registering name {name}', { name }),
  NETWORK_NOT_FOUND: /* t */ 'Network not found',
  ADDRESS_OR_AUTH_NOT_FOUND: /* t */ 'Address or auth connector not found',
  INVALID_CHAIN_ID: /* t */ 'Invalid chainId',
  CHAIN_ADAPTER_NOT_FOUND: /* t */ 'Chain adapter not found',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: /* t */ 'WalletConnectConnector not found',
  GAS_PRICE_UNSUPPORTED: /* t */ 'Network not supported for Gas Price',
  SWAPS_UNSUPPORTED: /* t */ 'Network not supported for Swaps',
  INVALID_CAIP10: (value: string) => `Invalid CAIP-10 address: ${value}`,
  INVALID_CAIP2: (value: string) => `Invalid CAIP-2 network id: ${value}`,
  NO_ADAPTER_FOR_NAMESPACE: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
  HTTP_STATUS: (status: number) => `HTTP status code: ${status}`,
  TRANSACTIONS_NEED_ADDRESS: /* t */ "Transactions can't be fetched without an accountAddress",
  REQUEST_ABORTED: /* t */ 'Request was aborted',
  SOMETHING_WENT_WRONG: /* t */ 'Something went wrong',
  METHOD_NOT_SUPPORTED: /* t */ 'method not supported',
  REQUEST_TIMEOUT: /* t */ 'The request took too long to respond',
  RPC_NOT_ALLOWED: /* t */ 'Requested RPC call is not allowed',
  INVALID_OPTIONS: (detail: string) => `Invalid Gangway options: ${detail}`,
} as const

export type ErrorCode = keyof typeof messages
type ArgsOf<C extends ErrorCode> = (typeof messages)[C] extends (...args: infer A) => string ? A : []

/** Every error Gangway throws on purpose: `code` is stable, `message` is the SPEC text. */
export class GangwayError extends Error {
  readonly code: ErrorCode
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GangwayError'
    this.code = code
  }
}

export function errorMessage<C extends ErrorCode>(code: C, ...args: ArgsOf<C>): string {
  const entry = messages[code] as string | ((...a: ArgsOf<C>) => string)
  return typeof entry === 'function' ? entry(...args) : entry
}

export function gangwayError<C extends ErrorCode>(code: C, ...args: ArgsOf<C>): GangwayError {
  return new GangwayError(code, errorMessage(code, ...args))
}

/** A fetch (or anything else) cancelled through an AbortSignal: SPEC §8 names what the caller then reads. */
export const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError'

/** Toast texts of SPEC §8. */
export const toastMessages = {
  TOKEN_BALANCE_UNAVAILABLE: /* t */ 'Token Balance Unavailable',
  ACTION_NOT_ALLOWED: /* t */ 'Action not allowed',
  FAILED_TO_FETCH_TRANSACTIONS: /* t */ 'Failed to fetch transactions',
  SIGNATURE_DECLINED: /* t */ 'Signature declined',
  NO_SMART_ACCOUNTS: /* t */ 'This application might not support Smart Accounts',
  AUTH_INIT_FAILED: /* t */ 'A problem occurred while trying initialize authentication',
  AUTHENTICATING: /* t */ 'Authenticating...',
} as const

/** JSON-RPC and EIP-1193 codes of SPEC §8. */
export const rpcErrorCodes = {
  INVALID_JSON: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  VERSION_UNSUPPORTED: -32006,
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
} as const

/** The numeric code of a wallet error, looking through wrappers wallets commonly add. */
export function errorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code } = current as { code?: unknown }
    if (typeof code === 'number') return code
    const next = current as { cause?: unknown; data?: { originalError?: unknown } }
    current = next.data?.originalError ?? next.cause
  }
  return undefined
}

export function isUserRejection(error: unknown): boolean {
  return errorCode(error) === rpcErrorCodes.USER_REJECTED
}
