// eip155 chains for the services: balances read live from the node, history indexed block by block.
import { erc20Abi, isAddress, type Address } from 'viem'
import type { HistoryStore } from '../store/history'
import { ChainUnavailableError, type ChainAdapter, type ChainSource, type Holding } from './types'
import { evmClient } from './evm-client'
import { startEvmIndexer } from './evm-indexer'

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
    startIndexer: (log) => startEvmIndexer({ source, client, store, log, pollMs: o.pollMs ?? 400 }),
  }
}
