// SPEC §4 'Switching a connection': the namespace's own connection is re-activated as it is, a known
// live one becomes the namespace's connection again, an ended one (or one kept from a page before) is
// reconnected through its connector (injected, WalletConnect or the embedded wallet's: 'No connector
// found for connection' when its wallet is not there); any other status is an error.
// Bitcoin (a namespace with `switchAccountType`) switches only to a payment account, named by address.
import { gangwayError, type Namespace, type PluginApi } from 'gangway'
import { connectionsOf, findKnown, forget } from './known'

export async function switchConnection(api: PluginApi, o: { connectorId: string; namespace?: Namespace; address?: string }): Promise<void> {
  const namespace = o.namespace ?? api.stores.$activeNamespace.get()
  if (!namespace) throw gangwayError('NO_CONNECTOR_FOR_CONNECTION')
  const own = api.stores.$accounts.get()[namespace]
  const known = findKnown(api, namespace, o.connectorId)
  const isOwn = own?.connectorId === o.connectorId
  if (!known && !isOwn) throw gangwayError('NO_CONNECTOR_FOR_CONNECTION')

  const type = api.namespaces.get(namespace)?.switchAccountType
  if (type) {
    if (!o.address) throw new Error(`Address parameter is required for switching ${namespace} connection`)
    const account = (isOwn ? own.accounts : known!.accounts).find((a) => a.address === o.address)
    if (account?.type !== type) throw new Error(`Switching to non-${type} accounts is not allowed for ${namespace}`)
  }

  const { $switching } = connectionsOf(api)
  const status = $switching.get() ? 'switching' : isOwn ? own.status : known!.status
  if (status === 'connected') return
  if (!known || (status !== 'active' && status !== 'disconnected')) throw gangwayError('INVALID_CONNECTION_STATUS')
  $switching.set(true)
  try {
    if (known.status === 'active') {
      forget(api, known)
      await api.activate(known)
    } else {
      await api.connect(known.connectorId, namespace)
    }
  } finally {
    $switching.set(false)
  }
}
