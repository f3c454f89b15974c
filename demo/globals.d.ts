// What the demo page puts on window for the e2e tests.
import type { EvmDevWallet } from './dev-wallet/evm'
import type { SolanaDevWallet } from './dev-wallet/solana'
import type { BitcoinDevWallet } from './dev-wallet/bitcoin'
import type { CosmosDevWallet } from './dev-wallet/cosmos'
import type { PolkadotDevWallet } from './dev-wallet/polkadot'

declare global {
  interface Window {
    /** The dev wallet, so tests can drive it (setAccount, switchChain, disconnect, reject). */
    __devWallet?: EvmDevWallet
    /** The dev Solana wallet (Wallet Standard), so tests can drive it (setAccount, disconnect, reject). */
    __solanaDevWallet?: SolanaDevWallet
    /** The dev Bitcoin wallet (Wallet Standard, bitcoin:regtest), so tests can drive it. */
    __bitcoinDevWallet?: BitcoinDevWallet
    /** The dev Keplr-style wallet (also at window.keplr), so tests can drive it. */
    __cosmosDevWallet?: CosmosDevWallet
    /** The dev Polkadot wallet (also at window.injectedWeb3['gangway-dev']), so tests can drive it. */
    __polkadotDevWallet?: PolkadotDevWallet
  }
}
