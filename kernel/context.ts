// What a plugin may touch, handed in at setup. No module-level singletons: two modals on one
// page each have their own context.
import type { Environment } from './env'
import type { KernelEmitter } from './events'
import type { Logger } from './log'
import type { ModalOptions } from './options'
import type { Storage } from './storage'

export interface KernelContext {
  options: ModalOptions
  events: KernelEmitter
  storage: Storage
  log: Logger
  env: Environment
}
