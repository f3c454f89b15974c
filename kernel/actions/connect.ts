// Connecting a wallet (SPEC §4 'Connection flows'): resolves with the address once it is active.
import { GangwayError, errorMessage, isUserRejection } from '../errors'
import type { Kernel } from '../kernel'
import type { Connector } from '../plugin'
import { isStringArrayRecord, storageKeys } from '../storage'
import { attachSession } from './session'

export async function connect(k: Kernel, connector: Connector): Promise<string> {
  const namespace = connector.chain
  const before = k.accounts.get(namespace)
  const previous = k.sessions.get(namespace)
  k.accounts.update(namespace, { status: 'connecting' })
  try {
    const session = await connector.connect({ network: k.network.preferredIn(namespace) })
    attachSession(k, connector, session)
    if (previous && previous.session !== session) {
      previous.session.disconnect().catch((error) => k.ctx.log.warn('previous wallet did not disconnect', error))
    }
    const { address } = k.accounts.get(namespace)
    if (!address) throw new GangwayError('FAILED_TO_CONNECT', errorMessage('FAILED_TO_CONNECT'))
    forgetDisconnected(k, namespace, connector.id)
    k.ctx.events.emit('connect', { namespace, address, connectorId: connector.id })
    return address
  } catch (error) {
    // A failed attempt leaves an earlier connection of this namespace as it was.
    if (k.accounts.get(namespace).status === 'connecting') k.accounts.update(namespace, { status: before.status })
    const code = isUserRejection(error) ? 'CONNECTION_REJECTED' : 'FAILED_TO_CONNECT'
    throw error instanceof GangwayError ? error : new GangwayError(code, errorMessage(code), { cause: error })
  }
}

function forgetDisconnected(k: Kernel, namespace: string, connectorId: string): void {
  const record = k.ctx.storage.get(storageKeys.disconnectedConnectorIds, isStringArrayRecord) ?? {}
  if (!record[namespace]?.includes(connectorId)) return
  k.ctx.storage.set(storageKeys.disconnectedConnectorIds, {
    ...record,
    [namespace]: record[namespace].filter((id) => id !== connectorId),
  })
}
