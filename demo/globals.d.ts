// What the demo page puts on window for the e2e tests.
import type { EvmDevWallet } from './dev-wallet/evm'

declare global {
  interface Window {
    /** The dev wallet, so tests can drive it (setAccount, switchChain, disconnect, reject). */
    __devWallet?: EvmDevWallet
  }
}
