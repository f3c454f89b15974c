// Opening and closing the modal (SPEC §2 'Opening the modal', 'Closing resets the stack').
import { gangwayError } from '../errors'
import { isFeatureOn } from '../features'
import type { Kernel } from '../kernel'
import { viewOnOpen } from '../navigation'
import type { OpenOptions } from '../plugin'
import { CORE_VIEWS, view, type ViewEntry } from '../router'

/** The view a plugin serves for `role`, as a stack entry. */
const roleView = (k: Kernel, role: 'manualConnect') => {
  const name = k.features.find((f) => f.roles?.[role])?.roles?.[role]
  return name ? ({ name, params: undefined } as ViewEntry) : undefined
}

export function openModal(k: Kernel, o: OpenOptions = {}): void {
  const { network, accounts } = k
  // 'Account' stands for view('Account').
  const entry = typeof o.view === 'string' ? ({ name: o.view, params: undefined } as ViewEntry) : o.view
  const requested = entry?.name
  if (requested && !CORE_VIEWS.includes(requested)) {
    // SPEC §2: a switched-off feature's views are as unreachable as unknown ones.
    const served = k.features.filter((f) => f.views.includes(requested))
    if (!served.some((f) => isFeatureOn(k.ctx.options, k.$remoteFeatures.get(), f))) {
      throw gangwayError('INVALID_OPTIONS', `view: ${requested} is ${served[0] ? 'of a feature switched off' : 'not served by any installed plugin'}`)
    }
  }
  // A requested namespace that differs from the active chain is switched to first.
  if (o.namespace && o.namespace !== network.$activeNamespace.get()) {
    const target = network.preferredIn(o.namespace)
    if (target) network.setActive(target)
  }
  const active = network.$activeNamespace.get()
  k.router.reset(
    viewOnOpen({
      requested: entry,
      isMobile: k.ctx.env.isMobile(),
      manualControl: k.ctx.options.manualWCControl,
      manualView: roleView(k, 'manualConnect'),
      hasAdapters: k.namespaces.size > 0,
      hasAddress: Boolean(active && accounts.get(active).address),
      isConnected: accounts.isConnected(active),
    }) ?? view('Connect'),
  )
  if (!k.$open.get()) {
    k.$open.set(true)
    k.ctx.events.emit('modal', { open: true })
  }
}

/** Whether the person may close the modal now (SPEC §2: a close guard, such as a required sign-in, holds it). */
export function canClose(k: Kernel): boolean {
  for (const guard of k.closeGuards) if (guard()) return false
  return true
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
