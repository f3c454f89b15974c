// The demo host page. It reads the stack's runtime config, starts the dev wallet and the phone
// wallet (WalletConnect), and leaves #app for the modal demo.
import { createRoot } from 'react-dom/client'
import { DemoApp } from './app'
import { loadDemoConfig } from './config'
import { createDemoModal } from './modal'
import { announceEvmDevWallet } from './dev-wallet/announce'
import { createEvmDevWallet } from './dev-wallet/evm'
import { DevWalletPanel } from './dev-wallet/panel'
import { registerStandardWallet } from './dev-wallet/register'
import { createSolanaDevWallet } from './dev-wallet/solana'
import { SolanaDevWalletPanel } from './dev-wallet/solana-panel'
import { createBitcoinDevWallet } from './dev-wallet/bitcoin'
import { BitcoinDevWalletPanel } from './dev-wallet/bitcoin-panel'
import { createCosmosDevWallet } from './dev-wallet/cosmos'
import { CosmosDevWalletPanel } from './dev-wallet/cosmos-panel'
import { createPolkadotDevWallet } from './dev-wallet/polkadot'
import { PolkadotDevWalletPanel } from './dev-wallet/polkadot-panel'
import { PhoneWalletPanel } from './phone-wallet/panel'
import { createPhoneWallet } from './phone-wallet/wallet'

async function main() {
  const config = await loadDemoConfig()

  const devWallet = createEvmDevWallet({ chains: config.chains, storage: window.localStorage })
  window.__devWallet = devWallet
  announceEvmDevWallet(devWallet, window)
  // The Solana dev wallet registers through Wallet Standard, as a browser extension would.
  const solana = config.solana
  const solanaWallet = solana && createSolanaDevWallet({ rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl, storage: window.localStorage })
  if (solanaWallet) {
    window.__solanaDevWallet = solanaWallet
    registerStandardWallet(solanaWallet.wallet, window)
  }
  // The Bitcoin, Cosmos and Polkadot dev wallets exist when the stack runs their chains; each loads its keys
  // and SDK in a chunk of its own, after the page has rendered.
  const { bitcoin, cosmos, polkadot } = config
  const bitcoinWallet = bitcoin && createBitcoinDevWallet({ esploraUrl: bitcoin.esploraUrl, storage: window.localStorage })
  if (bitcoinWallet) {
    window.__bitcoinDevWallet = bitcoinWallet
    registerStandardWallet(bitcoinWallet.wallet, window)
  }
  const cosmosWallet = cosmos && createCosmosDevWallet({ chains: [{ chainId: cosmos.chainId, chainName: 'Gangway Local (simulated)', rpc: cosmos.rpcUrl, bech32Prefix: cosmos.prefix }], storage: window.localStorage })
  if (cosmosWallet) {
    window.__cosmosDevWallet = cosmosWallet
    cosmosWallet.install(window)
  }
  const polkadotWallet = polkadot && createPolkadotDevWallet({ storage: window.localStorage })
  if (polkadotWallet) {
    window.__polkadotDevWallet = polkadotWallet
    polkadotWallet.install(window)
  }
  createRoot(document.getElementById('dev-wallet')!).render(
    <>
      <DevWalletPanel wallet={devWallet} />
      {solana && solanaWallet && <SolanaDevWalletPanel wallet={solanaWallet} rpcUrl={solana.rpcUrl} />}
      {bitcoin && bitcoinWallet && <BitcoinDevWalletPanel wallet={bitcoinWallet} esploraUrl={bitcoin.esploraUrl} />}
      {polkadot && polkadotWallet && <PolkadotDevWalletPanel wallet={polkadotWallet} rpcUrl={polkadot.httpUrl} />}
      {cosmos && cosmosWallet && <CosmosDevWalletPanel wallet={cosmosWallet} rpcUrl={cosmos.rpcUrl} chainId={cosmos.chainId} denom={cosmos.denom} />}
    </>,
  )
  if (config.relayUrl) {
    const phoneWallet = createPhoneWallet({ relayUrl: config.relayUrl, chains: config.chains })
    createRoot(document.getElementById('phone-wallet')!).render(<PhoneWalletPanel wallet={phoneWallet} chains={config.chains} />)
  }

  const modal = createDemoModal(config)
  document.documentElement.dataset.theme = modal.stores.$themeMode.get()
  createRoot(document.getElementById('app')!).render(<DemoApp modal={modal} />)
}

main().catch((error: unknown) => {
  console.error(error)
  document.getElementById('app')!.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`
})
