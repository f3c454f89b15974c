// One instance of something per modal (a feature's controller), made on first use. Keyed weakly,
// so a destroyed modal takes its instance with it; two modals on a page never share one.
import type { Modal } from './modal'

export function perModal<T>(create: (modal: Modal) => T): (modal: Modal) => T {
  const instances = new WeakMap<Modal, T>()
  return (modal) => {
    let instance = instances.get(modal)
    if (instance === undefined) instances.set(modal, (instance = create(modal)))
    return instance
  }
}
