// The dev wallets of the optional chains (Bitcoin, Cosmos, Polkadot), started only when the stack runs those
// chains: main.tsx imports this module behind a build-time flag, so a stack without them builds and loads none
// of it. Each wallet installs itself as its kind of browser wallet would.
import type { ReactNode } from 'react'
import type { DemoConfig } from './config'
import { createBitcoinDevWallet } from './dev-wallet/bitcoin'
import { BitcoinDevWalletPanel } from './dev-wallet/bitcoin-panel'
import { createCosmosDevWallet } from './dev-wallet/cosmos'
import { CosmosDevWalletPanel } from './dev-wallet/cosmos-panel'
import { createPolkadotDevWallet } from './dev-wallet/polkadot'
import { PolkadotDevWalletPanel } from './dev-wallet/polkadot-panel'
import { registerStandardWallet } from './dev-wallet/register'

// What else the flag brings: the modal's Bitcoin, Polkadot and Cosmos plugins, and the phone wallet's accounts on those chains.
export { moreChains } from './modal-chains'
export { phoneChains } from './phone-wallet/more-chains'

/** Creates and installs the configured wallets; returns their panels. */
export function startExtraDevWallets(config: DemoConfig, w: Window): ReactNode[] {
  const panels: ReactNode[] = []
  const { bitcoin, cosmos, polkadot } = config
  if (bitcoin) {
    // Wallet Standard, like the Solana dev wallet
    const wallet = createBitcoinDevWallet({ esploraUrl: bitcoin.esploraUrl, storage: w.localStorage })
    w.__bitcoinDevWallet = wallet
    registerStandardWallet(wallet.wallet, w)
    wallet.installSatsConnect(w) // and as a sats-connect style provider (window.btc_providers)
    panels.push(<BitcoinDevWalletPanel key="bitcoin" wallet={wallet} esploraUrl={bitcoin.esploraUrl} />)
  }
  if (polkadot) {
    // window.injectedWeb3['gangway-dev'], the polkadot-js extension protocol
    const wallet = createPolkadotDevWallet({ storage: w.localStorage })
    w.__polkadotDevWallet = wallet
    wallet.install(w)
    panels.push(<PolkadotDevWalletPanel key="polkadot" wallet={wallet} rpcUrl={polkadot.httpUrl} />)
  }
  if (cosmos) {
    // window.keplr
    const wallet = createCosmosDevWallet({ chains: [{ chainId: cosmos.chainId, chainName: 'Gangway Local (simulated)', rpc: cosmos.rpcUrl, bech32Prefix: cosmos.prefix }], storage: w.localStorage })
    w.__cosmosDevWallet = wallet
    wallet.install(w)
    panels.push(<CosmosDevWalletPanel key="cosmos" wallet={wallet} rpcUrl={cosmos.rpcUrl} chainId={cosmos.chainId} denom={cosmos.denom} />)
  }
  return panels
}
