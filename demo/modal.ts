// The demo's modal: the local chains of the stack (EVM and Solana), the account features (send,
// receive, activity) against the stack's services, light or dark.
import { createModal, type Modal } from 'gangway'
import { activity } from 'gangway/activity'
import { eip155, localEvmNetwork } from 'gangway/eip155'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'
import { localSolanaNetwork, solana } from 'gangway/solana'
import type { DemoConfig } from './config'

export function createDemoModal(config: DemoConfig): Modal {
  return createModal({
    projectId: 'gangway-demo',
    plugins: [eip155(), solana(), send(), receive(), activity()],
    // The stack's own services: balances, history, names and analytics stay on this machine.
    services: config.api ? { api: config.api } : {},
    networks: [
      ...config.chains.map((chain) => localEvmNetwork(chain.id, chain.rpcUrl, chain.name)),
      ...(config.solana ? [localSolanaNetwork(config.solana.genesisHash, config.solana.rpcUrl, 'Solana Local')] : []),
    ],
    metadata: { name: 'Gangway demo', description: 'The Gangway modal against a local stack', url: location.origin, icons: [] },
    themeMode: localStorage.getItem('demo-theme') === 'dark' ? 'dark' : 'light',
    logLevel: 'warn',
  })
}
