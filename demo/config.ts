// The runtime config the demo server hands the page at /config.json: where the local chains, the
// WalletConnect relay and the wallet services API listen.
import type { DevChain } from './dev-wallet/evm'

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
}

export async function loadDemoConfig(url = '/config.json'): Promise<DemoConfig> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP status code: ${res.status}`)
  const body = (await res.json()) as Partial<DemoConfig>
  const chains = Array.isArray(body.chains) ? body.chains.filter(isDevChain) : []
  if (!chains.length) throw new Error(`${url} lists no chains`)
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  return {
    chains,
    apiUrl: text(body.apiUrl),
    relayUrl: text(body.relayUrl),
    solana: isSolanaConfig(body.solana) ? body.solana : undefined,
    bitcoin: hasStrings<DemoBitcoinConfig>(body.bitcoin, ['esploraUrl', 'caip2']),
    cosmos: hasStrings<DemoCosmosConfig>(body.cosmos, ['rpcUrl', 'chainId', 'prefix', 'denom']),
    polkadot: hasStrings<DemoPolkadotConfig>(body.polkadot, ['wsUrl', 'httpUrl', 'genesisHash']),
  }
}

/** `value` when it is an object whose `keys` are all strings, else undefined. */
function hasStrings<T>(value: unknown, keys: ReadonlyArray<keyof T & string>): T | undefined {
  return typeof value === 'object' && value !== null && keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string') ? (value as T) : undefined
}

const isSolanaConfig = (c: unknown): c is DemoSolanaConfig =>
  typeof c === 'object' && c !== null && ['rpcUrl', 'wsUrl', 'genesisHash'].every((key) => typeof (c as Record<string, unknown>)[key] === 'string')

const isDevChain = (c: unknown): c is DevChain =>
  typeof c === 'object' && c !== null && Number.isInteger((c as DevChain).id) && typeof (c as DevChain).name === 'string' && typeof (c as DevChain).rpcUrl === 'string'
