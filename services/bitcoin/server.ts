// The simulated Bitcoin ledger served on 127.0.0.1 with the Esplora REST API subset a wallet and the modal
// use (CORS open, so the demo page can call it). Every answer carries `x-gangway-ledger: simulated Bitcoin
// ledger`, and GET / and GET /info say what it is: a stand-in, not a Bitcoin node.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { addressJson, addressTxsJson, blockStatus, txJson, utxoJson } from './esplora'
import { LEDGER_LABEL, LedgerRejection, MIN_RELAY_FEE_RATE, regtestOutputScript, type BitcoinLedger } from './ledger'

export interface BitcoinLedgerServer {
  url: string
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 400_000 // a standard transaction is at most 400,000 weight units
/** Fee rates (sat/vB) by confirmation target. Blocks are mined on every transaction, so any fee at or above the relay minimum confirms at once. */
const FEE_ESTIMATES: Record<string, number> = { '1': 2, '2': 2, '3': 2, '4': 1.5, '5': 1.5, '6': 1.5, '10': 1, '25': 1, '144': 1, '504': 1, '1008': 1 }
const TXID = /^[0-9a-f]{64}$/

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES * 2 + 2) return reject(new HttpError(413, 'Request too large'))
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export function bitcoinLedgerInfo(ledger: BitcoinLedger) {
  return {
    name: LEDGER_LABEL,
    description: 'A stand-in for a Bitcoin regtest node: a UTXO ledger that checks every input with a script interpreter and mines each accepted transaction into a block at once. Not a Bitcoin node.',
    network: 'regtest',
    caip2: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    api: 'Esplora REST subset',
    tipHeight: ledger.tipHeight(),
    minRelayFeeRate: Number(MIN_RELAY_FEE_RATE),
  }
}

/** Routes one request; returns [status, body] (a string body is sent as text/plain, as Esplora does). */
async function route(ledger: BitcoinLedger, req: IncomingMessage, path: string): Promise<[number, unknown]> {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
  const [head, id, sub, extra] = parts
  const tx = (txid: string | undefined) => {
    const stored = txid && TXID.test(txid) ? ledger.transaction(txid) : undefined
    if (!stored) throw new HttpError(txid && TXID.test(txid) ? 404 : 400, txid && TXID.test(txid) ? 'Transaction not found' : 'Invalid hex string')
    return stored
  }
  if (req.method === 'POST') {
    if (path !== '/tx') throw new HttpError(404, 'Not found')
    try {
      return [200, ledger.submit(await readBody(req))]
    } catch (error) {
      if (error instanceof LedgerRejection) throw new HttpError(400, `sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: error.message })}`)
      throw error
    }
  }
  if (parts.length === 0) return [200, `${LEDGER_LABEL}: a stand-in for a Bitcoin regtest node, speaking a subset of the Esplora REST API. Not a Bitcoin node.`]
  if (head === 'info' && parts.length === 1) return [200, bitcoinLedgerInfo(ledger)]
  if (head === 'fee-estimates' && parts.length === 1) return [200, FEE_ESTIMATES]
  if (head === 'blocks' && id === 'tip' && parts.length === 3) {
    if (sub === 'height') return [200, String(ledger.tipHeight())]
    if (sub === 'hash') return [200, ledger.tipHash()]
  }
  if (head === 'block-height' && parts.length === 2) {
    const block = /^\d+$/.test(id!) ? ledger.blockAt(Number(id)) : undefined
    if (!block) throw new HttpError(404, 'Block not found')
    return [200, block.hash]
  }
  if (head === 'block' && parts.length >= 2) {
    const block = TXID.test(id!) ? ledger.block(id!) : undefined
    if (!block) throw new HttpError(404, 'Block not found')
    if (parts.length === 2) return [200, { id: block.hash, height: block.height, timestamp: block.time, tx_count: block.txids.length, previousblockhash: ledger.blockAt(block.height - 1)?.hash ?? null }]
    if (sub === 'status' && parts.length === 3) return [200, { in_best_chain: true, height: block.height, next_best: ledger.blockAt(block.height + 1)?.hash ?? null }]
    if (sub === 'txids' && parts.length === 3) return [200, block.txids]
  }
  if (head === 'tx' && parts.length >= 2) {
    const stored = tx(id)
    if (parts.length === 2) return [200, txJson(stored)]
    if (sub === 'hex' && parts.length === 3) return [200, stored.hex]
    if (sub === 'status' && parts.length === 3) return [200, blockStatus(stored.block)]
    if (sub === 'outspends' && parts.length === 3)
      return [200, stored.tx.outs.map((_, vout) => {
        const spender = ledger.coinsOf(stored.tx.outs[vout]!.script).find((c) => c.txid === stored.txid && c.vout === vout)?.spentBy
        return spender ? { spent: true, txid: spender.txid, vin: spender.vin, status: blockStatus(ledger.transaction(spender.txid)!.block) } : { spent: false }
      })]
  }
  if (head === 'address' && parts.length >= 2) {
    const script = regtestOutputScript(id!)
    if (!script) throw new HttpError(400, 'Invalid Bitcoin address')
    if (parts.length === 2) return [200, addressJson(ledger, id!, script)]
    if (sub === 'utxo' && parts.length === 3) return [200, utxoJson(ledger, script)]
    if (sub === 'txs' && parts.length === 3) return [200, addressTxsJson(ledger, script)]
    if (sub === 'txs' && extra === 'chain' && parts.length <= 5) {
      const lastSeen = parts[4]
      if (lastSeen !== undefined && !TXID.test(lastSeen)) throw new HttpError(400, 'Invalid hex string')
      return [200, addressTxsJson(ledger, script, lastSeen)]
    }
  }
  throw new HttpError(404, 'Not found')
}

export async function startBitcoinLedgerServer(o: { port: number; ledger: BitcoinLedger }): Promise<BitcoinLedgerServer> {
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'x-gangway-ledger': LEDGER_LABEL,
    'cache-control': 'no-store',
  }
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    const text = typeof body === 'string'
    res.writeHead(status, body === undefined ? headers : { ...headers, 'content-type': text ? 'text/plain; charset=utf-8' : 'application/json' })
    res.end(body === undefined ? undefined : text ? body : JSON.stringify(body))
  }
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204)
    if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed')
    let path: string
    try {
      path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
      const [status, body] = await route(o.ledger, req, path)
      send(res, status, body)
    } catch (error) {
      if (error instanceof HttpError) return send(res, error.status, error.message)
      send(res, error instanceof URIError ? 400 : 500, error instanceof URIError ? 'Invalid path' : `Internal error: ${(error as Error).message}`)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port, '127.0.0.1', resolve)
  })
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
