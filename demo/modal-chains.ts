// The Bitcoin, Polkadot and Cosmos plugins with the local networks the stack runs (the simulated Bitcoin
// ledger, the chopsticks Substrate chain, the simulated Cosmos chain), each only when the stack runs that
// chain. Loaded behind the same build-time flag as the dev wallets, so a stack without them bundles none of it.
import type { Network, NamespacePlugin } from 'gangway'
import { bip122, bitcoinRegtest } from 'gangway/bip122'
import { cosmos, localCosmosNetwork } from 'gangway/cosmos'
import { localPolkadotNetwork, polkadot } from 'gangway/polkadot'
import type { DemoConfig } from './config'
import { DEV_POLKADOT_WALLET_KEY } from './dev-wallet/polkadot'
import { withLogo } from './modal'

/** Names under which the demo's dev wallets are listed: labelled as dev wallets, not as the real ones. */
export const DEV_POLKADOT_WALLET_NAME = 'Dev Polkadot Wallet (local)'
export const DEV_KEPLR_WALLET_NAME = 'Dev Keplr Wallet (local)'

const icon = (color: string, text: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${color}"/><text x="16" y="21" font-family="monospace" font-size="12" font-weight="bold" text-anchor="middle" fill="#fff">${text}</text></svg>`)}`

export function moreChains(config: DemoConfig): { plugins: NamespacePlugin[]; networks: Network[] } {
  const plugins: NamespacePlugin[] = []
  const networks: Network[] = []
  if (config.bitcoin) {
    plugins.push(bip122())
    networks.push(withLogo(bitcoinRegtest(config.bitcoin.esploraUrl, 'Bitcoin Regtest (simulated)'), 'bitcoin'))
  }
  if (config.polkadot) {
    plugins.push(polkadot({ wallets: { [DEV_POLKADOT_WALLET_KEY]: { name: DEV_POLKADOT_WALLET_NAME, icon: icon('#e6007a', 'DEV') } } }))
    networks.push(withLogo(localPolkadotNetwork({ genesisHash: config.polkadot.genesisHash, rpcUrl: config.polkadot.httpUrl, name: 'Polkadot Local (chopsticks)' }), 'polkadot'))
  }
  if (config.cosmos) {
    plugins.push(cosmos({ wallets: [{ global: 'keplr', name: DEV_KEPLR_WALLET_NAME, icon: icon('#5064fb', 'DEV') }] }))
    networks.push(withLogo(localCosmosNetwork(config.cosmos.rpcUrl, { chainId: config.cosmos.chainId, prefix: config.cosmos.prefix, denom: config.cosmos.denom, name: 'Cosmos Local (simulated)' }), 'cosmos'))
  }
  return { plugins, networks }
}
