// The indexed history: transactions per chain, their transfers, and which accounts each touches.
// Written block by block by the indexers, read page by page by GET /v1/account/{account}/history.
import type { NftCollection, TokenInfo } from '../chains/types'
import type { Db } from './db'

export interface IndexedTransfer {
  sender: string
  recipient: string
  /** Token contract or mint; null for the native currency. For an NFT, its collection's contract. */
  token: string | null
  /** How much; for an NFT, how many of the token id (1 on ERC-721). */
  amount: bigint
  /** The token id (decimal) when this moves an NFT. */
  nftId?: string
}

export interface IndexedTx {
  chain: string
  hash: string
  blockNumber: number
  txIndex: number
  /** Milliseconds since the epoch. */
  minedAt: number
  sender: string
  recipient: string | null
  status: 'confirmed' | 'failed'
  nonce: number
  transfers: IndexedTransfer[]
}

/** Where a page ends: the next page starts strictly after this transaction. */
export interface HistoryCursor {
  minedAt: number
  chain: string
  blockNumber: number
  txIndex: number
}

interface TxRow {
  chain: string
  hash: string
  block_number: number
  tx_index: number
  mined_at: number
  sender: string
  recipient: string | null
  status: 'confirmed' | 'failed'
  nonce: number
}
interface TransferRow {
  sender: string
  recipient: string
  token: string | null
  amount: string
  nft_id: string | null
}
interface TokenRow {
  chain: string
  address: string
  name: string
  symbol: string
  decimals: number
}

