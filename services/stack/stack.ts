// The local stack: two anvil chains with the demo tokens, the local Solana runtime, the WalletConnect
// relay, the wallet services API and the demo page. `npm run demo` and the e2e tests both start it here.
import { fileURLToPath } from 'node:url'
import type { DevChain } from '../../demo/dev-wallet/evm'
import { startApi, type ApiServer } from '../api/server'
import { nodeSignIn } from '../api/siwx/host'
import { startRelay } from '../relay'
import { startDemoServer, type BuildMode } from './demo-server'
import { startAnvil } from './evm'
import { startLocalSolana, type LocalSolana } from '../solana'
import { portOrFree } from './ports'
import { deployLocalContracts, type LocalContracts } from './deploy'
import { fundSolanaTreasury, localOnramp } from './onramp'
import { devAddress } from './tokens'

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
  /** What the stack deployed on each EVM chain (tokens, Uniswap v2, NFTs), by chain id. */
  contracts: Readonly<Record<number, LocalContracts>>
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
  // stops in reverse start order; every stop runs even if one of them throws
  const stopAll = async () => {
    const results = await Promise.allSettled(started.reverse().map((s) => s.stop()))
    started.length = 0
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
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
    const deployed = await Promise.all(devChains.map((chain) => deployLocalContracts(chain.rpcUrl)))
    const contracts = Object.fromEntries(devChains.map((chain, i) => [chain.id, deployed[i]!]))
    const [solana, relay] = await Promise.all([
      startLocalSolana({ port: portSolana }).then((s) => (started.push(s), s)),
      startRelay({ port: o.ports?.relay ?? 0 }).then((s) => (started.push(s), s)),
    ])

    await fundSolanaTreasury(solana.url)
    const solanaChain = { caipNetworkId: `solana:${solana.genesisHash.slice(0, 32)}`, name: 'Solana Local' }

    const { dataDir } = o
    const api = await startApi({
      port: portApi,
      dataDir,
      names: DEV_NAMES,
      // The demo page signs in here (SPEC §4 SIWX); its server reads the same sessions (demo-server.ts).
      signIn: { origins: [`http://127.0.0.1:${portDemo}`] },
      // The demo's spam collection, on each chain: the services' own spam list.
      onramp: localOnramp(devChains.map((chain, i) => ({ ...chain, contracts: deployed[i]! })), solanaChain),
      spam: devChains.flatMap((chain, i) => deployed[i]!.nfts.filter((n) => n.spam).map((n) => `eip155:${chain.id}:${n.address}`)),
      chains: [
        ...devChains.map((chain, i) => ({
          caipNetworkId: `eip155:${chain.id}`,
          name: chain.name,
          rpcUrl: chain.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          swaps: deployed[i]!.swaps,
        })),
        {
          ...solanaChain,
          rpcUrl: solana.url,
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          tokens: [{ address: solana.token.mint, name: solana.token.name, symbol: solana.token.symbol, decimals: solana.token.decimals }],
        },
      ],
    })
    started.push(api)

    const solanaConfig = { rpcUrl: solana.url, wsUrl: solana.wsUrl, genesisHash: solana.genesisHash, token: solana.token }
    const demo = await startDemoServer({ port: portDemo, config: { chains: devChains, apiUrl: api.url, relayUrl: relay.url, solana: solanaConfig }, mode: o.mode, signIn: nodeSignIn(api.signIn) })
    started.push(demo)

    let stopping: Promise<void> | undefined
    const { stop: _stop, ...solanaInfo } = solana
    return {
      urls: { demo: demo.url, evmA, evmB, solana: solana.url, solanaWs: solana.wsUrl, relay: relay.url, api: api.url },
      dataDir,
      chains: devChains,
      contracts,
      solana: solanaInfo,
      api,
      stop: () => (stopping ??= stopAll()),
    }
  } catch (error) {
    await stopAll().catch(() => {}) // the start error is the one worth reporting
    throw error
  }
}
