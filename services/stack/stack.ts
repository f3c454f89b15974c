// The local stack: two anvil chains, the WalletConnect relay, the wallet services API and the demo
// page. `npm run demo` and the e2e tests both start it here.
import type { DevChain } from '../../demo/dev-wallet/evm'
import { startApi } from '../api/server'
import { startRelay } from '../relay'
import { startDemoServer, type BuildMode } from './demo-server'
import { startAnvil } from './evm'
import { portOrFree } from './ports'

export interface StackOptions {
  /** Fixed ports; 0 or undefined picks a free one. */
  ports?: { evmA?: number; evmB?: number; demo?: number; relay?: number; api?: number }
  mode?: BuildMode
}

export interface Stack {
  urls: { demo: string; evmA: string; evmB: string; relay: string; api: string }
  chains: DevChain[]
  stop(): Promise<void>
}

export const CHAIN_A = { id: 31337, name: 'Local A' } as const
export const CHAIN_B = { id: 31338, name: 'Local B' } as const

export async function startStack(o: StackOptions = {}): Promise<Stack> {
  const started: Array<{ stop(): Promise<void> }> = []
  // stops in reverse start order; every stop runs even if one of them throws
  const stopAll = async () => {
    const results = await Promise.allSettled(started.reverse().map((s) => s.stop()))
    started.length = 0
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
  }
  try {
    const [portA, portB, portDemo] = await Promise.all([portOrFree(o.ports?.evmA), portOrFree(o.ports?.evmB), portOrFree(o.ports?.demo)])
    const chains = await Promise.allSettled([startAnvil({ chainId: CHAIN_A.id, port: portA }), startAnvil({ chainId: CHAIN_B.id, port: portB })])
    for (const c of chains) if (c.status === 'fulfilled') started.push(c.value)
    for (const c of chains) if (c.status === 'rejected') throw c.reason
    const [evmA, evmB] = chains.map((c) => (c as PromiseFulfilledResult<{ url: string }>).value.url) as [string, string]

    const devChains: DevChain[] = [
      { ...CHAIN_A, rpcUrl: evmA },
      { ...CHAIN_B, rpcUrl: evmB },
    ]
    const [relay, api] = await Promise.all([startRelay({ port: o.ports?.relay ?? 0 }), startApi({ port: o.ports?.api ?? 0 })])
    started.push(relay, api)
    const demo = await startDemoServer({ port: portDemo, config: { chains: devChains, relayUrl: relay.url, apiUrl: api.url }, mode: o.mode })
    started.push(demo)

    let stopping: Promise<void> | undefined
    const urls = { demo: demo.url, evmA, evmB, relay: relay.url, api: api.url }
    return { urls, chains: devChains, stop: () => (stopping ??= stopAll()) }
  } catch (error) {
    await stopAll().catch(() => {}) // the start error is the one worth reporting
    throw error
  }
}
