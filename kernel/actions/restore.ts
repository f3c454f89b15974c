// Startup (SPEC §4): sync an existing connection from the stored connector id of each namespace,
// once discovery has had time to find that wallet. Failure gives disconnected.
import type { Kernel } from '../kernel'
import type { Connector } from '../plugin'
import { isStringRecord, setPerNamespace, storageKeys } from '../storage'
import type { Namespace } from '../types'
import { attachSession } from './session'

/** How long a stored wallet may take to announce itself after page load. */
export const DISCOVERY_SETTLE_MS = 1500

function waitForConnector(k: Kernel, id: string, namespace: Namespace): Promise<Connector | undefined> {
  const found = k.connectors.find(id, namespace)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(undefined), DISCOVERY_SETTLE_MS)
    const stop = k.connectors.$connectors.listen(() => {
      const connector = k.connectors.find(id, namespace)
      if (connector) finish(connector)
    })
    function finish(connector: Connector | undefined) {
      clearTimeout(timer)
      stop()
      resolve(connector)
    }
  })
}

export async function restoreConnections(k: Kernel): Promise<void> {
  const { storage } = k.ctx
  // What storage held when the modal was made (the kernel made its network active then).
  const { activeNamespace } = k.stored
  const connectorIds = storage.get(storageKeys.connectorIds, isStringRecord) ?? {}
  await Promise.all(
    Object.entries(connectorIds).map(async ([namespace, connectorId]) => {
      if (!k.namespaces.has(namespace)) return setPerNamespace(storage, storageKeys.connectorIds, namespace, undefined)
      k.accounts.update(namespace, { status: 'connecting' })
      try {
        const connector = await waitForConnector(k, connectorId, namespace)
        const session = (await connector?.restore?.()) ?? null
        // Only the namespace the person last used becomes active (any, when none was stored).
        if (connector && session) return attachSession(k, connector, session, { activate: !activeNamespace || activeNamespace === namespace })
      } catch (error) {
        k.ctx.log.warn(`could not restore the ${namespace} connection`, error)
      }
      k.accounts.reset(namespace)
      setPerNamespace(storage, storageKeys.connectorIds, namespace, undefined)
    }),
  )
  // When the namespace last used did not come back, another connected one becomes active.
  const other = k.accounts.connectedNamespaces()[0]
  if (other && !k.accounts.isConnected(k.network.$activeNamespace.get())) {
    const network = k.network.preferredIn(other)
    if (network) k.network.setActive(network)
  }
  if (k.accounts.connectedNamespaces().length === 0) storage.set(storageKeys.connectionStatus, 'disconnected')
}
