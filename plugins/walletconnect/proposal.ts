// The session proposal: every installed namespace plugin's WalletConnect methods and events, over
// the host's networks of that namespace (with their earlier ids, for older wallets), each chain's RPC
// in rpcMap (SPEC §3 'Session namespaces').
import { parseCaipNetworkId, type CaipNetworkId, type NamespacePlugin, type Network } from 'gangway'

export interface ProposalNamespace {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
  /** Chain reference → RPC URL, so reads go to the host's nodes, never to WalletConnect's cloud RPC. */
  rpcMap: Record<string, string>
  defaultChain?: string
}

/** A network's id, and the earlier one older wallets know it by (chain-ids.ts). */
const idsOf = (network: Network): CaipNetworkId[] => (network.deprecatedCaipNetworkId ? [network.caipNetworkId, network.deprecatedCaipNetworkId] : [network.caipNetworkId])

export function proposalNamespaces(
  plugins: Iterable<NamespacePlugin>,
  networks: readonly Network[],
  active?: Network,
): Record<string, ProposalNamespace> {
  const proposal: Record<string, ProposalNamespace> = {}
  for (const plugin of plugins) {
    const own = networks.filter((n) => n.chainNamespace === plugin.namespace)
    const walletConnect = plugin.capabilities.walletConnect
    if (!walletConnect || own.length === 0) continue
    const rpcMap: Record<string, string> = {}
    for (const network of own) {
      const url = network.rpcUrls.default.http[0]
      for (const id of idsOf(network)) if (url) rpcMap[parseCaipNetworkId(id).reference] = url
    }
    proposal[plugin.namespace] = {
      chains: own.flatMap(idsOf),
      methods: [...walletConnect.methods],
      events: [...walletConnect.events],
      rpcMap,
      ...(active?.chainNamespace === plugin.namespace ? { defaultChain: parseCaipNetworkId(active.caipNetworkId).reference } : {}),
    }
  }
  return proposal
}
