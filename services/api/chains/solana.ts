// Solana chains for the services: SOL and SPL balances read live, history indexed as it lands.
import type { HistoryStore } from '../store/history'
import { startSolanaIndexer } from './solana-indexer'
import { mintInfo, solanaRpc, TOKEN_PROGRAMS, tokenAccount, type RpcAccount } from './solana-rpc'
import { ChainUnavailableError, type ChainAdapter, type ChainSource, type Holding } from './types'

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function solanaChain(source: ChainSource, store: HistoryStore, o: { pollMs?: number } = {}): ChainAdapter {
  const rpc = solanaRpc(source)
  const chain = source.caipNetworkId
  return {
    source,
    namespace: 'solana',
    isAddress: (address) => BASE58_ADDRESS.test(address),
    normalize: (address) => address,
    async holdings(address) {
      try {
        const [{ value: lamports }, ...byProgram] = await Promise.all([
          rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }]),
          ...TOKEN_PROGRAMS.map((programId) =>
            rpc<{ value: Array<{ account: RpcAccount }> }>('getTokenAccountsByOwner', [address, { programId }, { encoding: 'base64' }]),
          ),
        ])
        const amounts = new Map<string, bigint>()
        for (const { account } of byProgram.flatMap((r) => r.value)) {
          const parsed = tokenAccount(account)
          if (parsed) amounts.set(parsed.mint, (amounts.get(parsed.mint) ?? 0n) + parsed.amount)
        }
        const holdings: Holding[] = [{ amount: BigInt(lamports) }]
        for (const [mint, amount] of amounts) {
          const token = store.token(chain, mint) ?? (await mintInfo(rpc, source, mint))
          if (token) holdings.push({ token, amount })
        }
        return holdings
      } catch (error) {
        throw new ChainUnavailableError(chain, error)
      }
    },
    startIndexer: (log) => startSolanaIndexer({ source, rpc, store, log, pollMs: o.pollMs ?? 400 }),
  }
}
