// Errors a person can read (SPEC §8): a service's own description when it gave one, a refusal in
// the wallet, the node errors of a failed transaction, and the wallet and JSON-RPC codes. Views show
// what this returns wherever something failed; hosts get the original error.
import { errorCode, GangwayError, isUserRejection, toastMessages } from './errors'

/** SPEC §8 node errors: what the node says, and what it means for the person. */
const nodeErrors: ReadonlyArray<[RegExp, string]> = [
  [/execution reverted|reverted/i, 'The transaction would fail: the contract reverted it.'],
  [/max priority fee per gas higher than max fee per gas|tip.*(above|higher).*fee cap/i, 'The priority fee is above the fee cap.'],
  [/fee cap.*(too high|higher than)|max fee per gas higher than 2\^256/i, 'The fee is higher than allowed.'],
  [/max fee per gas less than block base fee|fee cap.*too low|feecap too low|fee too low|underpriced/i, 'The fee is below what the network asks for now.'],
  [/nonce too high/i, 'Earlier transactions of this account must land first (nonce too high).'],
  [/nonce too low|already known/i, 'A transaction with this nonce was already sent (nonce too low).'],
  [/nonce has max value/i, 'This account cannot send more transactions (nonce at its maximum).'],
  [/insufficient funds/i, 'Insufficient funds for the amount and the network fee.'],
  [/intrinsic gas too high|exceeds block gas limit/i, 'The gas limit is above what a block allows.'],
  [/intrinsic gas too low/i, 'The gas limit is too low for this transaction.'],
  [/transaction type not supported/i, 'The network does not support this kind of transaction.'],
]

/** EIP-1193, EIP-5792 and JSON-RPC codes of SPEC §8 that carry a meaning of their own. */
const codes: Readonly<Record<number, string>> = {
  4100: 'The wallet has not authorized this request.',
  4200: 'The wallet does not support this request.',
  4900: 'The wallet is disconnected.',
  4901: 'The wallet is not connected to this network.',
  4902: 'The wallet does not know this network.',
  5700: 'The wallet does not support a capability this request needs.',
  5710: 'The wallet cannot send calls on this network.',
  5720: 'A batch with this id was already sent.',
  5730: 'The wallet does not know this batch.',
  5740: 'The batch is too large for the wallet.',
  5750: 'The upgrade to send calls together was declined.',
  5760: 'The wallet cannot send these calls together.',
  [-32002]: 'The wallet is busy with another request. Open it to continue.',
  [-32005]: 'Too many requests. Try again in a moment.',
  [-32603]: 'The node could not process the request.',
}

export function describeError(error: unknown): string {
  if (isUserRejection(error) || errorCode(error) === 5000) return toastMessages.SIGNATURE_DECLINED
  // SPEC §8: API error descriptions are used when present.
  const reason = (error as { reason?: unknown } | null)?.reason
  if (typeof reason === 'string' && reason) return reason
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const node = nodeErrors.find(([pattern]) => pattern.test(message))
  if (node) return node[1]
  if (error instanceof GangwayError) return error.message
  const code = errorCode(error)
  if (code !== undefined && codes[code]) return codes[code]
  return message || 'Something went wrong'
}
