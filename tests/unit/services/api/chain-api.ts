// Shared by the Blockchain API tests: a real anvil chain with the demo tokens, and the services
// API serving and indexing it, started once per test file.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, http, publicActions, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import { DEV_MNEMONIC } from '../../../../services/dev/keys'
import { startApi, type ApiServer, type ApiServerOptions } from '../../../../services/api/server'
import type { ChainSource } from '../../../../services/api/chains/types'
import { startAnvil, type EvmChain } from '../../../../services/stack/evm'
import { freePort } from '../../../../services/stack/ports'
import { deployLocalContracts, type LocalContracts } from '../../../../services/stack/deploy'
import { deployDemoTokens, devAddress } from '../../../../services/stack/tokens'

export const ALICE = devAddress(0)
export const BOB = devAddress(1)
export const CAROL = devAddress(2)
export const CHAIN_ID = 31337
export const CAIP2 = `eip155:${CHAIN_ID}`

export interface ChainApi {
  api: ApiServer
  chain: EvmChain
  source: ChainSource
  dataDir: string
  tokens: Awaited<ReturnType<typeof deployDemoTokens>>
  /** With `{ full: true }`: Uniswap v2 and the NFT collections as the stack deploys them. */
  contracts?: LocalContracts
  /** Starts the API again on the same data folder (the chain keeps running). */
  restartApi(): Promise<void>
}

/**
 * `full`: deploy everything the stack deploys (tokens, Uniswap v2 pools, NFTs), as the swap, NFT
 * and on-ramp tests need; without it only the demo tokens, so other tests see the history they expect.
 * `api` adds options to startApi.
 */
export function useChainApi(o: { full?: boolean; api?: (ctx: { chain: EvmChain; contracts?: LocalContracts }) => Partial<ApiServerOptions> } = {}): () => ChainApi {
  let state: ChainApi | undefined
  beforeAll(async () => {
    const chain = await startAnvil({ chainId: CHAIN_ID, port: await freePort() })
    const contracts = o.full ? await deployLocalContracts(chain.url) : undefined
    const tokens = contracts?.tokens ?? (await deployDemoTokens(chain.url))
    const dataDir = mkdtempSync(join(tmpdir(), 'gangway-api-'))
    const source: ChainSource = {
      caipNetworkId: CAIP2,
      name: 'Local A',
      rpcUrl: chain.url,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      ...(contracts ? { swaps: contracts.swaps } : {}),
    }
    const extra = o.api?.({ chain, contracts }) ?? {}
    const start = () => startApi({ port: 0, dataDir, chains: [source], names: { 'bob.gw': BOB }, log: () => {}, ...extra })
    state = {
      api: await start(),
      chain,
      source,
      dataDir,
      tokens,
      contracts,
      async restartApi() {
        await state!.api.stop()
        state!.api = await start()
      },
    }
  })
  afterAll(async () => {
    await state?.api.stop()
    await state?.chain.stop()
    if (state) rmSync(state.dataDir, { recursive: true, force: true })
  })
  return () => {
    if (!state) throw new Error('chain API not started')
    return state
  }
}

/** A dev account's wallet client on the test chain, for sending transactions the indexer should see. */
export function devWallet(url: string, index: number) {
  return createWalletClient({
    account: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }),
    chain: { id: CHAIN_ID, name: 'Local A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } },
    transport: http(url),
  }).extend(publicActions)
}

export const addressOf = (caip10: string | undefined): Address | undefined => caip10?.split(':')[2] as Address | undefined
