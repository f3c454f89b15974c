// The local stack: two anvil chains, the local Solana runtime, the WalletConnect relay, the wallet
// services API and the demo page. `npm run demo` and the e2e tests both start it here.
import type { DevChain } from '../../demo/dev-wallet/evm'
import { startApi } from '../api/server'
import { startRelay } from '../relay'
import { startDemoServer, type BuildMode } from './demo-server'
import { startAnvil } from './evm'
import { startLocalSolana, type LocalSolana } from '../solana'
import { portOrFree } from './ports'

export interface StackOptions {
  /** Fixed ports; 0 or undefined picks a free one. */
  ports?: { evmA?: number; evmB?: number; demo?: number; solana?: number; relay?: number; api?: number }
  mode?: BuildMode
}

export interface Stack {
  urls: { demo: string; evmA: string; evmB: string; solana: string; solanaWs: string; relay: string; api: string }
  chains: DevChain[]
  /** The local Solana runtime: genesis hash, funded dev accounts, demo token. */
  solana: Omit<LocalSolana, 'stop'>
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
    const [portA, portB, portDemo, portSolana] = await Promise.all([portOrFree(o.ports?.evmA), portOrFree(o.ports?.evmB), portOrFree(o.ports?.demo), portOrFree(o.ports?.solana)])
    const chains = await Promise.allSettled([startAnvil({ chainId: CHAIN_A.id, port: portA }), startAnvil({ chainId: CHAIN_B.id, port: portB })])
    for (const c of chains) if (c.status === 'fulfilled') started.push(c.value)
    for (const c of chains) if (c.status === 'rejected') throw c.reason
    const [evmA, evmB] = chains.map((c) => (c as PromiseFulfilledResult<{ url: string }>).value.url) as [string, string]

    const devChains: DevChain[] = [
      { ...CHAIN_A, rpcUrl: evmA },
      { ...CHAIN_B, rpcUrl: evmB },
    ]
    const [solana, relay, api] = await Promise.all([
      startLocalSolana({ port: portSolana }).then((s) => (started.push(s), s)),
      startRelay({ port: o.ports?.relay ?? 0 }).then((s) => (started.push(s), s)),
      startApi({ port: o.ports?.api ?? 0 }).then((s) => (started.push(s), s)),
    ])
    const solanaConfig = { rpcUrl: solana.url, wsUrl: solana.wsUrl, genesisHash: solana.genesisHash, token: solana.token }
    const demo = await startDemoServer({
      port: portDemo,
      config: { chains: devChains, solana: solanaConfig, relayUrl: relay.url, apiUrl: api.url },
      mode: o.mode,
    })
    started.push(demo)

    let stopping: Promise<void> | undefined
    const { stop: _stop, ...solanaInfo } = solana
    return {
      urls: { demo: demo.url, evmA, evmB, solana: solana.url, solanaWs: solana.wsUrl, relay: relay.url, api: api.url },
      chains: devChains,
      solana: solanaInfo,
      stop: () => (stopping ??= stopAll()),
    }
  } catch (error) {
    await stopAll().catch(() => {}) // the start error is the one worth reporting
    throw error
  }
}
