// Opening and closing the modal (SPEC §2 'Opening the modal', 'Closing resets the stack').
import type { Kernel } from '../kernel'
import { viewOnOpen } from '../navigation'
import type { Namespace } from '../plugin'
import { SIGN_IN_VIEWS, type ViewEntry } from '../router'

export interface OpenOptions {
  view?: ViewEntry
  namespace?: Namespace
}

export function openModal(k: Kernel, o: OpenOptions = {}): void {
  const { network, accounts } = k
  // A requested namespace that differs from the active chain is switched to first.
  if (o.namespace && o.namespace !== network.$activeNamespace.get()) {
    const target = network.preferredIn(o.namespace)
    if (target) network.setActive(target)
  }
  const active = network.$activeNamespace.get()
  k.router.reset(
    viewOnOpen({
      requested: o.view,
      isMobile: k.ctx.env.isMobile(),
      manualControl: k.ctx.options.manualWCControl,
      hasAdapters: k.namespaces.size > 0,
      hasAddress: Boolean(active && accounts.get(active).address),
      isConnected: accounts.isConnected(active),
    }),
  )
  if (!k.$open.get()) {
    k.$open.set(true)
    k.ctx.events.emit('modal', { open: true })
  }
}

/** Whether the person may close the modal now (SPEC §2: not in sign-in views while sign-in is required). */
export function canClose(k: Kernel): boolean {
  return !(k.$signInRequired.get() && SIGN_IN_VIEWS.includes(k.router.current().name))
}

/** Closes and resets the stack to Connect. Returns false when closing is not allowed right now. */
export function closeModal(k: Kernel): boolean {
  if (!canClose(k)) return false
  k.router.reset()
  if (k.$open.get()) {
    k.$open.set(false)
    k.ctx.events.emit('modal', { open: false })
  }
  return true
}
