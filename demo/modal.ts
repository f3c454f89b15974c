// The demo's modal: the local chains of the stack (EVM and Solana), light or dark.
import { createModal, type Modal } from 'gangway'
import { eip155, localEvmNetwork } from 'gangway/eip155'
import { localSolanaNetwork, solana } from 'gangway/solana'
import type { DemoConfig } from './config'

export function createDemoModal(config: DemoConfig): Modal {
  return createModal({
    projectId: 'gangway-demo',
    plugins: [eip155(), solana()],
    networks: [
      ...config.chains.map((chain) => localEvmNetwork(chain.id, chain.rpcUrl, chain.name)),
      ...(config.solana ? [localSolanaNetwork(config.solana.genesisHash, config.solana.rpcUrl, 'Solana Local')] : []),
    ],
    metadata: { name: 'Gangway demo', description: 'The Gangway modal against a local stack', url: location.origin, icons: [] },
    themeMode: localStorage.getItem('demo-theme') === 'dark' ? 'dark' : 'light',
    logLevel: 'warn',
  })
}
