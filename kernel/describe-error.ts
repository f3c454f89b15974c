// Errors a person can read (SPEC §8): a service's own description when it gave one, a refusal in
// the wallet, the node errors of a failed transaction, and the wallet and JSON-RPC codes. Views show
// what this returns wherever something failed; hosts get the original error.
import { errorCode, GangwayError, isUserRejection, toastMessages } from './errors'

/** SPEC §8 node errors: what the node says, and what it means for the person. */
const nodeErrors: ReadonlyArray<[RegExp, string]> = [
  [/execution reverted|reverted/i, /* t */ 'The transaction would fail: the contract reverted it.'],
  [/max priority fee per gas higher than max fee per gas|tip.*(above|higher).*fee cap/i, /* t */ 'The priority fee is above the fee cap.'],
  [/fee cap.*(too high|higher than)|max fee per gas higher than 2\^256/i, /* t */ 'The fee is higher than allowed.'],
  [/max fee per gas less than block base fee|fee cap.*too low|feecap too low|fee too low|underpriced/i, /* t */ 'The fee is below what the network asks for now.'],
  [/nonce too high/i, /* t */ 'Earlier transactions of this account must land first (nonce too high).'],
  [/nonce too low|already known/i, /* t */ 'A transaction with this nonce was already sent (nonce too low).'],
  [/nonce has max value/i, /* t */ 'This account cannot send more transactions (nonce at its maximum).'],
  [/insufficient funds/i, /* t */ 'Insufficient funds for the amount and the network fee.'],
  [/intrinsic gas too high|exceeds block gas limit/i, /* t */ 'The gas limit is above what a block allows.'],
  [/intrinsic gas too low/i, /* t */ 'The gas limit is too low for this transaction.'],
  [/transaction type not supported/i, /* t */ 'The network does not support this kind of transaction.'],
]

/** EIP-1193, EIP-5792 and JSON-RPC codes of SPEC §8 that carry a meaning of their own. */
const codes: Readonly<Record<number, string>> = {
  4100: /* t */ 'The wallet has not authorized this request.',
  4200: /* t */ 'The wallet does not support this request.',
  4900: /* t */ 'The wallet is disconnected.',
  4901: /* t */ 'The wallet is not connected to this network.',
  4902: /* t */ 'The wallet does not know this network.',
  5700: /* t */ 'The wallet does not support a capability this request needs.',
  5710: /* t */ 'The wallet cannot send calls on this network.',
  5720: /* t */ 'A batch with this id was already sent.',
  5730: /* t */ 'The wallet does not know this batch.',
  5740: /* t */ 'The batch is too large for the wallet.',
  5750: /* t */ 'The upgrade to send calls together was declined.',
  5760: /* t */ 'The wallet cannot send these calls together.',
  [-32002]: /* t */ 'The wallet is busy with another request. Open it to continue.',
  [-32005]: /* t */ 'Too many requests. Try again in a moment.',
  [-32603]: /* t */ 'The node could not process the request.',
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
  return message || /* t */ 'Something went wrong'
}