export function createHistoryStore(db: Db) {
  const q = {
    cursor: db.prepare<[string], { block_number: number; block_hash: string }>('SELECT block_number, block_hash FROM chain_cursor WHERE chain = ?'),
    setCursor: db.prepare('INSERT INTO chain_cursor (chain, block_number, block_hash) VALUES (?, ?, ?) ON CONFLICT (chain) DO UPDATE SET block_number = excluded.block_number, block_hash = excluded.block_hash'),
    token: db.prepare<[string, string], TokenRow>('SELECT * FROM tokens WHERE chain = ? AND address = ?'),
    tokens: db.prepare<[string], TokenRow>('SELECT * FROM tokens WHERE chain = ? ORDER BY symbol'),
    addToken: db.prepare('INSERT OR IGNORE INTO tokens (chain, address, name, symbol, decimals) VALUES (?, ?, ?, ?, ?)'),
    addTx: db.prepare('INSERT OR REPLACE INTO txs (chain, hash, block_number, tx_index, mined_at, sender, recipient, status, nonce) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    addTransfer: db.prepare('INSERT OR REPLACE INTO transfers (chain, hash, seq, sender, recipient, token, amount, nft_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    addCollection: db.prepare('INSERT OR IGNORE INTO nft_collections (chain, address, name, symbol, standard) VALUES (?, ?, ?, ?, ?)'),
    collection: db.prepare<[string, string], NftCollection>('SELECT * FROM nft_collections WHERE chain = ? AND address = ?'),
    nftsReceived: db.prepare<[string, string], { collection: string; nft_id: string }>(
      'SELECT DISTINCT token AS collection, nft_id FROM transfers WHERE chain = ? AND recipient = ? AND nft_id IS NOT NULL ORDER BY token, nft_id',
    ),
    addAccountTx: db.prepare('INSERT OR IGNORE INTO account_txs (account, chain, hash, mined_at, block_number, tx_index) VALUES (?, ?, ?, ?, ?, ?)'),
    transfersOf: db.prepare<[string, string], TransferRow>('SELECT sender, recipient, token, amount, nft_id FROM transfers WHERE chain = ? AND hash = ? ORDER BY seq'),
    hasTx: db.prepare<[string, string], { found: number }>('SELECT 1 AS found FROM txs WHERE chain = ? AND hash = ?'),
  }
  const resetStatements = ['chain_cursor', 'tokens', 'nft_collections', 'txs', 'transfers', 'account_txs'].map((table) => db.prepare(`DELETE FROM ${table} WHERE chain = ?`))

  const saveBlock = db.transaction(
    (chain: string, block: { number: number; hash: string }, txs: readonly IndexedTx[], tokens: readonly TokenInfo[], collections: readonly NftCollection[]) => {
    for (const t of tokens) q.addToken.run(chain, t.address, t.name, t.symbol, t.decimals)
    for (const c of collections) q.addCollection.run(chain, c.address, c.name, c.symbol, c.standard)
    for (const tx of txs) {
      q.addTx.run(chain, tx.hash, tx.blockNumber, tx.txIndex, tx.minedAt, tx.sender, tx.recipient, tx.status, tx.nonce)
      const accounts = new Set([tx.sender])
      tx.transfers.forEach((t, seq) => {
        q.addTransfer.run(chain, tx.hash, seq, t.sender, t.recipient, t.token, t.amount.toString(), t.nftId ?? null)
        accounts.add(t.sender).add(t.recipient)
      })
      for (const account of accounts) q.addAccountTx.run(account, chain, tx.hash, tx.minedAt, tx.blockNumber, tx.txIndex)
    }
    q.setCursor.run(chain, block.number, block.hash)
  },
  )

  return {
    cursor(chain: string): { blockNumber: number; blockHash: string } | undefined {
      const row = q.cursor.get(chain)
      return row && { blockNumber: row.block_number, blockHash: row.block_hash }
    },
    /** Forget a chain's history: its node was restarted or reorganised under us. */
    resetChain: db.transaction((chain: string) => resetStatements.forEach((s) => s.run(chain))),
    /** Store one block's transactions and newly seen tokens, and move the chain's cursor, atomically. */
    saveBlock: (chain: string, block: { number: number; hash: string }, txs: readonly IndexedTx[], tokens: readonly TokenInfo[] = [], collections: readonly NftCollection[] = []) =>
      saveBlock(chain, block, txs, tokens, collections),
    collection: (chain: string, address: string): NftCollection | undefined => q.collection.get(chain, address),
    /** Every NFT (collection, id) an account has ever received on a chain: who holds it now is the chain's to say. */
    nftsReceived: (chain: string, account: string): Array<{ collection: string; nftId: string }> =>
      q.nftsReceived.all(chain, account).map((r) => ({ collection: r.collection, nftId: r.nft_id })),
    token: (chain: string, address: string): TokenInfo | undefined => q.token.get(chain, address),
    hasTransaction: (chain: string, hash: string): boolean => q.hasTx.get(chain, hash) !== undefined,
    tokens: (chain: string): TokenInfo[] => q.tokens.all(chain),
    /**
     * Newest first, across `chains`; `next` is set when more remain. With `onramp` (a provider's
     * name), only the account's purchases from it: the transfers its paid checkouts sent the account.
     */
    page(account: string, o: { chains: readonly string[]; after?: HistoryCursor; limit: number; onramp?: string }): { txs: IndexedTx[]; next?: HistoryCursor } {
      if (o.chains.length === 0) return { txs: [] }
      const marks = o.chains.map(() => '?').join(', ')
      const after = o.after
        ? 'AND (a.mined_at < ? OR (a.mined_at = ? AND (a.chain > ? OR (a.chain = ? AND (a.block_number < ? OR (a.block_number = ? AND a.tx_index < ?))))))'
        : ''
      // A checkout keeps the address as given; the account is in its normal form (lower case on eip155).
      const onramp = o.onramp === undefined ? '' : `AND EXISTS (SELECT 1 FROM onramp_checkouts c WHERE c.chain = a.chain AND c.tx_hash = a.hash AND c.status = 'paid' AND c.provider = ? AND a.account IN (c.address, lower(c.address)))`
      const params: unknown[] = [account, ...o.chains]
      if (o.after) {
        const c = o.after
        params.push(c.minedAt, c.minedAt, c.chain, c.chain, c.blockNumber, c.blockNumber, c.txIndex)
      }
      if (o.onramp !== undefined) params.push(o.onramp)
      const rows = db
        .prepare<unknown[], TxRow>(
          `SELECT t.* FROM account_txs a JOIN txs t ON t.chain = a.chain AND t.hash = a.hash
           WHERE a.account = ? AND a.chain IN (${marks}) ${after} ${onramp}
           ORDER BY a.mined_at DESC, a.chain ASC, a.block_number DESC, a.tx_index DESC LIMIT ?`,
        )
        .all(...params, o.limit + 1)
      const txs = rows.slice(0, o.limit).map((row) => ({
        chain: row.chain,
        hash: row.hash,
        blockNumber: row.block_number,
        txIndex: row.tx_index,
        minedAt: row.mined_at,
        sender: row.sender,
        recipient: row.recipient,
        status: row.status,
        nonce: row.nonce,
        transfers: q.transfersOf.all(row.chain, row.hash).map(({ nft_id, ...t }) => ({ ...t, amount: BigInt(t.amount), ...(nft_id === null ? {} : { nftId: nft_id }) })),
      }))
      const last = txs[txs.length - 1]
      const next = rows.length > o.limit && last ? { minedAt: last.minedAt, chain: last.chain, blockNumber: last.blockNumber, txIndex: last.txIndex } : undefined
      return { txs, next }
    },
  }
}

export type HistoryStore = ReturnType<typeof createHistoryStore>
