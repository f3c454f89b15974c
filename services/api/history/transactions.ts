// Indexed transactions in the shape of SPEC §3 'Transaction', as one account sees them.
import { formatUnits } from 'viem'
import type { ChainAdapter } from '../chains/types'
import type { PriceTable } from '../market/prices'
import type { HistoryStore, IndexedTx } from '../store/history'

export interface Transfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } | null }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number
  price: number
}

export interface Transaction {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'execute'
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
}

/** `account` is in the adapter's normal form (lower case on eip155). */
export function toTransaction(tx: IndexedTx, account: string, ctx: TransactionContext): Transaction {
  const native = ctx.chains.get(tx.chain)?.source.nativeCurrency
  const mine = tx.transfers.filter((t) => t.sender === account || t.recipient === account)
  const transfers: Transfer[] = mine.map((t) => {
    const token = t.token ? ctx.history.token(tx.chain, t.token) : undefined
    const asset = token ?? native ?? { name: 'Unknown', symbol: '?', decimals: 0 }
    const numeric = formatUnits(t.amount, asset.decimals)
    const price = ctx.prices.usd(asset.symbol) ?? 0
    const url = ctx.tokenIcon(asset.symbol)
    return {
      fungible_info: { name: asset.name, symbol: asset.symbol, icon: url ? { url } : null },
      direction: t.sender === t.recipient ? 'self' : t.sender === account ? 'out' : 'in',
      quantity: { numeric },
      value: price * Number(numeric),
      price,
    }
  })
  const directions = new Set(transfers.map((t) => t.direction))
  const operationType = directions.size === 1 && directions.has('out') ? 'send' : directions.size === 1 && directions.has('in') ? 'receive' : 'execute'
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
