// The typed event bus a host (and plugins) can listen to.
import mitt, { type Emitter } from 'mitt'
import type { CaipNetworkId, Namespace } from './types'

export type KernelEvents = {
  connect: { namespace: Namespace; address: string; connectorId: string }
  disconnect: { namespace: Namespace }
  accountChanged: { namespace: Namespace; address: string }
  networkChanged: { caipNetworkId: CaipNetworkId }
  modal: { open: boolean }
  error: { error: Error }
  analytics: { event: string; properties?: Record<string, unknown> }
}

export type KernelEmitter = Emitter<KernelEvents>

export function createEvents(): KernelEmitter {
  return mitt<KernelEvents>()
}
