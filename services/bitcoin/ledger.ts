// The simulated Bitcoin ledger: a stand-in for a regtest node, since no Bitcoin node runs on this machine.
// It keeps a UTXO set and a chain of blocks, and accepts a transaction only when it would be valid on
// Bitcoin: it decodes, spends only coins that exist and are unspent (no double spend, in the ledger or
// within the transaction), pays out no more than it spends, pays at least the minimum relay fee, is
// final, and every input passes the script interpreter (services/bitcoin/verify.ts). An accepted
// transaction is mined at once into a block of its own; there is no mempool and no proof of work.
import { address as addresses, Block, networks, Transaction } from 'bitcoinjs-lib'
import { firstScriptFailure } from './verify'

export const LEDGER_LABEL = 'simulated Bitcoin ledger'
/** Regtest's real genesis block hash: block 0 here, so `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` names this chain. */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
/** 1 sat/vB, Bitcoin Core's default minimum relay fee rate. */
export const MIN_RELAY_FEE_RATE = 1n
const MAX_MONEY = 21_000_000n * 100_000_000n
const network = networks.regtest

/** A refusal with Bitcoin Core's RPC error code and reject reason (plus which input, where it helps). */
export class LedgerRejection extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface Coin {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  /** The transaction and input index that spent it. */
  spentBy?: { txid: string; vin: number }
}

export interface LedgerBlock {
  height: number
  hash: string
  time: number
  txids: string[]
}

export interface LedgerTx {
  txid: string
  tx: Transaction
  hex: string
  block: LedgerBlock
  /** The coins it spent, in input order (empty for a coinbase). */
  spent: Coin[]
  fee: bigint
  coinbase: boolean
}

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const btc = (sats: bigint) => `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')}`

/** The scriptPubKey of a regtest address, or undefined when it is not one (wrong network, bad checksum, unknown type). */
export function regtestOutputScript(address: string): Uint8Array | undefined {
  try {
    return addresses.toOutputScript(address, network)
  } catch {
    return undefined
  }
}

export const addressOfScript = (script: Uint8Array): string | undefined => {
  try {
    return addresses.fromOutputScript(script, network)
  } catch {
    return undefined // OP_RETURN, bare multisig, …
  }
}

export interface BitcoinLedger {
  readonly label: typeof LEDGER_LABEL
  tipHeight(): number
  tipHash(): string
  blockAt(height: number): LedgerBlock | undefined
  block(hash: string): LedgerBlock | undefined
  transaction(txid: string): LedgerTx | undefined
  /** Every coin ever paid to the script (spent ones carry spentBy), oldest first. */
  coinsOf(script: Uint8Array): Coin[]
  /** Transactions paying to or spending from the script, oldest first. */
  transactionsOf(script: Uint8Array): LedgerTx[]
  /** Checks a raw transaction and mines it into a new block; returns its txid or throws LedgerRejection. */
  submit(rawHex: string): string
  /** Mines a coinbase paying these outputs (funding at start, or a test that needs coins). */
  fund(outputs: ReadonlyArray<{ address: string; value: bigint }>): string
}

