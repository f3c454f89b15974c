// The plain data types every other part of Gangway shares: chain namespaces, CAIP ids, networks
// and accounts. A leaf: it imports nothing, so any module may import it without a cycle.

/** A chain family (CAIP-2 namespace). Open: a plugin may bring one this list does not name. */
export type Namespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos' | (string & {})
/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`
/** SPEC §3, §6: eoa and smartAccount, and payment for bitcoin. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'
export type Unsubscribe = () => void

/** SPEC §3 'Network'. */
export interface Network {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: Namespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
  deprecatedCaipNetworkId?: CaipNetworkId
}

/** SPEC §3 'Account'. */
export interface Account {
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** SPEC §3 connector types. */
export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'
/** Where a wallet listed by the host or the catalogue sits in SPEC §9's connector order. */
export type ListedGroup = 'featured' | 'custom' | 'recommended'
/** SPEC §2 connect methods, in the order the Connect view may show them. */
export type ConnectMethod = 'email' | 'social' | 'wallet'
