// EIP-5792 wallet_sendCalls requests, checked before anything is signed: the error codes 5700-5760 of SPEC §8
// ('wallet capability and atomic bundle errors'), with the meaning EIP-5792 gives each code. Shared by the
// modal (which checks before it asks the person to approve: a request the wallet would refuse never shows
// ApproveTransaction) and the secure site (which checks again before it signs).

/** A refusal with its JSON-RPC / EIP-5792 code (the secure site's routes answer it like a wallet error). */
export class CodedError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

/** EIP-5792 error codes and their meaning. */
export const SEND_CALLS_ERRORS = {
  UNSUPPORTED_CAPABILITY: { code: 5700, message: 'Unsupported non-optional capability' },
  UNSUPPORTED_CHAIN: { code: 5710, message: 'Unsupported chain id' },
  DUPLICATE_ID: { code: 5720, message: 'Duplicate id' },
  UNKNOWN_BUNDLE: { code: 5730, message: 'Unknown bundle id' },
  BUNDLE_TOO_LARGE: { code: 5740, message: 'Bundle too large' },
  UPGRADE_REJECTED: { code: 5750, message: 'Atomic-ready wallet rejected upgrade' },
  ATOMICITY_NOT_SUPPORTED: { code: 5760, message: 'Atomicity not supported' },
} as const

/** Calls one batch may hold: a user operation's gas, and a person's attention, are finite. */
export const MAX_CALLS = 20

/** Capabilities this wallet understands in a request (others are refused unless marked optional). */
const KNOWN_CAPABILITIES = new Set(['atomic', 'paymasterService'])

export const sendCallsError = (kind: keyof typeof SEND_CALLS_ERRORS, detail?: string) => {
  const { code, message } = SEND_CALLS_ERRORS[kind]
  return new CodedError(detail ? `${message}: ${detail}` : message, code)
}

export interface SendCallsRequest {
  calls: unknown[]
  id?: string
  atomicRequired: boolean
}

/**
 * Checks a wallet_sendCalls request for `caip` (eip155:<id>) against what the acting account can do
 * (`atomic`: a smart account runs the batch as one user operation) and the ids already used.
 */
export function checkSendCalls(raw: unknown, o: { caip: string; atomic: boolean; usedIds: { has(id: string): boolean } }): SendCallsRequest {
  const request = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  if (request.chainId !== undefined && Number(request.chainId) !== Number(o.caip.slice(7))) throw sendCallsError('UNSUPPORTED_CHAIN', String(request.chainId))
  const capabilities = (typeof request.capabilities === 'object' && request.capabilities !== null ? request.capabilities : {}) as Record<string, unknown>
  for (const [name, value] of Object.entries(capabilities)) {
    const optional = typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true
    // this wallet pays its own gas: it honours no paymaster
    if ((!KNOWN_CAPABILITIES.has(name) || name === 'paymasterService') && !optional) throw sendCallsError('UNSUPPORTED_CAPABILITY', name)
  }
  const calls = request.calls
  if (!Array.isArray(calls) || calls.length === 0) throw new CodedError('calls must be a non-empty list', -32602)
  if (calls.length > MAX_CALLS) throw sendCallsError('BUNDLE_TOO_LARGE', `${calls.length} calls, at most ${MAX_CALLS}`)
  const atomicRequired = request.atomicRequired === true
  if (atomicRequired && !o.atomic) throw sendCallsError('ATOMICITY_NOT_SUPPORTED', 'this account sends calls one by one')
  const id = typeof request.id === 'string' ? request.id : undefined
  if (id !== undefined && (id.length > 4096 || o.usedIds.has(id))) throw sendCallsError('DUPLICATE_ID', id.slice(0, 66))
  return { calls, atomicRequired, ...(id !== undefined ? { id } : {}) }
}
