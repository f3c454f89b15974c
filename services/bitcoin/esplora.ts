// The simulated Bitcoin ledger's answers in the shapes of the Esplora REST API (Blockstream/mempool.space),
// so a wallet or a modal written against Esplora reads it unchanged.
import { script as scripts } from 'bitcoinjs-lib'
import { addressOfScript, type BitcoinLedger, type Coin, type LedgerBlock, type LedgerTx } from './ledger'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

export function scriptType(script: Uint8Array): string {
  const s = hex(script)
  if (/^76a914[0-9a-f]{40}88ac$/.test(s)) return 'p2pkh'
  if (/^a914[0-9a-f]{40}87$/.test(s)) return 'p2sh'
  if (/^0014[0-9a-f]{40}$/.test(s)) return 'v0_p2wpkh'
  if (/^0020[0-9a-f]{64}$/.test(s)) return 'v0_p2wsh'
  if (/^5120[0-9a-f]{64}$/.test(s)) return 'v1_p2tr'
  if (s.startsWith('6a')) return 'op_return'
  return 'unknown'
}

const asm = (script: Uint8Array): string => {
  try {
    return scripts.toASM(script)
  } catch {
    return ''
  }
}

const output = (script: Uint8Array, value: bigint) => {
  const address = addressOfScript(script)
  return { scriptpubkey: hex(script), scriptpubkey_asm: asm(script), scriptpubkey_type: scriptType(script), ...(address ? { scriptpubkey_address: address } : {}), value: Number(value) }
}

export const blockStatus = (block: LedgerBlock) => ({ confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time })

export function txJson(stored: LedgerTx) {
  const { tx } = stored
  return {
    txid: stored.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, i) => {
      const coin: Coin | undefined = stored.spent[i]
      return {
        txid: stored.coinbase ? '0'.repeat(64) : Buffer.from(input.hash).reverse().toString('hex'),
        vout: input.index,
        prevout: coin ? output(coin.script, coin.value) : null,
        scriptsig: hex(input.script),
        scriptsig_asm: stored.coinbase ? '' : asm(input.script),
        ...(input.witness.length ? { witness: input.witness.map(hex) } : {}),
        is_coinbase: stored.coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((out) => output(out.script, out.value)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(stored.fee),
    status: blockStatus(stored.block),
  }
}

/** GET /address/:address: what was paid to it and spent from it. Every transaction is confirmed at once, so the mempool stats stay zero. */
export function addressJson(ledger: BitcoinLedger, address: string, script: Uint8Array) {
  const coins = ledger.coinsOf(script)
  const spent = coins.filter((c) => c.spentBy)
  const sum = (list: Coin[]) => Number(list.reduce((total, c) => total + c.value, 0n))
  return {
    address,
    chain_stats: { funded_txo_count: coins.length, funded_txo_sum: sum(coins), spent_txo_count: spent.length, spent_txo_sum: sum(spent), tx_count: ledger.transactionsOf(script).length },
    mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
  }
}

export function utxoJson(ledger: BitcoinLedger, script: Uint8Array) {
  return ledger
    .coinsOf(script)
    .filter((c) => !c.spentBy)
    .map((c) => ({ txid: c.txid, vout: c.vout, status: blockStatus(ledger.transaction(c.txid)!.block), value: Number(c.value) }))
}

/** Esplora pages address history newest first, 25 confirmed transactions a page, the next page after `lastSeen`. */
export function addressTxsJson(ledger: BitcoinLedger, script: Uint8Array, lastSeen?: string) {
  const newestFirst = ledger.transactionsOf(script).slice().reverse()
  const start = lastSeen === undefined ? 0 : newestFirst.findIndex((t) => t.txid === lastSeen) + 1
  if (lastSeen !== undefined && start === 0) return []
  return newestFirst.slice(start, start + 25).map(txJson)
}
