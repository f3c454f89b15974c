// A WalletConnect v2 relay for the local stack and the tests: real 2.25 clients pair, settle and talk through it.
export { startRelay, type RelayOptions, type RunningRelay } from './server'
