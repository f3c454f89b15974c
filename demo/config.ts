// The runtime config the demo server hands the page at /config.json: where the local chains, the
// WalletConnect relay and the wallet services API listen.
import type { DevChain } from './dev-wallet/evm'

export interface DemoConfig {
  chains: DevChain[]
  relayUrl?: string
  apiUrl?: string
}

export async function loadDemoConfig(url = '/config.json'): Promise<DemoConfig> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP status code: ${res.status}`)
  const body = (await res.json()) as Partial<DemoConfig>
  const chains = Array.isArray(body.chains) ? body.chains.filter(isDevChain) : []
  if (!chains.length) throw new Error(`${url} lists no chains`)
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  return { chains, relayUrl: text(body.relayUrl), apiUrl: text(body.apiUrl) }
}

const isDevChain = (c: unknown): c is DevChain =>
  typeof c === 'object' && c !== null && Number.isInteger((c as DevChain).id) && typeof (c as DevChain).name === 'string' && typeof (c as DevChain).rpcUrl === 'string'
