// Follows a Solana node as transactions land: every signature of the System and Token programs,
// each transaction read once, its SOL transfers and SPL token transfers and mints stored. A node
// started over (the local runtime restarted) is noticed when the last indexed signature is gone.
// Fine for a local runtime; a public cluster needs a block-based or webhook feed instead.
import type { HistoryStore, IndexedTransfer, IndexedTx } from '../store/history'
import { instructionData, mintInfo, SYSTEM_PROGRAM, TOKEN_PROGRAMS, tokenAccount, u32At, u64At, type RpcAccount, type SolanaRpc } from './solana-rpc'
import { pollingIndexer } from './poll'
import type { ChainSource, Indexer, TokenInfo } from './types'

interface RpcTransaction {
  slot: number
  blockTime: number | null
  transaction: {
    signatures: string[]
    message: { accountKeys: string[]; instructions: Array<{ programIdIndex: number; accounts: number[]; data: string }> }
  }
  meta: { err: unknown } | null
}

interface Move {
  kind: 'sol' | 'token' | 'mint'
  from: string
  to: string
  amount: bigint
  /** Token transfers: the token accounts; mints: the mint and the destination account. */
  source?: string
  destination?: string
  mint?: string
}

/** The transfers an instruction list makes, before token accounts are mapped to their owners. */
function moves(tx: RpcTransaction): Move[] {
  const keys = tx.transaction.message.accountKeys
  const found: Move[] = []
  for (const ix of tx.transaction.message.instructions) {
    const program = keys[ix.programIdIndex]
    const account = (i: number) => keys[ix.accounts[i]!] ?? ''
    const data = instructionData(ix.data)
    if (program === SYSTEM_PROGRAM && data.length >= 12 && u32At(data, 0) === 2) {
      found.push({ kind: 'sol', from: account(0), to: account(1), amount: u64At(data, 4) })
    } else if (program && TOKEN_PROGRAMS.includes(program) && data.length >= 9) {
      const amount = u64At(data, 1)
      if (data[0] === 3) found.push({ kind: 'token', from: account(2), to: '', amount, source: account(0), destination: account(1) })
      else if (data[0] === 12) found.push({ kind: 'token', from: account(3), to: '', amount, source: account(0), destination: account(2), mint: account(1) })
      else if (data[0] === 7 || data[0] === 14) found.push({ kind: 'mint', from: account(0), to: '', amount, destination: account(1), mint: account(0) })
    }
  }
  return found
}

export function startSolanaIndexer(o: { source: ChainSource; rpc: SolanaRpc; store: HistoryStore; log: (m: string, e?: unknown) => void; pollMs: number }): Indexer {
  const chain = o.source.caipNetworkId

  async function tokenInfo(mint: string, fresh: TokenInfo[]): Promise<TokenInfo | undefined> {
    const known = o.store.token(chain, mint) ?? fresh.find((t) => t.address === mint)
    if (known) return known
    const info = await mintInfo(o.rpc, o.source, mint)
    if (info) fresh.push(info)
    return info
  }

  async function indexTransaction(signature: string): Promise<void> {
    const tx = await o.rpc<RpcTransaction | null>('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }])
    if (!tx) return // airdrops carry no transaction to read
    const found = moves(tx)
    const tokenAccounts = [...new Set(found.flatMap((m) => [m.source, m.destination]).filter((a): a is string => Boolean(a)))]
    const { value: accounts } = tokenAccounts.length
      ? await o.rpc<{ value: Array<RpcAccount | null> }>('getMultipleAccounts', [tokenAccounts, { encoding: 'base64' }])
      : { value: [] }
    const holder = new Map(tokenAccounts.map((address, i) => [address, accounts[i] ? tokenAccount(accounts[i]!) : undefined]))
    const fresh: TokenInfo[] = []
    const transfers: IndexedTransfer[] = []
    for (const move of found) {
      if (move.kind === 'sol') {
        transfers.push({ sender: move.from, recipient: move.to, token: null, amount: move.amount })
        continue
      }
      const destination = holder.get(move.destination!)
      const mint = move.mint ?? holder.get(move.source!)?.mint ?? destination?.mint
      if (!destination || !mint || !(await tokenInfo(mint, fresh))) continue
      const sender = move.kind === 'mint' ? mint : (holder.get(move.source!)?.owner ?? move.from)
      transfers.push({ sender, recipient: destination.owner, token: mint, amount: move.amount })
    }
    const keys = tx.transaction.message.accountKeys
    const indexed: IndexedTx = {
      chain,
      hash: signature,
      blockNumber: tx.slot,
      txIndex: 0,
      minedAt: (tx.blockTime ?? Math.floor(Date.now() / 1000)) * 1000,
      sender: keys[0]!,
      recipient: transfers[0]?.recipient ?? null,
      status: tx.meta?.err ? 'failed' : 'confirmed',
      nonce: 0,
      transfers,
    }
    o.store.saveBlock(chain, { number: tx.slot, hash: signature }, [indexed], fresh)
  }

  /** Signatures of `program` not indexed yet, newest first. */
  async function unseen(program: string): Promise<Array<{ signature: string; slot: number }>> {
    const found: Array<{ signature: string; slot: number }> = []
    let before: string | undefined
    for (;;) {
      const page = await o.rpc<Array<{ signature: string; slot: number }>>('getSignaturesForAddress', [program, { limit: 1000, ...(before ? { before } : {}) }])
      for (const entry of page) {
        if (o.store.hasTransaction(chain, entry.signature)) return found
        found.push(entry)
      }
      if (page.length < 1000) return found
      before = page[page.length - 1]!.signature
    }
  }

  async function catchUp(stopped: () => boolean, reached: (slot: number) => void): Promise<void> {
    // The node's current slot may still take transactions; the ones before it are complete, so
    // every transaction in them is in the signature lists read below.
    const complete = (await o.rpc<number>('getSlot', [])) - 1
    const cursor = o.store.cursor(chain)
    if (cursor) {
      const { value } = await o.rpc<{ value: unknown[] }>('getSignatureStatuses', [[cursor.blockHash]])
      if (!value[0]) {
        o.log(`${chain}: the node no longer knows the last indexed transaction; indexing again from the start`)
        o.store.resetChain(chain)
      }
    }
    const lists = await Promise.all([SYSTEM_PROGRAM, ...TOKEN_PROGRAMS].map(unseen))
    const bySignature = new Map(lists.flat().map((entry) => [entry.signature, entry]))
    const oldestFirst = [...bySignature.values()].sort((a, b) => a.slot - b.slot)
    for (const entry of oldestFirst) {
      if (stopped()) return
      await indexTransaction(entry.signature)
    }
    reached(complete)
  }

  return pollingIndexer({ chain, pollMs: o.pollMs, log: o.log, catchUp })
}
