// The transaction stack (SPEC §4): a flow that asks the wallet to sign or send pushes what should
// happen next; the wallet's answer pops it. Success runs the success handler; an error or a cancel
// runs its handler and goes back. Imported by the features that send, so it costs hosts nothing
// until one of them loads; one stack per router (per modal).
import type { Router } from './router'

export interface TransactionAction {
  onSuccess?(): void
  onError?(): void
  onCancel?(): void
}

export type TransactionStatus = 'success' | 'error' | 'cancel'

const stacks = new WeakMap<Router, TransactionAction[]>()

const stackOf = (router: Router): TransactionAction[] => {
  let stack = stacks.get(router)
  if (!stack) stacks.set(router, (stack = []))
  return stack
}

/** SPEC §9: at most 99 pending transactions; a flow pushing a 100th drops the oldest (its answer can no longer come). */
export const PENDING_TRANSACTIONS_LIMIT = 99

export function pushTransaction(router: Router, action: TransactionAction): void {
  const stack = stackOf(router)
  stack.push(action)
  if (stack.length > PENDING_TRANSACTIONS_LIMIT) stack.shift()
}

export function popTransaction(router: Router, status: TransactionStatus): void {
  const action = stackOf(router).pop()
  if (!action) return
  if (status === 'success') return action.onSuccess?.()
  if (status === 'error') action.onError?.()
  else action.onCancel?.()
  router.goBack()
}
