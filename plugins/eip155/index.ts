// gangway/eip155: Ethereum-style chains. The factory is cheap; sessions load on first use.
import type { KernelContext } from '../../kernel/context'
import { jsonRpc } from '../../kernel/http'
import type { NamespacePlugin, Network } from '../../kernel/plugin'
import { discoverEvmWallets } from './discovery'
import { isEvmAddress } from './provider'

export * from './networks'
export { isEvmAddress, type Eip1193Provider, type Eip6963ProviderInfo } from './provider'

export interface Eip155Options {
  /** Listen for EIP-6963 announcements (default: the modal's enableEIP6963). */
  eip6963?: boolean
  /** Offer window.ethereum as 'Browser Wallet' (default: the modal's enableInjected). */
  injected?: boolean
}

export const EIP155_WALLETCONNECT = {
  methods: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'eth_sendTransaction',
    'eth_sendRawTransaction',
    'eth_signTransaction',
    'personal_sign',
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  events: ['chainChanged', 'accountsChanged'],
} as const

export function eip155(o: Eip155Options = {}): NamespacePlugin {
  return {
    kind: 'namespace',
    namespace: 'eip155',
    defaultAccountType: 'smartAccount',
    isAddress: isEvmAddress,
    discover: (ctx, registry) =>
      discoverEvmWallets(ctx, registry, {
        eip6963: o.eip6963 ?? ctx.options.enableEIP6963,
        injected: o.injected ?? ctx.options.enableInjected,
      }),
    getBalance: async (ctx: KernelContext, network: Network, address: string) => {
      const url = network.rpcUrls.default.http[0]
      if (!url) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
      return BigInt(await jsonRpc<string>(ctx.env.fetch, url, 'eth_getBalance', [address, 'latest']))
    },
    transfers: () => import('./transfers'),
    walletConnect: EIP155_WALLETCONNECT,
  }
}
