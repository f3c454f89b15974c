// A chain family of the tests' own, built from the public NamespacePlugin type alone: one network,
// one wallet that connects at once, and the capabilities a test gives it. It shows how the tab
// follows capabilities rather than names.
import { defineNetwork, type Connector, type NamespaceCapabilities, type NamespacePlugin, type WalletSession } from 'gangway'

export const BARE_WALLET_ID = 'bare-wallet'
export const BARE_ADDRESS = 'bare1qyqszqgpqyqszqgp'

export const bareNetwork = defineNetwork({
  id: 'one',
  chainNamespace: 'bare',
  name: 'Bare One',
  nativeCurrency: { name: 'Bare', symbol: 'BARE', decimals: 6 },
  // Never called: the plugin's getBalance answers without it.
  rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
})

const session: WalletSession = {
  accounts: [{ address: BARE_ADDRESS, type: 'eoa' }],
  chainId: bareNetwork.caipNetworkId,
  signMessage: async (message) => `signed:${message}`,
  onChange: () => () => {},
  disconnect: async () => {},
}

const connector: Connector = { id: BARE_WALLET_ID, name: 'Bare Wallet', type: 'INJECTED', chain: 'bare', connect: async () => session }

export function bareNamespace(capabilities: NamespaceCapabilities = {}): NamespacePlugin {
  return {
    kind: 'namespace',
    namespace: 'bare',
    label: 'Bare',
    defaultAccountType: 'eoa',
    isAddress: (address) => /^bare1[a-z0-9]{8,}$/.test(address),
    discover: (_ctx, registry) => {
      registry.add(connector)
      return () => registry.remove(BARE_WALLET_ID, 'bare')
    },
    getBalance: async () => 0n,
    capabilities,
  }
}
