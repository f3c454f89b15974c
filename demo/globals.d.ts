// What the demo page puts on window for the e2e tests.
import type { EvmDevWallet } from './dev-wallet/evm'
import type { SolanaDevWallet } from './dev-wallet/solana'

declare global {
  interface Window {
    /** The dev wallet, so tests can drive it (setAccount, switchChain, disconnect, reject). */
    __devWallet?: EvmDevWallet
    /** The dev Solana wallet (Wallet Standard), so tests can drive it (setAccount, disconnect, reject). */
    __solanaDevWallet?: SolanaDevWallet
  }
}