export function createBitcoinLedger(o: { now?: () => number } = {}): BitcoinLedger {
  const now = o.now ?? (() => Math.floor(Date.now() / 1000))
  const blocks: LedgerBlock[] = [{ height: 0, hash: REGTEST_GENESIS_HASH, time: 1296688602, txids: [] }]
  const blocksByHash = new Map(blocks.map((b) => [b.hash, b]))
  const txs = new Map<string, LedgerTx>()
  const coins = new Map<string, Coin>()
  // by scriptPubKey (hex): the coins paid to it and the transactions touching it
  const byScript = new Map<string, { coins: Coin[]; txids: string[] }>()
  const entry = (script: Uint8Array) => {
    const key = hex(script)
    let e = byScript.get(key)
    if (!e) byScript.set(key, (e = { coins: [], txids: [] }))
    return e
  }
  const tip = () => blocks[blocks.length - 1]!

  /** Mines one block holding `tx`, applies it to the UTXO set and indexes it. */
  const mine = (tx: Transaction, spent: Coin[], fee: bigint, coinbase: boolean): string => {
    const txid = tx.getId()
    const header = new Block()
    header.version = 0x20000000
    header.prevHash = Buffer.from(tip().hash, 'hex').reverse()
    header.merkleRoot = Block.calculateMerkleRoot([tx])
    header.timestamp = Math.max(now(), tip().time)
    header.bits = 0x207fffff // regtest's proof-of-work limit; no work is done here
    header.nonce = 0
    const block: LedgerBlock = { height: tip().height + 1, hash: header.getId(), time: header.timestamp, txids: [txid] }
    blocks.push(block)
    blocksByHash.set(block.hash, block)
    txs.set(txid, { txid, tx, hex: tx.toHex(), block, spent, fee, coinbase })
    const touched = new Set<ReturnType<typeof entry>>()
    spent.forEach((coin, vin) => {
      coin.spentBy = { txid, vin }
      touched.add(entry(coin.script))
    })
    tx.outs.forEach((out, vout) => {
      const coin: Coin = { txid, vout, value: out.value, script: out.script }
      coins.set(outpoint(txid, vout), coin)
      const e = entry(out.script)
      e.coins.push(coin)
      touched.add(e)
    })
    for (const e of touched) e.txids.push(txid)
    return txid
  }

  const reject = (code: number, message: string): never => {
    throw new LedgerRejection(code, message)
  }

  const submit = (rawHex: string): string => {
    const raw = rawHex.trim()
    let tx: Transaction
    try {
      if (!/^([0-9a-fA-F]{2})+$/.test(raw)) throw new Error('not hex')
      tx = Transaction.fromHex(raw)
      if (tx.toHex() !== raw.toLowerCase()) throw new Error('trailing or non-canonical bytes')
    } catch {
      return reject(-22, 'TX decode failed')
    }
    if (tx.ins.length === 0) reject(-26, 'bad-txns-vin-empty')
    if (tx.outs.length === 0) reject(-26, 'bad-txns-vout-empty')
    if (tx.isCoinbase()) reject(-26, 'coinbase')
    const txid = tx.getId()
    if (txs.has(txid)) reject(-27, 'Transaction already in block chain')
    let valueOut = 0n
    for (const out of tx.outs) {
      if (out.value < 0n || out.value > MAX_MONEY) reject(-26, 'bad-txns-vout-toolarge')
      valueOut += out.value
    }
    if (valueOut > MAX_MONEY) reject(-26, 'bad-txns-txouttotal-toolarge')

    const seen = new Set<string>()
    const spent = tx.ins.map((input, vin) => {
      const prev = outpoint(Buffer.from(input.hash).reverse().toString('hex'), input.index)
      if (seen.has(prev)) reject(-26, `bad-txns-inputs-duplicate: input ${vin} spends ${prev} a second time`)
      seen.add(prev)
      const coin = coins.get(prev)
      if (!coin) return reject(-25, `bad-txns-inputs-missingorspent: input ${vin} spends ${prev}, which does not exist`)
      if (coin.spentBy) return reject(-25, `bad-txns-inputs-missingorspent: input ${vin} spends ${prev}, already spent by ${coin.spentBy.txid}`)
      return coin
    })
    const valueIn = spent.reduce((sum, coin) => sum + coin.value, 0n)
    if (valueIn < valueOut) reject(-26, `bad-txns-in-belowout, value in (${btc(valueIn)}) < value out (${btc(valueOut)})`)

    // final: a lock time counts only when some input opts in with a sequence below 0xffffffff
    const nextHeight = tip().height + 1
    const lockTimeApplies = tx.locktime !== 0 && tx.ins.some((input) => input.sequence !== 0xffffffff)
    if (lockTimeApplies && (tx.locktime < 500_000_000 ? tx.locktime >= nextHeight : tx.locktime >= now())) reject(-26, 'non-final')

    const fee = valueIn - valueOut
    const vsize = BigInt(tx.virtualSize())
    if (fee < vsize * MIN_RELAY_FEE_RATE) reject(-26, `min relay fee not met, ${fee} < ${vsize * MIN_RELAY_FEE_RATE}`)

    const failure = firstScriptFailure(raw, spent)
    if (failure) reject(-26, `mandatory-script-verify-flag-failed (${failure.reason}), input ${failure.input}`)
    return mine(tx, spent, fee, false)
  }

  const fund = (outputs: ReadonlyArray<{ address: string; value: bigint }>): string => {
    const tx = new Transaction()
    tx.version = 2
    // BIP-34: a coinbase starts with its block height, which also keeps every coinbase txid unique
    const height = tip().height + 1
    const heightBytes = Buffer.alloc(4)
    heightBytes.writeUInt32LE(height)
    tx.addInput(Buffer.alloc(32), 0xffffffff, 0xffffffff, Buffer.concat([Buffer.from([4]), heightBytes]))
    for (const { address, value } of outputs) {
      const script = regtestOutputScript(address)
      if (!script) throw new Error(`not a regtest address: ${address}`)
      if (value <= 0n || value > MAX_MONEY) throw new RangeError(`funding value out of range: ${value}`)
      tx.addOutput(script, value)
    }
    return mine(tx, [], 0n, true)
  }

  return {
    label: LEDGER_LABEL,
    tipHeight: () => tip().height,
    tipHash: () => tip().hash,
    blockAt: (height) => blocks[height],
    block: (hash) => blocksByHash.get(hash),
    transaction: (txid) => txs.get(txid),
    coinsOf: (script) => byScript.get(hex(script))?.coins ?? [],
    transactionsOf: (script) => (byScript.get(hex(script))?.txids ?? []).map((txid) => txs.get(txid)!),
    submit,
    fund,
  }
}
