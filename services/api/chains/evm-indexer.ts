// Follows an EVM chain as blocks are mined: native value transfers (ERC-4337 user operations' too), ERC-20
// Transfer logs and NFT transfers (ERC-721 Transfer, ERC-1155 TransferSingle/Batch) of
// every transaction, stored per block. A node restarted under us (anvil starts over) is noticed by
// its block hashes, and that chain's history is indexed again from block 0.
import { decodeFunctionData, erc20Abi, type Address, type Hex, type PublicClient } from 'viem'
import type { HistoryStore, IndexedTransfer, IndexedTx } from '../store/history'
import { readTokenInfo } from './evm-client'
import { nftMoves, readCollection } from './evm-nfts'
import { routerPayout } from './evm-swaps'
import { userOperationTransfers } from './evm-user-ops'
import { pollingIndexer } from './poll'
import type { ChainSource, Indexer, NftCollection, TokenInfo } from './types'

/** keccak256('Transfer(address,address,uint256)') */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const topicAddress = (topic: Hex): string => `0x${topic.slice(-40)}`.toLowerCase()

export interface EvmIndexerOptions {
  source: ChainSource
  client: PublicClient
  store: HistoryStore
  log: (message: string, error?: unknown) => void
  pollMs: number
}

export function startEvmIndexer(o: EvmIndexerOptions): Indexer {
  const chain = o.source.caipNetworkId

  /** Contracts that answered like an ERC-20 (and those that did not, as null), so each is asked once. */
  const known = new Map<string, TokenInfo | null>()
  const tokenOf = async (address: string, fresh: TokenInfo[]): Promise<TokenInfo | null> => {
    if (known.has(address)) return known.get(address)!
    const stored = o.store.token(chain, address)
    const info = stored ?? (await readTokenInfo(o.client, chain, address as Address)) ?? null
    if (info && !stored) fresh.push(info)
    known.set(address, info)
    return info
  }

  /** NFT collections, each read once. */
  const collections = new Map<string, NftCollection>()
  const collectionOf = async (address: string, standard: NftCollection['standard'], fresh: NftCollection[]): Promise<NftCollection> => {
    const cached = collections.get(address) ?? o.store.collection(chain, address)
    if (cached) return cached
    const info = await readCollection(o.client, chain, address, standard)
    fresh.push(info)
    collections.set(address, info)
    return info
  }

  async function indexBlock(number: number): Promise<void> {
    const block = await o.client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
    const receipts = await Promise.all(block.transactions.map((tx) => o.client.getTransactionReceipt({ hash: tx.hash })))
    const fresh: TokenInfo[] = []
    const freshCollections: NftCollection[] = []
    const txs: IndexedTx[] = []
    for (const [i, tx] of block.transactions.entries()) {
      const receipt = receipts[i]!
      const status = receipt.status === 'success' ? 'confirmed' : 'failed'
      const from = tx.from.toLowerCase()
      const to = tx.to?.toLowerCase() ?? null
      const transfers: IndexedTransfer[] = []
      if (to && tx.value > 0n) transfers.push({ sender: from, recipient: to, token: null, amount: tx.value })
      for (const log of receipt.logs) {
        const nfts = nftMoves(log)
        for (const move of nfts) {
          await collectionOf(move.collection, move.standard, freshCollections)
          transfers.push({ sender: move.from, recipient: move.to, token: move.collection, amount: move.amount, nftId: move.id.toString() })
        }
        // ERC-721 Transfer has the same signature with a fourth (indexed id) topic: not a fungible.
        if (nfts.length || log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3 || log.data.length !== 66) continue
        const token = await tokenOf(log.address.toLowerCase(), fresh)
        if (!token) continue
        transfers.push({ sender: topicAddress(log.topics[1]!), recipient: topicAddress(log.topics[2]!), token: token.address, amount: BigInt(log.data) })
      }
      // ETH a smart account sends in a user operation is an internal call of the bundler's transaction.
      if (to) transfers.push(...userOperationTransfers(tx.input, receipt.logs))
      // ETH the router pays out of WETH leaves no Transfer log: the swap's recipient got it.
      const payout = o.source.swaps && to ? routerPayout(o.source.swaps, to, tx.input, receipt.logs) : undefined
      if (payout) transfers.push({ sender: to!, recipient: payout.to, token: null, amount: payout.amount })
      // A reverted token transfer leaves no log; its calldata still says what was tried.
      if (status === 'failed' && to && transfers.length === 0) {
        const tried = failedTokenTransfer(tx.input)
        if (tried && (await tokenOf(to, fresh))) transfers.push({ sender: from, recipient: tried.to, token: to, amount: tried.amount })
      }
      txs.push({
        chain,
        hash: tx.hash,
        blockNumber: number,
        txIndex: tx.transactionIndex ?? i,
        minedAt: Number(block.timestamp) * 1000,
        sender: from,
        recipient: to,
        status,
        nonce: tx.nonce,
        transfers,
      })
    }
    o.store.saveBlock(chain, { number, hash: block.hash! }, txs, fresh, freshCollections)
  }

  async function catchUp(stopped: () => boolean, reached: (block: number) => void): Promise<void> {
    const head = Number(await o.client.getBlockNumber({ cacheTime: 0 }))
    let cursor = o.store.cursor(chain)
    if (cursor) {
      const block = cursor.blockNumber <= head ? await o.client.getBlock({ blockNumber: BigInt(cursor.blockNumber) }).catch(() => null) : null
      if (block?.hash !== cursor.blockHash) {
        o.log(`${chain}: the node's history differs from the indexed one; indexing again from block 0`)
        o.store.resetChain(chain)
        known.clear()
        collections.clear()
        cursor = undefined
      }
    }
    if (cursor) reached(cursor.blockNumber)
    for (let n = cursor ? cursor.blockNumber + 1 : 0; n <= head && !stopped(); n++) {
      await indexBlock(n)
      reached(n)
    }
  }

  return pollingIndexer({ chain, pollMs: o.pollMs, log: o.log, catchUp })
}

function failedTokenTransfer(input: Hex): { to: string; amount: bigint } | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: input })
    if (call.functionName !== 'transfer') return undefined
    const [to, amount] = call.args
    return { to: to.toLowerCase(), amount }
  } catch {
    return undefined
  }
}
