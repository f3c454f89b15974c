// The assets an EVM wallet reports itself (SPEC §4 'Balance fetch' for the auth connector): ask
// its capabilities first (assetDiscovery.supported), then wallet_getAssets for the account with
// the hex chain filter. Loaded on first use.
import { arrayOf, checked, formatUnits, aNumber, aString, objectOf, oneOf, optional, safeImageUrl, type CaipAddress, type Network, type TokenBalance, type WalletAssetsReader } from 'gangway'

/** SPEC §5: a wallet_getAssets item is accepted only with every one of these fields. */
const walletAsset = objectOf({
  address: aString,
  balance: aString,
  type: oneOf(['ERC20', 'NATIVE'] as const),
  metadata: objectOf({ name: aString, symbol: aString, iconUrl: aString, decimals: aNumber, price: aNumber, value: optional(aNumber) }),
})
const walletAssets = arrayOf(walletAsset)

const hexChainId = (network: Network): string => `0x${Number(network.id).toString(16)}`

/** The assets the wallet reports, as token balances; undefined when it cannot discover them. */
export const readWalletAssets: WalletAssetsReader = async (session, address, network) => {
  if (!session.request) return undefined
  const chain = hexChainId(network)
  const capabilities = (await session.request({ method: 'wallet_getCapabilities', params: [address] })) as
    | Record<string, { assetDiscovery?: { supported?: boolean } } | undefined>
    | null
  if (!capabilities?.[chain]?.assetDiscovery?.supported) return undefined
  const response = (await session.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chain] }] })) as Record<string, unknown> | null
  return checked(walletAssets, response?.[chain] ?? [], 'Invalid response from wallet_getAssets').map((asset): TokenBalance => {
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
      iconUrl: safeImageUrl(metadata.iconUrl) ?? '',
    }
  })
}
