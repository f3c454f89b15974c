// What the Batch calls card says when a batch fails. A wallet's refusal (5700–5760, a rejection) is
// shown in its own words, as before; a revert is put in words: its reason string when the revert data
// carries one (read with viem's decodeErrorResult, not shown as hex), else the product's own sentence
// for it (describeError, SPEC §8; it says any revert in that one sentence, so the reason is read here).
// The card logs the whole error to the console.
import { describeError, errorCode } from 'gangway'
import { decodeErrorResult, parseAbi, type Hex } from 'viem'

/** Solidity's Error(string), and ERC-4337 SimpleAccount's wrapper of a batch's failing call (its index, its revert data). */
const revertErrors = parseAbi(['error Error(string reason)', 'error ExecuteError(uint256 index, bytes reason)'])

/** The reason string in revert data, and which call of the batch it came from when the account says. */
function reasonIn(data: Hex): { reason: string; call?: number } | undefined {
  try {
    const decoded = decodeErrorResult({ abi: revertErrors, data })
    if (decoded.errorName === 'Error') return { reason: decoded.args[0] }
    if (decoded.errorName !== 'ExecuteError') return undefined // Panic(uint256), which viem also knows
    const inner = reasonIn(decoded.args[1])
    return inner && { reason: inner.reason, call: Number(decoded.args[0]) + 1 }
  } catch {
    return undefined // a custom error (or no revert data at all): no reason string
  }
}

/** Hex on the error or its causes: `data` (EIP-1193 errors carry revert data there), and any quoted in a message (a bundler's "…with reason: 0x…"). */
function hexIn(error: unknown): Hex[] {
  const found: Hex[] = []
  for (let e = error, depth = 0; depth < 5 && typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause, depth++) {
    const { data, message } = e as { data?: unknown; message?: unknown }
    if (typeof data === 'string' && /^0x[0-9a-f]{8,}$/i.test(data)) found.push(data as Hex)
    if (typeof message === 'string') found.push(...((message.match(/0x[0-9a-f]{8,}/gi) ?? []) as Hex[]))
  }
  return found
}

export function batchFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const code = errorCode(error)
  const suffix = code === undefined ? '' : ` (code ${code})`
  if (!/revert/i.test(message)) return `${message}${suffix}`
  const revert = hexIn(error).map(reasonIn).find(Boolean)
  if (!revert) return `${describeError(error)}${suffix}`
  return `${revert.call ? `Call ${revert.call} of the batch` : 'The transaction'} would fail: ${revert.reason}${suffix}`
}
