// Indexed transactions in the shape of SPEC §3 'Transaction', as one account sees them.
import { formatUnits } from 'viem'
import type { ChainAdapter } from '../chains/types'
import type { PriceTable } from '../market/prices'
import type { NftInfo } from '../nfts/view'
import type { HistoryStore, IndexedTx } from '../store/history'

export interface Transfer {
  /** Absent when an NFT moves: nft_info says what instead (SPEC §3). */
  fungible_info?: { name: string; symbol: string; icon: { url: string } | null }
  nft_info?: NftInfo
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number
  price: number
}

export interface Transaction {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'trade' | 'execute'
    hash: string
    minedAt: string
    chain: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
  }
  transfers: Transfer[]
}

export interface TransactionContext {
  chains: ReadonlyMap<string, ChainAdapter>
  history: HistoryStore
  prices: PriceTable
  tokenIcon(symbol: string): string | null
  /** Name, preview and spam flag of an NFT; undefined for an unknown collection. */
  nftInfo(chain: string, collection: string, id: string): NftInfo | undefined
}

/** `account` is in the adapter's normal form (lower case on eip155). */
export function toTransaction(tx: IndexedTx, account: string, ctx: TransactionContext): Transaction {
  const native = ctx.chains.get(tx.chain)?.source.nativeCurrency
  const mine = tx.transfers.filter((t) => t.sender === account || t.recipient === account)
  const transfers: Transfer[] = mine.map((t) => {
    const direction = t.sender === t.recipient ? 'self' : t.sender === account ? 'out' : 'in'
    if (t.nftId !== undefined) {
      // The indexer stores a collection with its first transfer, so it is known; the fallback only guards.
      const nft = (t.token && ctx.nftInfo(tx.chain, t.token, t.nftId)) || { name: `#${t.nftId}`, preview: { url: '' }, flags: { is_spam: false } }
      return { nft_info: nft, direction, quantity: { numeric: t.amount.toString() }, value: 0, price: 0 }
    }
    const token = t.token ? ctx.history.token(tx.chain, t.token) : undefined
    const asset = token ?? native ?? { name: 'Unknown', symbol: '?', decimals: 0 }
    const numeric = formatUnits(t.amount, asset.decimals)
    const price = ctx.prices.usd(asset.symbol) ?? 0
    const url = ctx.tokenIcon(asset.symbol)
    return {
      fungible_info: { name: asset.name, symbol: asset.symbol, icon: url ? { url } : null },
      direction,
      quantity: { numeric },
      value: price * Number(numeric),
      price,
    }
  })
  const operationType = operationTypeOf(transfers)
  // The person-to-person view: who the value went from and to, not the token contract called.
  const first = mine[0]
  return {
    id: `${tx.chain}:${tx.hash}`,
    metadata: {
      operationType,
      hash: tx.hash,
      minedAt: new Date(tx.minedAt).toISOString(),
      chain: tx.chain,
      sentFrom: first?.sender ?? tx.sender,
      sentTo: first?.recipient ?? tx.recipient ?? '',
      status: tx.status,
      nonce: tx.nonce,
    },
    transfers,
  }
}

/** Only out: a send; only in: a receive; something out and something else in: a trade (a swap, as
 *  the history APIs AppKit reads call it); anything else (an approve, a call moving nothing of
 *  the account's, a transfer to oneself) a contract call. */
function operationTypeOf(transfers: readonly Transfer[]): Transaction['metadata']['operationType'] {
  const out = transfers.filter((t) => t.direction === 'out')
  const into = transfers.filter((t) => t.direction === 'in')
  if (out.length && into.length === 0 && out.length === transfers.length) return 'send'
  if (into.length && out.length === 0 && into.length === transfers.length) return 'receive'
  const asset = (t: Transfer) => t.fungible_info?.symbol ?? t.nft_info?.name
  if (out.length && into.length && out.some((o) => into.some((i) => asset(i) !== asset(o)))) return 'trade'
  return 'execute'
}
