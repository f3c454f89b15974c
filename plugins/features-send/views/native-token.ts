// The network's native currency as a token, its balance the one the namespace plugin reads from the chain:
// what Send sends when no token is picked, on a namespace that needs none (SPEC §5).
import type { TokenBalance } from 'gangway'
import { useAccount, useNetwork, usePluginApi } from 'gangway/react'

export function useNativeToken(): TokenBalance | undefined {
  const { balance } = useAccount()
  const { network } = useNetwork()
  if (!network || balance === undefined) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return { name, symbol, chainId: network.caipNetworkId, value: 0, price: 0, quantity: { decimals: String(decimals), numeric: balance }, iconUrl: '' }
}

/** What Send will send: the token picked, else, on a namespace that needs none, its native currency. */
export function useTokenToSend(picked: TokenBalance | undefined): TokenBalance | undefined {
  const modal = usePluginApi()
  const { namespace } = useAccount()
  const native = useNativeToken()
  const requiresToken = namespace ? modal.namespaces.get(namespace)?.capabilities.transfers?.requiresToken : undefined
  return picked ?? (requiresToken === false ? native : undefined)
}
