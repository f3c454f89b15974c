// Adding and removing networks and adapters at run time (SPEC §4 'Network changes', §5).
import { gangwayError } from '../errors'
import type { Kernel } from '../kernel'
import type { CaipNetworkId, Namespace, Network } from '../plugin'

function requireAdapter(k: Kernel, namespace: Namespace): void {
  if (!k.namespaces.has(namespace)) throw gangwayError('NO_ADAPTER_FOR_NAMESPACE', namespace)
}

export function addNetwork(k: Kernel, namespace: Namespace, network: Network): void {
  requireAdapter(k, namespace)
  if (network.chainNamespace !== namespace) throw gangwayError('NO_ADAPTER_FOR_NAMESPACE', network.chainNamespace)
  if (k.network.find(network.caipNetworkId)) return
  k.network.$networks.set([...k.network.$networks.get(), network])
}

/** Removing the active network switches to the first remaining one (of its namespace when it has one). */
export function removeNetwork(k: Kernel, namespace: Namespace, caipNetworkId: CaipNetworkId): void {
  requireAdapter(k, namespace)
  const remaining = k.network.$networks.get().filter((n) => n.caipNetworkId !== caipNetworkId)
  k.network.$networks.set(remaining)
  if (k.network.$activeNetwork.get()?.caipNetworkId !== caipNetworkId) return
  const next = remaining.find((n) => n.chainNamespace === namespace) ?? remaining[0]
  if (next) k.network.setActive(next)
}

/** Removing the adapter of the active chain switches to another chain's first network. */
export async function removeAdapter(k: Kernel, namespace: Namespace): Promise<void> {
  requireAdapter(k, namespace)
  if (k.sessions.has(namespace)) {
    const { disconnect } = await import('./disconnect')
    await disconnect(k, { namespace }, false).catch((error) => k.ctx.log.warn(error))
  }
  k.namespaces.delete(namespace)
  k.connectors.$connectors.set(k.connectors.$connectors.get().filter((c) => c.chain !== namespace))
  const remaining = k.network.$networks.get().filter((n) => n.chainNamespace !== namespace)
  k.network.$networks.set(remaining)
  if (k.network.$activeNamespace.get() === namespace && remaining[0]) k.network.setActive(remaining[0])
}
