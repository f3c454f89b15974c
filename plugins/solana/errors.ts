// A Solana send the network refused, in words a person reads (SPEC §8 node errors). Wallets pass on
// what their RPC said: @solana/web3.js wraps a failed preflight as 'Simulation failed. Message:
// Transaction simulation failed: … Catch the `SendTransactionError` and call `getLogs()` …', with
// the validator's text (or, from some runtimes and wallets, the error's variant name) inside. The
// send wraps such an error in SendRefused: describeError shows its `reason`, the log and the host's
// 'error' event keep the original (its message, and `cause`).
import { isUserRejection } from 'gangway'

const AMOUNT_AND_FEE = /* t */ 'Insufficient funds for the amount and the network fee.'
const KEEP_RENT = /* t */ 'Insufficient funds for the amount, the network fee and the rent-exempt minimum the account must keep.'
const RECEIVER_RENT = /* t */ 'The amount is below the rent-exempt minimum the receiving account must hold.'
const FEE = /* t */ 'Insufficient funds for the network fee.'
const NO_ACCOUNT = /* t */ 'The sending account holds no SOL on this network.'
const EXPIRED = /* t */ 'The transaction expired before it reached the network. Try again.'
const REFUSED = /* t */ 'The network refused the transaction.'

/** What the error says, with what web3.js keeps beside its message (the RPC's own message). */
function textOf(error: unknown): string {
  if (typeof error === 'string') return error
  if (typeof error !== 'object' || error === null) return ''
  const e = error as { message?: unknown; transactionMessage?: unknown; data?: unknown }
  const data = typeof e.data === 'object' && e.data !== null ? JSON.stringify(e.data) : ''
  return [e.message, e.transactionMessage, data].filter((part) => typeof part === 'string' && part).join('\n')
}

/**
 * The readable sentence for a send the Solana network refused, or undefined when the error is not
 * a refusal by the network (a person's rejection, a wallet's own words): describeError handles those.
 */
export function readableSendFailure(error: unknown): string | undefined {
  if (isUserRejection(error)) return undefined
  const text = textOf(error)
  // Account 0 is the fee payer, which for the transfers this plugin builds is the sender.
  const rent = /InsufficientFundsForRent(?: \{ account_index: (\d+) \})?|an account \((\d+)\) with insufficient funds for rent/i.exec(text)
  if (rent) return (rent[1] ?? rent[2] ?? '0') === '0' ? KEEP_RENT : RECEIVER_RENT
  if (/InsufficientFundsForFee|insufficient funds for fee/i.test(text)) return FEE
  if (/AccountNotFound|no record of a prior credit/i.test(text)) return NO_ACCOUNT
  if (/BlockhashNotFound|blockhash not found|block height exceeded|TransactionExpired/i.test(text)) return EXPIRED
  // The System program's ResultWithNegativeLamports and the token program's InsufficientFunds are both custom error 1.
  if (/insufficient lamports|custom program error: 0x1\b|Custom\(1\)|insufficient funds/i.test(text)) return AMOUNT_AND_FEE
  if (/simulation failed|SendTransactionError|failed to send transaction/i.test(text)) return REFUSED
  return undefined
}

/** A send the network refused: the original message and error kept, a readable `reason` for the person. */
export class SendRefused extends Error {
  override name = 'SendRefused'
  /** What a person reads (describeError uses it). */
  readonly reason: string
  readonly code?: unknown
  constructor(original: unknown, reason: string) {
    super(original instanceof Error ? original.message : String(original), { cause: original })
    this.reason = reason
    const code = (original as { code?: unknown } | null)?.code
    if (code !== undefined) this.code = code
  }
}

/** The error to throw: a network refusal wrapped with its readable reason, anything else as it was. */
export function asSendFailure(error: unknown): unknown {
  const reason = readableSendFailure(error)
  return reason ? new SendRefused(error, reason) : error
}
