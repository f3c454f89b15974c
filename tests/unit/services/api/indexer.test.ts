import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEther } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { startAnvil, type EvmChain } from '../../../../services/stack/evm'
import { freePort } from '../../../../services/stack/ports'
import { SDK } from './api'
import { ALICE, BOB, CAIP2, CHAIN_ID, devWallet } from './chain-api'

const dataDir = mkdtempSync(join(tmpdir(), 'gangway-indexer-'))
let chain: EvmChain | undefined
let api: ApiServer | undefined
afterAll(async () => {
  await api?.stop()
  await chain?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const hashes = async (): Promise<string[]> => {
  const res = await fetch(`${api!.url}/v1/account/${ALICE}/history?${SDK}&limit=100`)
  return ((await res.json()) as { data: Array<{ metadata: { hash: string } }> }).data.map((t) => t.metadata.hash)
}
/** Sends from Alice, waits for the block, then for the services to have indexed it. */
const send = async (ether: string) => {
  const wallet = devWallet(chain!.url, 0)
  const hash = await wallet.sendTransaction({ to: BOB, value: parseEther(ether) })
  const { blockNumber } = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return { hash, blockNumber }
}

describe('SPEC §7 history indexing follows the node it serves', () => {
  it('SPEC §7 a node restarted from scratch (anvil starts over) has its old history dropped and its new one indexed', async () => {
    const port = await freePort()
    chain = await startAnvil({ chainId: CHAIN_ID, port })
    const source = { caipNetworkId: CAIP2, name: 'Local A', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
    api = await startApi({ port: 0, dataDir, chains: [source], log: () => {} })
    const first = await send('1')
    await api.waitForIndexed(CAIP2, first.blockNumber)
    expect(await hashes()).toEqual([first.hash])

    await chain.stop()
    chain = await startAnvil({ chainId: CHAIN_ID, port })
    // Other amounts than before: identical transactions on a fresh node would have identical hashes.
    const second = await send('2')
    const third = await send('3')
    // Block 2 exists only on the new node: reaching it means the indexer noticed the restart.
    expect(third.blockNumber).toBeGreaterThan(first.blockNumber)
    await api.waitForIndexed(CAIP2, third.blockNumber)
    expect(await hashes()).toEqual([third.hash, second.hash])
  })

  it('the services say which chains they index: waiting on another chain is an error, not a hang', async () => {
    const bare = await startApi({ port: 0, chains: [], log: () => {} })
    try {
      await expect(bare.waitForIndexed('eip155:1', 1)).rejects.toThrow('The services do not index eip155:1')
    } finally {
      await bare.stop()
    }
  })
})
