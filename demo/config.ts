// Reads and checks the runtime config the demo server hands the page at /config.json (its shape is
// shared with the stack in services/dev/demo-config.ts).
import type { DemoBitcoinConfig, DemoConfig, DemoCosmosConfig, DemoEmbeddedConfig, DemoPolkadotConfig, DemoSolanaConfig, DevChain } from '../services/dev/demo-config'

export type { DemoBitcoinConfig, DemoConfig, DemoCosmosConfig, DemoEmbeddedConfig, DemoPolkadotConfig, DemoSolanaConfig, DevChain }

export async function loadDemoConfig(url = '/config.json'): Promise<DemoConfig> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP status code: ${res.status}`)
  const body = (await res.json()) as Partial<DemoConfig>
  const chains = Array.isArray(body.chains) ? body.chains.filter(isDevChain).map(({ rpcUrls, ...chain }) => (isStrings(rpcUrls) && rpcUrls.length ? { ...chain, rpcUrls } : chain)) : []
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
    embedded: hasStrings<DemoEmbeddedConfig>(body.embedded, ['secureSiteUrl', 'farcasterApproverUrl']),
  }
}

/** `value` when it is an object whose `keys` are all strings, else undefined. */
function hasStrings<T>(value: unknown, keys: ReadonlyArray<keyof T & string>): T | undefined {
  return typeof value === 'object' && value !== null && keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string') ? (value as T) : undefined
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

const isSolanaConfig = (c: unknown): c is DemoSolanaConfig =>
  typeof c === 'object' && c !== null && ['rpcUrl', 'wsUrl', 'genesisHash'].every((key) => typeof (c as Record<string, unknown>)[key] === 'string')

const isDevChain = (c: unknown): c is DevChain =>
  typeof c === 'object' && c !== null && Number.isInteger((c as DevChain).id) && typeof (c as DevChain).name === 'string' && typeof (c as DevChain).rpcUrl === 'string'
