// What the demo server hands the page at /config.json: where the local chains, the WalletConnect
// relay and the wallet services API listen. The stack writes it, demo/config.ts reads and checks it.

/** The demo page's project: the stack's services serve it to the origins below and refuse any other id. */
export const DEMO_PROJECT_ID = 'gangway-demo'
/**
 * The demo's wallets (the phone wallet on the page, the tests' sign-client wallet) have a project of
 * their own, as a real wallet does: the stack's relay refuses a project id the services do not know.
 */
export const DEMO_WALLET_PROJECT_ID = 'gangway-demo-phone-wallet'
/** SPEC §5 wildcards: the demo page on any loopback port, by address or by name. */
export const DEMO_ORIGINS: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*']

/** A local EVM chain as the dev wallet and the demo page know it. */
export interface DevChain {
  id: number
  name: string
  /** The node the dev wallet signs and sends through. */
  rpcUrl: string
  /** The URLs the modal reads the chain from, in order (SPEC §9 fallback); default [rpcUrl]. */
  rpcUrls?: string[]
}

export interface DemoSolanaConfig {
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  token: { mint: string; symbol: string; name: string; decimals: number }
}

/** The simulated Bitcoin ledger (regtest, Esplora REST API), when the stack runs it. */
export interface DemoBitcoinConfig {
  esploraUrl: string
  /** CAIP-2 of regtest: bip122:0f9188f13cb7b2c71f2a335e3a4fc328 */
  caip2: string
}

/** The simulated Cosmos chain (CometBFT 0.38 RPC), when the stack runs it. */
export interface DemoCosmosConfig {
  rpcUrl: string
  chainId: string
  prefix: string
  denom: string
}

/** The local Substrate chain (chopsticks), when the stack runs it. */
export interface DemoPolkadotConfig {
  wsUrl: string
  httpUrl: string
  genesisHash: string
}

/** The embedded wallet's services, when the stack runs them. */
export interface DemoEmbeddedConfig {
  secureSiteUrl: string
  /** The SMTP sink's dev mailbox page. */
  mailboxUrl?: string
  /** The dev OpenID Connect provider (stand-in for the social providers). */
  oidcUrl?: string
  /** The dev Farcaster approver (stand-in for the Farcaster app). */
  farcasterApproverUrl: string
}

export interface DemoConfig {
  chains: DevChain[]
  /** Base URL of the wallet services API (balances, history, analytics). */
  api?: string
  /** The local Solana runtime, when the stack runs one. */
  solana?: DemoSolanaConfig
  relayUrl?: string
  apiUrl?: string
  bitcoin?: DemoBitcoinConfig
  cosmos?: DemoCosmosConfig
  polkadot?: DemoPolkadotConfig
  embedded?: DemoEmbeddedConfig
}
