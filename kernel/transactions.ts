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

export function pushTransaction(router: Router, action: TransactionAction): void {
  stackOf(router).push(action)
}

export function popTransaction(router: Router, status: TransactionStatus): void {
  const action = stackOf(router).pop()
  if (!action) return
  if (status === 'success') return action.onSuccess?.()
  if (status === 'error') action.onError?.()
  else action.onCancel?.()
  router.goBack()
}
