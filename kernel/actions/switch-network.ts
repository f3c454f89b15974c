// Switching networks (SPEC §2 'Network switching', §4 'Network changes').
import { caipAddress, parseCaipAddress } from '../caip'
import { gangwayError } from '../errors'
import type { Kernel } from '../kernel'
import { decideNetworkSwitch } from '../navigation'
import type { Network } from '../types'
import { refreshBalance } from './balance'
import { closeModal } from './open'

/** Make `network` active, asking the wallet of its namespace to follow when one is connected. */
export async function switchNetwork(k: Kernel, network: Network): Promise<void> {
  if (!k.network.find(network.caipNetworkId)) {
    k.alerts.show('NETWORK_NOT_FOUND')
    throw gangwayError('NETWORK_NOT_FOUND')
  }
  const namespace = network.chainNamespace
  const live = k.sessions.get(namespace)
  const account = k.accounts.get(namespace)
  const wasUnsupported = k.network.$unsupportedChainId.get() !== undefined && k.network.$activeNamespace.get() === namespace
  try {
    const walletChain = account.caipAddress ? parseCaipAddress(account.caipAddress).caipNetworkId : undefined
    if (live && walletChain !== network.caipNetworkId) {
      if (!live.session.switchNetwork) throw gangwayError('CHAIN_NOT_SUPPORTED')
      await live.session.switchNetwork(network)
    }
  } catch (error) {
    // SPEC §4: switching goes back on failure.
    if (k.$open.get() && k.router.current().name === 'SwitchNetwork') k.router.goBack()
    throw error
  }
  const changed = k.network.$activeNetwork.get()?.caipNetworkId !== network.caipNetworkId
  k.network.setActive(network)
  k.network.$unsupportedChainId.set(undefined)
  if (account.address) {
    k.accounts.update(namespace, { caipAddress: caipAddress(network.caipNetworkId, account.address) })
    void refreshBalance(k, namespace)
  }
  if (changed) k.ctx.events.emit('networkChanged', { caipNetworkId: network.caipNetworkId })
  k.ctx.events.emit('analytics', { event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })
  // SPEC §4: the modal closes when the previous network was not one of the host's.
  if (wasUnsupported) closeModal(k)
}

/**
 * The person picked a network in the modal: switch at once when nothing is connected, else
 * show the confirmation view SPEC §2 asks for.
 */
export function requestNetworkSwitch(k: Kernel, network: Network, o: { ignoreSwitchConfirmation?: boolean } = {}): 'none' | 'switched' | 'view' {
  const activeNamespace = k.network.$activeNamespace.get()
  const live = activeNamespace ? k.sessions.get(activeNamespace) : undefined
  const decision = decideNetworkSwitch({
    target: network,
    active: k.network.$unsupportedChainId.get() ? undefined : k.network.$activeNetwork.get(),
    activeNamespace,
    isConnected: (namespace) => k.accounts.isConnected(namespace),
    connector: live && { type: live.connector.type, chains: [live.connector.chain, ...(live.connector.chains ?? [])] },
    ignoreSwitchConfirmation: o.ignoreSwitchConfirmation ?? false,
  })
  if (decision.kind === 'none') return 'none'
  if (k.accounts.connectedNamespaces().length === 0) {
    void switchNetwork(k, network)
    return 'switched'
  }
  k.router.push(decision.entry)
  return 'view'
}
