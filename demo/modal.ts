// The demo's modal: the local chains of the stack (EVM and Solana, and Bitcoin, Polkadot and Cosmos when
// the stack runs them: `more`, from modal-chains.ts), the embedded wallet (e-mail, socials, Farcaster) on
// the stack's secure site when it runs, WalletConnect through the stack's relay with its wallet catalogue,
// the account features (buy crypto, swap, send, receive, NFTs, activity, names) and pay against the
// stack's services, sign-in with the wallet (off, optional or required), several wallets per namespace,
// light or dark.
import { createModal, type Modal, type NamespacePlugin, type Network } from 'gangway'
import { activity } from 'gangway/activity'
import { connections } from 'gangway/connections'
import { embedded } from 'gangway/embedded'
import { eip155, localEvmNetwork } from 'gangway/eip155'
import { names } from 'gangway/names'
import { nfts } from 'gangway/nfts'
import { onramp } from 'gangway/onramp'
import { pay } from 'gangway/pay'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'
import { siwx } from 'gangway/siwx'
import { swaps } from 'gangway/swaps'
import { localSolanaNetwork, solana } from 'gangway/solana'
import { walletConnect } from 'gangway/walletconnect'
import { DEMO_PROJECT_ID, type DemoConfig } from '../services/dev/demo-config'
import { batchMode, hostOptions } from './host-options'
import { demoLocale } from './language-picker'
import type { SignInMode } from './sign-in-mode'

/** The network with the services' logo of its chain family (SPEC §7 getAssetImage): local chains have none of their own. */
export const withLogo = <N extends Network>(network: N, imageId: string): N => ({ ...network, assets: { imageId } })

export function createDemoModal(config: DemoConfig, signIn: SignInMode = 'off', more: { plugins: NamespacePlugin[]; networks: Network[] } = { plugins: [], networks: [] }): Modal {
  return createModal({
    projectId: DEMO_PROJECT_ID,
    // Tabs follow install order (SPEC §2: Tokens, NFTs, Activity); Account's actions follow SPEC §9.
    plugins: [
      // A batch (EIP-5792) for a wallet without wallet_sendCalls goes out one call at a time, unless ?callsFallback=off.
      eip155({ sendCallsFallback: batchMode().sendCallsFallback }),
      solana(),
      ...more.plugins,
      walletConnect({ relayUrl: config.relayUrl }),
      ...(config.embedded ? embedded({ secureSiteUrl: config.embedded.secureSiteUrl }) : []),
      onramp(),
      swaps(),
      send(),
      receive(),
      nfts(),
      activity(),
      pay(),
      // SPEC §6 wants the e-mail/social wallet for names; the demo lets its dev wallets register too,
      // unless the address says ?names=auth (the SPEC rule as a host gets it by default).
      names({ allowWalletConnections: new URLSearchParams(location.search).get('names') !== 'auth' }),
      // Sessions on the stack's services, which the demo's own server reads back (/api/session).
      ...(signIn === 'off' ? [] : [siwx({ required: signIn === 'required' })]),
      // Several wallets per namespace: Account's 'Switch wallet' (the dev wallet and the phone wallet, say).
      connections(),
    ],
    // SPEC §9: pay is off by default; the demo page takes a payment. The picker suggests the demo's tokens,
    // and Swap is offered on the local chains, where the stack's services swap (SPEC §9's list has none of them).
    features: { pay: true, swapSuggestedTokens: ['ETH', 'DUSD', 'GWAY'], swapNetworks: config.chains.map((chain) => chain.id), onrampMeldPublicKey: 'gangway-demo-meld-key' },
    // The stack's own services: catalogue, balances, history, names and analytics stay on this machine.
    services: { api: config.apiUrl, catalogue: config.apiUrl, relay: config.relayUrl },
    networks: [
      // A chain may list several URLs to read from (the transport falls back in order of health). Its
      // logo is the services' image of its name as a slug ('Local A' → local-a, SPEC §7 getAssetImage).
      ...config.chains.map((chain) =>
        withLogo(
          { ...localEvmNetwork(chain.id, chain.rpcUrl, chain.name), ...(chain.rpcUrls ? { rpcUrls: { default: { http: chain.rpcUrls } } } : {}) },
          chain.name.toLowerCase().replace(/\s+/g, '-'),
        ),
      ),
      ...(config.solana ? [withLogo(localSolanaNetwork(config.solana.genesisHash, config.solana.rpcUrl, 'Solana Local'), 'solana')] : []),
      ...more.networks,
    ],
    metadata: { name: 'Gangway demo', description: 'The Gangway modal against a local stack', url: location.origin, icons: [] },
    themeMode: localStorage.getItem('demo-theme') === 'dark' ? 'dark' : 'light',
    // Issue 16: the picked language, else the browser's (nothing loads for English).
    locale: demoLocale(),
    logLevel: 'warn',
    ...hostOptions(),
  })
}
