// JSON-RPC 2.0 framing for the relay socket: classify one incoming text frame, format replies.
// Ids travel as their JSON text so a reply echoes exactly what the client sent, even a numeric id
// beyond 2^53 (WalletConnect's getBigIntRpcId makes 19-digit ids) that JSON.parse would round.

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** SPEC §8 -32005 limit exceeded: a socket past its subscriptions or message size. */
  limitExceeded: -32005,
} as const

export type RpcErrorCode = (typeof RPC_ERRORS)[keyof typeof RPC_ERRORS]

/** The id as JSON text: `"abc"`, `42`, `1719999999999999999`, or `null` when none could be read. */
export type IdText = string

export type Frame =
  | { kind: 'request'; id: IdText; method: string; params: unknown }
  | { kind: 'response'; id: IdText; error?: unknown }
  | { kind: 'invalid'; id: IdText; code: RpcErrorCode; message: string }

const NULL_ID: IdText = 'null'

export function parseFrame(text: string): Frame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: NULL_ID, code: RPC_ERRORS.parse, message: 'Parse error: frame is not valid JSON' }
  }
  if (Array.isArray(value)) return invalid(NULL_ID, 'Batch frames are not supported; send one JSON-RPC object per frame')
  if (!isRecord(value)) return invalid(NULL_ID, 'Invalid request: expected a JSON-RPC object')

  const id = readId(text, value.id)
  if (value.jsonrpc !== '2.0') return invalid(id ?? NULL_ID, 'Invalid request: jsonrpc must be "2.0"')

  if ('method' in value) {
    if (typeof value.method !== 'string' || value.method === '') return invalid(id ?? NULL_ID, 'Invalid request: method must be a non-empty string')
    // The relay protocol has no notifications: every call is answered, so it needs an id.
    if (id === undefined) return invalid(NULL_ID, 'Invalid request: id must be a string or a number')
    return { kind: 'request', id, method: value.method, params: value.params }
  }
  if (('result' in value || 'error' in value) && id !== undefined) {
    return 'error' in value ? { kind: 'response', id, error: value.error } : { kind: 'response', id }
  }
  return invalid(id ?? NULL_ID, 'Invalid request: neither a call (method) nor a response (result/error)')
}

export function formatResult(id: IdText, result: unknown): string {
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result ?? null)}}`
}

export function formatError(id: IdText, code: RpcErrorCode, message: string): string {
  return `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

export const idText = (id: string | number): IdText => JSON.stringify(id)

function invalid(id: IdText, message: string): Frame {
  return { kind: 'invalid', id, code: RPC_ERRORS.invalidRequest, message }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function readId(text: string, parsed: unknown): IdText | undefined {
  if (typeof parsed === 'string') return JSON.stringify(parsed)
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) return undefined
  if (Number.isSafeInteger(parsed)) return String(parsed)
  // Rounded by JSON.parse: take the digits as written.
  return topLevelNumberToken(text, 'id') ?? String(parsed)
}

/** The raw text of a number value under `key` in the top-level object of `text` (last one wins, as in JSON.parse). */
function topLevelNumberToken(text: string, key: string): string | undefined {
  let depth = 0
  let found: string | undefined
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      const end = stringEnd(text, i)
      if (depth === 1) {
        let j = skipSpace(text, end)
        if (text[j] === ':' && JSON.parse(text.slice(i, end)) === key) {
          j = skipSpace(text, j + 1)
          const m = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(j, j + 64))
          if (m) found = m[0]
        }
      }
      i = end - 1
    } else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') depth--
  }
  return found
}

/** Index just past the closing quote of the string starting at `start`. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '"') return i + 1
  }
  return text.length
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i] ?? '')) i++
  return i
}
