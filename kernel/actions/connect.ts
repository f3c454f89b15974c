// Connecting a wallet (SPEC §4 'Connection flows'): resolves with the address once it is active.
import { GangwayError, errorMessage, gangwayError, isUserRejection } from '../errors'
import type { Kernel } from '../kernel'
import type { Connector, KnownSession, WalletEntry } from '../plugin'
import { isStringArrayRecord, storageKeys } from '../storage'
import { attachSession } from './session'
import { switchNetwork } from './switch-network'

const notApproved = (error: unknown) => error instanceof GangwayError && error.code === 'NAMESPACE_NOT_APPROVED'

/**
 * Connect every namespace a wallet serves. The active namespace goes first, then the others in the
 * order of the host's networks; the first one the wallet connects leads, and its network becomes
 * active when the active namespace is not among them (a WalletConnect wallet may approve only some
 * of the namespaces asked for). A namespace another wallet already holds is left to it, unless
 * nothing has connected yet: the person picked this wallet.
 */
export async function connectWallet(k: Kernel, wallet: WalletEntry): Promise<string> {
  const active = k.network.$activeNamespace.get()
  const networks = k.network.$networks.get()
  const rank = (c: Connector) => {
    if (c.chain === active) return -1
    const index = networks.findIndex((n) => n.chainNamespace === c.chain)
    return index === -1 ? networks.length : index
  }
  const ordered = [...wallet.connectors].sort((a, b) => rank(a) - rank(b))
  if (ordered.length === 0) throw gangwayError('NO_CONNECTOR_FOR_CONNECTION')
  let lead: { connector: Connector; address: string } | undefined
  let refused: unknown
  for (const c of ordered) {
    if (!lead) {
      try {
        lead = { connector: c, address: await connect(k, c) }
      } catch (error) {
        if (!notApproved(error)) throw error
        refused = error
      }
    } else if ((k.sessions.get(c.chain)?.connector.id ?? c.id) === c.id) {
      await connect(k, c).catch((error: unknown) => !notApproved(error) && k.ctx.log.warn(error))
    }
  }
  if (!lead) throw new GangwayError('FAILED_TO_CONNECT', errorMessage('FAILED_TO_CONNECT'), { cause: refused })
  if (k.network.$activeNamespace.get() !== lead.connector.chain) {
    const target = k.network.preferredIn(lead.connector.chain)
    if (target) await switchNetwork(k, target)
  }
  return lead.address
}

export async function connect(k: Kernel, connector: Connector): Promise<string> {
  const namespace = connector.chain
  const before = k.accounts.get(namespace)
  k.accounts.update(namespace, { status: 'connecting' })
  try {
    takeOver(k, { connector, session: await connector.connect({ network: k.network.preferredIn(namespace) }) })
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

/**
 * `session` becomes its namespace's connection. The one it replaces goes to the connection keeper
 * (SPEC §4 known connections), else it is ended; the same wallet connecting again replaces itself,
 * releasing the old session where the two share one grant.
 */
export function takeOver(k: Kernel, { connector, session }: KnownSession): void {
  const previous = k.sessions.get(connector.chain)
  attachSession(k, connector, session)
  if (!previous || previous.session === session) return
  const same = previous.connector.id === connector.id
  if (same && previous.session.release) previous.session.release()
  else if (k.keeper && !same) k.keeper.keep(previous)
  else previous.session.disconnect().catch((error) => k.ctx.log.warn('previous wallet did not disconnect', error))
}

function forgetDisconnected(k: Kernel, namespace: string, connectorId: string): void {
  const record = k.ctx.storage.get(storageKeys.disconnectedConnectorIds, isStringArrayRecord) ?? {}
  if (!record[namespace]?.includes(connectorId)) return
  k.ctx.storage.set(storageKeys.disconnectedConnectorIds, {
    ...record,
    [namespace]: record[namespace].filter((id) => id !== connectorId),
  })
}
