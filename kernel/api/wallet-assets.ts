// The embedded (auth) wallet's own asset discovery on eip155 (SPEC §4 'Balance fetch'): ask its
// capabilities first, then wallet_getAssets for the account on one chain.
import { formatUnits } from '../format'
import type { CaipAddress, Network, WalletSession } from '../plugin'
import type { TokenBalance } from './types'
import { valid, walletAssets } from './schemas'

const hexChainId = (network: Network): string => `0x${Number(network.id).toString(16)}`

/** The assets the wallet reports, as token balances; undefined when it cannot discover them. */
export async function fetchWalletAssets(session: WalletSession, address: string, network: Network): Promise<TokenBalance[] | undefined> {
  if (!session.request) return undefined
  const chain = hexChainId(network)
  const capabilities = (await session.request({ method: 'wallet_getCapabilities', params: [address] })) as
    | Record<string, { assetDiscovery?: { supported?: boolean } } | undefined>
    | null
  if (!capabilities?.[chain]?.assetDiscovery?.supported) return undefined
  const response = (await session.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chain] }] })) as Record<string, unknown> | null
  const assets = valid(walletAssets, response?.[chain] ?? [], 'wallet_getAssets')
  return assets.map((asset) => {
    const { metadata } = asset
    const numeric = formatUnits(BigInt(asset.balance), metadata.decimals)
    return {
      name: metadata.name,
      symbol: metadata.symbol,
      chainId: network.caipNetworkId,
      address: asset.type === 'NATIVE' ? undefined : (`${network.caipNetworkId}:${asset.address}` as CaipAddress),
      value: metadata.value ?? metadata.price * Number(numeric),
      price: metadata.price,
      quantity: { decimals: String(metadata.decimals), numeric },
      iconUrl: metadata.iconUrl,
    }
  })
}
