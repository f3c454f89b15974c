// gangway/eip155: Ethereum-style chains. The factory is cheap; sessions, transfers and the
// WalletConnect calls load on first use.
import { rpc, type NamespacePlugin } from 'gangway'
import { discoverEvmWallets } from './discovery'
import { isEvmAddress } from './provider'

export * from './networks'

declare module 'gangway' {
  /** modal.request(): a send resolves with its transaction hash, a signature as itself, both 0x hex. */
  interface RequestAnswers {
    eth_sendTransaction: `0x${string}`
    eth_sendRawTransaction: `0x${string}`
    personal_sign: `0x${string}`
    eth_signTypedData_v4: `0x${string}`
  }
}
export { isEvmAddress, BROWSER_WALLET_ID, type Eip1193Provider, type Eip6963ProviderInfo } from './provider'

export interface Eip155Options {
  /** Listen for EIP-6963 announcements (default: the modal's enableEIP6963). */
  eip6963?: boolean
  /** Offer window.ethereum as 'Browser Wallet' (default: the modal's enableInjected). */
  injected?: boolean
  /**
   * EIP-5792 for a wallet without it: send `wallet_sendCalls`' calls one by one with eth_sendTransaction
   * (never atomically; `atomicRequired` is refused with 5760), and answer `wallet_getCallsStatus` from
   * their receipts. Default false: such a wallet's batch fails with 5700.
   */
  sendCallsFallback?: boolean
}

/** What an EVM WalletConnect session asks for. */
export const EIP155_WALLETCONNECT_METHODS = [
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
] as const

export function eip155(o: Eip155Options = {}): NamespacePlugin {
  return {
    kind: 'namespace',
    namespace: 'eip155',
    label: /* t */ 'Ethereum and EVM',
    // SPEC §6: eip155 defaults to smart accounts.
    defaultAccountType: 'smartAccount',
    isAddress: isEvmAddress,
    normalizeAddress: (address) => address.toLowerCase(),
    discover: (ctx, registry) =>
      discoverEvmWallets(ctx, registry, {
        eip6963: o.eip6963 ?? ctx.options.enableEIP6963,
        injected: o.injected ?? ctx.options.enableInjected,
      }),
    getBalance: async (ctx, network, address) => BigInt(await rpc<string>(ctx, network, 'eth_getBalance', [address, 'latest'])),
    capabilities: {
      evm: true,
      tokenBalances: true,
      history: true,
      // SPEC §1: names are eip155's.
      names: true,
      // SPEC §9 swap networks are eip155: the wallet sends the router and approve calls the services build.
      // SPEC §2, §5: an EVM send names its token; a native send stays on its view when done.
      transfers: { requiresToken: true, nativeReturnsToAccount: false, nativePlaceholders: ['0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], load: () => import('./transfers') },
      signIn: { chainName: 'Ethereum' },
      rpc: () => import('./rpc-methods').then((m) => m.eip155Rpc(o)),
      walletConnect: { methods: EIP155_WALLETCONNECT_METHODS, events: ['chainChanged', 'accountsChanged'], load: () => import('./walletconnect') },
      walletAssets: () => import('./wallet-assets').then((m) => m.readWalletAssets),
    },
  }
}
