// The demo host page. It reads the stack's runtime config, starts the dev wallet and the phone
// wallet (WalletConnect), and leaves #app for the modal demo.
import { createRoot } from 'react-dom/client'
import { DemoApp } from './app'
import { loadDemoConfig } from './config'
import { createDemoModal } from './modal'
import { signInMode } from './sign-in-mode'
import { batchMode } from './host-options'
import { announceEvmDevWallet } from './dev-wallet/announce'
import { createEvmDevWallet } from './dev-wallet/evm'
import { DevWalletPanel } from './dev-wallet/panel'
import { registerStandardWallet } from './dev-wallet/register'
import { createSolanaDevWallet } from './dev-wallet/solana'
import { SolanaDevWalletPanel } from './dev-wallet/solana-panel'
import { PhoneWalletPanel } from './phone-wallet/panel'
import { createPhoneWallet } from './phone-wallet/wallet'

async function main() {
  const config = await loadDemoConfig()

  const devWallet = createEvmDevWallet({ chains: config.chains, storage: window.localStorage, eip5792: batchMode().devWalletCalls })
  window.__devWallet = devWallet
  announceEvmDevWallet(devWallet, window)
  // The Solana dev wallet registers through Wallet Standard, as a browser extension would.
  const solana = config.solana
  const solanaWallet = solana && createSolanaDevWallet({ rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl, storage: window.localStorage })
  if (solanaWallet) {
    window.__solanaDevWallet = solanaWallet
    registerStandardWallet(solanaWallet.wallet, window)
  }
  // The Bitcoin, Cosmos and Polkadot dev wallets (and the modal's plugins for them) exist when the stack runs
  // their chains. The demo server sets the flag at build time, so without those chains none of their code is
  // bundled; with them it is a chunk of its own, loaded before the modal starts (so the modal finds
  // window.keplr and the others at once).
  const extra = process.env.GANGWAY_DEMO_CHAINS === 'on' && (config.bitcoin || config.cosmos || config.polkadot) ? await import('./extra-wallets') : undefined
  const extraPanels = extra ? extra.startExtraDevWallets(config, window) : []
  createRoot(document.getElementById('dev-wallet')!).render(
    <>
      <DevWalletPanel wallet={devWallet} />
      {solana && solanaWallet && <SolanaDevWalletPanel wallet={solanaWallet} rpcUrl={solana.rpcUrl} />}
      {extraPanels}
    </>,
  )
  if (config.relayUrl) {
    const phoneWallet = createPhoneWallet({ relayUrl: config.relayUrl, chains: config.chains, more: extra?.phoneChains(config) })
    createRoot(document.getElementById('phone-wallet')!).render(<PhoneWalletPanel wallet={phoneWallet} chains={config.chains} />)
  }

  const signIn = signInMode()
  // The Bitcoin, Polkadot and Cosmos plugins join the modal with the local networks of the chains the stack runs.
  const modal = createDemoModal(config, signIn, extra?.moreChains(config))
  document.documentElement.dataset.theme = modal.stores.$themeMode.get()
  createRoot(document.getElementById('app')!).render(<DemoApp modal={modal} apiUrl={config.apiUrl} signIn={signIn} embedded={config.embedded} />)
}

main().catch((error: unknown) => {
  console.error(error)
  document.getElementById('app')!.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`
})
