// eip155 chains for the services: balances read live from the node, history indexed block by block.
import { erc20Abi, isAddress, parseAbi, type Address } from 'viem'
import type { HistoryStore } from '../store/history'
import { ChainUnavailableError, type ChainAdapter, type ChainSource, type Holding, type NftHolding } from './types'
import { evmClient } from './evm-client'
import { startEvmIndexer } from './evm-indexer'

const nftAbi = parseAbi([
  'function ownerOf(uint256 id) view returns (address)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
])

export function evmChain(source: ChainSource, store: HistoryStore, o: { pollMs?: number } = {}): ChainAdapter {
  const client = evmClient(source)
  return {
    source,
    namespace: 'eip155',
    isAddress: (address) => isAddress(address, { strict: false }),
    normalize: (address) => address.toLowerCase(),
    async holdings(address) {
      const owner = address as Address
      // Tokens are the ones the indexer has seen move on this chain.
      const tokens = store.tokens(source.caipNetworkId)
      try {
        const [native, ...amounts] = await Promise.all([
          client.getBalance({ address: owner }),
          ...tokens.map((t) => client.readContract({ address: t.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })),
        ])
        const holdings: Holding[] = [{ amount: native }]
        tokens.forEach((token, i) => holdings.push({ token, amount: amounts[i]! }))
        return holdings
      } catch (error) {
        throw new ChainUnavailableError(source.caipNetworkId, error)
      }
    },
    async nfts(address) {
      const owner = address.toLowerCase() as Address
      // Every NFT the indexer saw arrive here; the chain says which are still here.
      const received = store.nftsReceived(source.caipNetworkId, owner)
      try {
        const held = await Promise.all(
          received.map(async ({ collection: contract, nftId }): Promise<NftHolding | undefined> => {
            const collection = store.collection(source.caipNetworkId, contract)
            if (!collection) return undefined
            const id = BigInt(nftId)
            const amount =
              collection.standard === 'erc721'
                ? await client
                    .readContract({ address: contract as Address, abi: nftAbi, functionName: 'ownerOf', args: [id] })
                    .then((holder) => (holder.toLowerCase() === owner ? 1n : 0n), () => 0n) // burned ids revert
                : await client.readContract({ address: contract as Address, abi: nftAbi, functionName: 'balanceOf', args: [owner, id] })
            return amount > 0n ? { collection, id: nftId, amount } : undefined
          }),
        )
        return held.filter((h): h is NftHolding => h !== undefined)
      } catch (error) {
        throw new ChainUnavailableError(source.caipNetworkId, error)
      }
    },
    startIndexer: (log) => startEvmIndexer({ source, client, store, log, pollMs: o.pollMs ?? 400 }),
  }
}
