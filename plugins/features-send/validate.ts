// What is wrong with a send, in the words a person sees (SPEC §5 for the required fields; the
// wallet's own words for a bad address or amount). Pure, so every rule is tested on its own.
import { errorMessage, parseUnits } from 'gangway'

export const INVALID_ADDRESS = /* t */ 'Invalid Address'
export const INSUFFICIENT_FUNDS = /* t */ 'Insufficient Funds'
export const INCORRECT_VALUE = /* t */ 'Incorrect Value'

export interface SendDraft {
  /** SPEC §5: the namespace needs a token picked (eip155); else the native currency is the default. */
  tokenRequired: boolean
  /** Whether a token was picked. */
  hasToken: boolean
  amount: string | undefined
  receiverInput: string
  /** The address the receiver input stands for, when it is one (or a name that resolved). */
  receiverAddress: string | undefined
  resolveError: string | undefined
  /** What the sender holds of the token, exactly, and its decimals. */
  balance: string | undefined
  decimals: number
}

/** The amount in base units, or undefined when it is not a plain decimal within the token's decimals. */
export function amountUnits(amount: string, decimals: number): bigint | undefined {
  try {
    return parseUnits(amount, decimals)
  } catch {
    return undefined
  }
}

/** The control a problem is about: the form marks it invalid, describes it by the message and focuses it (WCAG 3.3.1). */
export type SendField = 'token' | 'amount' | 'receiver'

export interface SendProblem {
  message: string
  field: SendField
}

export function sendProblem(d: SendDraft): SendProblem | undefined {
  const amount = d.amount?.trim()
  const units = amount ? amountUnits(amount, d.decimals) : undefined
  // A zero amount is no amount (SPEC §5); the amount's field first when both are missing.
  const noAmount = !amount || units === 0n
  if (noAmount || !d.receiverInput.trim()) return { message: errorMessage('AMOUNT_AND_RECEIVER_REQUIRED'), field: noAmount ? 'amount' : 'receiver' }
  if (d.tokenRequired && !d.hasToken) return { message: errorMessage('TOKEN_REQUIRED'), field: 'token' }
  if (d.resolveError) return { message: d.resolveError, field: 'receiver' }
  if (!d.receiverAddress) return { message: INVALID_ADDRESS, field: 'receiver' }
  if (units === undefined) return { message: INCORRECT_VALUE, field: 'amount' }
  const held = d.balance === undefined ? undefined : amountUnits(d.balance, d.decimals)
  if (held !== undefined && units > held) return { message: INSUFFICIENT_FUNDS, field: 'amount' }
  return undefined
}
