// The demo's modal: the local chains of the stack (EVM and Solana, and Bitcoin, Polkadot and Cosmos when
// the stack runs them: `more`, from modal-chains.ts), WalletConnect through the stack's relay with its
// wallet catalogue, the account features (send, receive, activity) against the stack's services, light or dark.
import { createModal, type Modal, type NamespacePlugin, type Network } from 'gangway'
import { activity } from 'gangway/activity'
import { eip155, localEvmNetwork } from 'gangway/eip155'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'
import { localSolanaNetwork, solana } from 'gangway/solana'
import { walletConnect } from 'gangway/walletconnect'
import type { DemoConfig } from './config'

export function createDemoModal(config: DemoConfig, more: { plugins: NamespacePlugin[]; networks: Network[] } = { plugins: [], networks: [] }): Modal {
  return createModal({
    projectId: 'gangway-demo',
    plugins: [eip155(), solana(), ...more.plugins, walletConnect({ relayUrl: config.relayUrl }), send(), receive(), activity()],
    // The stack's own services: catalogue, balances, history, names and analytics stay on this machine.
    services: { api: config.apiUrl, catalogue: config.apiUrl, relay: config.relayUrl },
    networks: [
      ...config.chains.map((chain) => localEvmNetwork(chain.id, chain.rpcUrl, chain.name)),
      ...(config.solana ? [localSolanaNetwork(config.solana.genesisHash, config.solana.rpcUrl, 'Solana Local')] : []),
      ...more.networks,
    ],
    metadata: { name: 'Gangway demo', description: 'The Gangway modal against a local stack', url: location.origin, icons: [] },
    themeMode: localStorage.getItem('demo-theme') === 'dark' ? 'dark' : 'light',
    logLevel: 'warn',
  })
}
