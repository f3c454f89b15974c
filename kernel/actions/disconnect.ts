// Disconnecting one namespace, or all of them. The local state is always cleared, even when
// the wallet fails to acknowledge, so the person is never left half-connected.
import { GangwayError, errorMessage } from '../errors'
import type { Kernel } from '../kernel'
import type { Namespace } from '../plugin'
import { isStringArrayRecord, storageKeys } from '../storage'
import { detachSession } from './session'

/** One namespace's connection gives way to a known one of the namespace (`successor`); all of them end every one. */
export async function disconnect(k: Kernel, o: { namespace?: Namespace } = {}, successor = o.namespace !== undefined): Promise<void> {
  // All of them: the active namespace last. While another still shows as connected, detaching the
  // active one makes that other active; it is about to go too, and the person's network should stay.
  const active = k.network.$activeNamespace.get()
  const targets = o.namespace ? [o.namespace] : [...k.sessions.keys()].sort((a, b) => Number(a === active) - Number(b === active))
  let failure: unknown
  // Deaf to the ends they report while ending (a relayed session does; one wallet's sign-out ends each of
  // its namespaces): heard, one would hand its namespace on, or make another active, before this loop detaches it.
  for (const namespace of targets) k.sessions.get(namespace)?.stop()
  for (const namespace of targets) {
    const live = k.sessions.get(namespace)
    if (live) rememberDisconnected(k, namespace, live.connector.id)
    try {
      await live?.session.disconnect()
    } catch (error) {
      failure = error
      k.ctx.log.error('wallet disconnect failed', error)
    }
    detachSession(k, namespace, successor)
  }
  if (failure) throw new GangwayError('FAILED_TO_DISCONNECT', errorMessage('FAILED_TO_DISCONNECT'), { cause: failure })
}

function rememberDisconnected(k: Kernel, namespace: string, connectorId: string): void {
  const record = k.ctx.storage.get(storageKeys.disconnectedConnectorIds, isStringArrayRecord) ?? {}
  const ids = new Set([...(record[namespace] ?? []), connectorId])
  k.ctx.storage.set(storageKeys.disconnectedConnectorIds, { ...record, [namespace]: [...ids] })
}
