// The local stack: two anvil chains with the demo tokens, the local Solana runtime, the WalletConnect
// relay, the wallet services API and the demo page. `npm run demo` and the e2e tests both start it here.
import { fileURLToPath } from 'node:url'
import type { DevChain } from '../dev/demo-config'
import { startApi, type ApiServer } from '../api/server'
import { startRelay } from '../relay'
import { startDemoServer, type BuildMode } from './demo-server'
import { startAnvil } from './evm'
import { startLocalSolana, type LocalSolana } from '../solana'
import { portOrFree } from './ports'
import { deployDemoTokens, devAddress } from './tokens'

export interface StackOptions {
  /** Fixed ports; 0 or undefined picks a free one. */
  ports?: { evmA?: number; evmB?: number; demo?: number; solana?: number; relay?: number; api?: number }
  mode?: BuildMode
  /** Where the services keep their SQLite file (`npm run demo`: DEFAULT_DATA_DIR); unset keeps it in memory. */
  dataDir?: string
}

export interface Stack {
  urls: { demo: string; evmA: string; evmB: string; solana: string; solanaWs: string; relay: string; api: string }
  dataDir: string | undefined
  chains: DevChain[]
  /** The local Solana runtime: genesis hash, funded dev accounts, demo token. */
  solana: Omit<LocalSolana, 'stop'>
  /** The wallet services API on its own, e.g. to stop it and see the modal cope. */
  api: ApiServer
  stop(): Promise<void>
}

export const CHAIN_A = { id: 31337, name: 'Local A' } as const
export const CHAIN_B = { id: 31338, name: 'Local B' } as const
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/services/', import.meta.url))

/** Names for dev accounts 1-4, so a receiver can be typed as `bob.gw`. */
export const DEV_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  // Account 0 has none, so the demo also shows an account without a name.
  ['bob', 'carol', 'dave', 'erin'].map((name, i) => [`${name}.gw`, devAddress(i + 1)]),
)

export async function startStack(o: StackOptions = {}): Promise<Stack> {
  const started: Array<{ stop(): Promise<void> }> = []
  // Stops in reverse start order, each once the later ones are down (the API's indexers stop
  // before the chains they read); every stop runs even if one of them throws.
  const stopAll = async () => {
    const failures: unknown[] = []
    for (const s of started.reverse()) await s.stop().catch((error: unknown) => failures.push(error))
    started.length = 0
    if (failures.length) throw failures[0]
  }
  try {
    const [portA, portB, portDemo, portSolana, portApi] = (await Promise.all(
      [o.ports?.evmA, o.ports?.evmB, o.ports?.demo, o.ports?.solana, o.ports?.api].map(portOrFree),
    )) as [number, number, number, number, number]
    const chains = await Promise.allSettled([startAnvil({ chainId: CHAIN_A.id, port: portA }), startAnvil({ chainId: CHAIN_B.id, port: portB })])
    for (const c of chains) if (c.status === 'fulfilled') started.push(c.value)
    for (const c of chains) if (c.status === 'rejected') throw c.reason
    const [evmA, evmB] = chains.map((c) => (c as PromiseFulfilledResult<{ url: string }>).value.url) as [string, string]

    const devChains: DevChain[] = [
      { ...CHAIN_A, rpcUrl: evmA },
      { ...CHAIN_B, rpcUrl: evmB },
    ]
    await Promise.all(devChains.map((chain) => deployDemoTokens(chain.rpcUrl)))
    const [solana, relay] = await Promise.all([
      startLocalSolana({ port: portSolana }).then((s) => (started.push(s), s)),
      startRelay({ port: o.ports?.relay ?? 0 }).then((s) => (started.push(s), s)),
    ])

    const { dataDir } = o
    const api = await startApi({
      port: portApi,
      dataDir,
      names: DEV_NAMES,
      chains: [
        ...devChains.map((chain) => ({
          caipNetworkId: `eip155:${chain.id}`,
          name: chain.name,
          rpcUrl: chain.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        })),
        {
          caipNetworkId: `solana:${solana.genesisHash.slice(0, 32)}`,
          name: 'Solana Local',
          rpcUrl: solana.url,
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          tokens: [{ address: solana.token.mint, name: solana.token.name, symbol: solana.token.symbol, decimals: solana.token.decimals }],
        },
      ],
    })
    started.push(api)

    const solanaConfig = { rpcUrl: solana.url, wsUrl: solana.wsUrl, genesisHash: solana.genesisHash, token: solana.token }
    const demo = await startDemoServer({ port: portDemo, config: { chains: devChains, apiUrl: api.url, relayUrl: relay.url, solana: solanaConfig }, mode: o.mode })
    started.push(demo)

    let stopping: Promise<void> | undefined
    const { stop: _stop, ...solanaInfo } = solana
    return {
      urls: { demo: demo.url, evmA, evmB, solana: solana.url, solanaWs: solana.wsUrl, relay: relay.url, api: api.url },
      dataDir,
      chains: devChains,
      solana: solanaInfo,
      api,
      stop: () => (stopping ??= stopAll()),
    }
  } catch (error) {
    await stopAll().catch(() => {}) // the start error is the one worth reporting
    throw error
  }
}
