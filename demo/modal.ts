// The demo's modal: the local chains of the stack (EVM and Solana), WalletConnect through the
// stack's relay with its wallet catalogue, the account features (send, receive, activity, names)
// against the stack's services, sign-in with the wallet (off, optional or required), light or dark.
import { createModal, type Modal } from 'gangway'
import { activity } from 'gangway/activity'
import { eip155, localEvmNetwork } from 'gangway/eip155'
import { names } from 'gangway/names'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'
import { siwx } from 'gangway/siwx'
import { localSolanaNetwork, solana } from 'gangway/solana'
import { walletConnect } from 'gangway/walletconnect'
import type { DemoConfig } from './config'
import type { SignInMode } from './sign-in-mode'

export function createDemoModal(config: DemoConfig, signIn: SignInMode = 'off'): Modal {
  return createModal({
    projectId: 'gangway-demo',
    plugins: [
      eip155(),
      solana(),
      walletConnect({ relayUrl: config.relayUrl }),
      send(),
      receive(),
      activity(),
      // SPEC §6 wants the e-mail/social wallet for names; the demo has none yet, so its wallets may register.
      names({ allowWalletConnections: true }),
      // Sessions on the stack's services, which the demo's own server reads back (/api/session).
      ...(signIn === 'off' ? [] : [siwx({ required: signIn === 'required' })]),
    ],
    // The stack's own services: catalogue, balances, history, names and analytics stay on this machine.
    services: { api: config.apiUrl, catalogue: config.apiUrl, relay: config.relayUrl },
    networks: [
      ...config.chains.map((chain) => localEvmNetwork(chain.id, chain.rpcUrl, chain.name)),
      ...(config.solana ? [localSolanaNetwork(config.solana.genesisHash, config.solana.rpcUrl, 'Solana Local')] : []),
    ],
    metadata: { name: 'Gangway demo', description: 'The Gangway modal against a local stack', url: location.origin, icons: [] },
    themeMode: localStorage.getItem('demo-theme') === 'dark' ? 'dark' : 'light',
    logLevel: 'warn',
  })
}
