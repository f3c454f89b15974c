// What the demo server hands the page at /config.json: where the local chains, the WalletConnect
// relay and the wallet services API listen. The stack writes it, demo/config.ts reads and checks it.

/** A local EVM chain as the dev wallet and the demo page know it. */
export interface DevChain {
  id: number
  name: string
  rpcUrl: string
}

export interface DemoSolanaConfig {
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  token: { mint: string; symbol: string; name: string; decimals: number }
}

export interface DemoConfig {
  chains: DevChain[]
  /** Base URL of the wallet services API (balances, history, analytics). */
  api?: string
  /** The local Solana runtime, when the stack runs one. */
  solana?: DemoSolanaConfig
  relayUrl?: string
  apiUrl?: string
}
