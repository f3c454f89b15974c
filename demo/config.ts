// Reads and checks the runtime config the demo server hands the page at /config.json (its shape is
// shared with the stack in services/dev/demo-config.ts).
import type { DemoConfig, DemoSolanaConfig, DevChain } from '../services/dev/demo-config'

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
  }
}

const isSolanaConfig = (c: unknown): c is DemoSolanaConfig =>
  typeof c === 'object' && c !== null && ['rpcUrl', 'wsUrl', 'genesisHash'].every((key) => typeof (c as Record<string, unknown>)[key] === 'string')

const isDevChain = (c: unknown): c is DevChain =>
  typeof c === 'object' && c !== null && Number.isInteger((c as DevChain).id) && typeof (c as DevChain).name === 'string' && typeof (c as DevChain).rpcUrl === 'string'
