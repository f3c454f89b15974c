// The local stack's ERC-4337 part: the EntryPoint v0.8 and SimpleAccount1271Factory on every local EVM chain,
// and a real bundler (alto) for the chains that enable smart accounts. Each bundler sits behind a handle
// that can stop it and start it again on the same port (tests stop it to see the modal cope).
import { deployAccountAbstraction, type AccountAbstractionContracts } from '../aa/contracts'
import { startBundler, type Bundler } from '../aa/bundler'
import type { DevChain } from '../dev/demo-config'
import { devAccount, devPrivateKey } from './dev-keys'
import { portOrFree } from './ports'
import { withDeadline } from './deadline'
import { jsonRpc } from '../shared/json-rpc'

/** The EntryPoint and factory take a second or two to deploy; alto's start has its own deadline (bundler.ts). */
const CONTRACTS_DEADLINE_MS = 20_000

/** Dev keys beyond the ten anvil funds, so no dev account's nonce moves: the CREATE2 sender, alto's executor and utility keys. */
const AA_DEPLOYER_INDEX = 12
const EXECUTOR_INDEX = 10
const UTILITY_INDEX = 11

export interface SmartAccountsOptions {
  /** The chains that get a bundler, i.e. where smart accounts are enabled; default the first chain only. */
  bundlerChains?: readonly number[]
  /** Fixed port of the first chain's bundler; 0 or undefined picks a free one. */
  port?: number
}

export interface BundlerControl {
  url: string
  chainId: number
  stop(): Promise<void>
  /** Starts the bundler again on the same port (no-op while it runs). */
  start(): Promise<void>
}

export interface LocalSmartAccounts extends AccountAbstractionContracts {
  /** The bundler of each smart-account-enabled chain, by chain id. */
  bundlers: Record<number, BundlerControl>
  stop(): Promise<void>
}

export async function startSmartAccounts(chains: readonly DevChain[], o: SmartAccountsOptions = {}): Promise<LocalSmartAccounts> {
  const wanted = o.bundlerChains ?? chains.slice(0, 1).map((c) => c.id)
  for (const id of wanted) if (!chains.some((c) => c.id === id)) throw new Error(`smartAccounts.bundlerChains: ${id} is not a local chain`)
  // funds the CREATE2 sender with anvil's own cheat call: it is not one of the ten dev accounts
  const deployer = devAccount(AA_DEPLOYER_INDEX)
  const deployed = await Promise.all(
    chains.map((chain) =>
      withDeadline(
        `the ERC-4337 contracts on ${chain.rpcUrl}`,
        CONTRACTS_DEADLINE_MS,
        (async () => {
          await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [deployer.address, '0x56bc75e2d63100000'], { timeoutMs: 5000 })
          return deployAccountAbstraction(chain.rpcUrl, deployer)
        })(),
      ),
    ),
  )
  const bundlers: Record<number, BundlerControl> = {}
  try {
    await Promise.all(
      wanted.map(async (id, i) => {
        const chain = chains.find((c) => c.id === id)!
        const port = await portOrFree(i === 0 ? o.port : undefined)
        const start = () => startBundler({ rpcUrl: chain.rpcUrl, port, executorKey: devPrivateKey(EXECUTOR_INDEX), utilityKey: devPrivateKey(UTILITY_INDEX) })
        let current: Bundler | undefined = await start()
        bundlers[id] = {
          url: current.url,
          chainId: id,
          stop: async () => {
            const running = current
            current = undefined
            await running?.stop()
          },
          start: async () => {
            current ??= await start()
          },
        }
      }),
    )
  } catch (error) {
    await Promise.all(Object.values(bundlers).map((b) => b.stop()))
    throw error
  }
  return {
    ...deployed[0]!,
    bundlers,
    stop: async () => {
      await Promise.all(Object.values(bundlers).map((b) => b.stop()))
    },
  }
}
