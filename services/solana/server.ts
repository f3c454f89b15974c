// The local Solana runtime served on 127.0.0.1: JSON-RPC over HTTP (with CORS, so the demo page
// can call it) and, on the same port, the WebSocket web3.js confirms transactions through.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { WebSocketServer, type WebSocket } from 'ws'
import { RpcFailure, solanaRpcMethods } from './rpc'
import { createSolanaRuntime, type SolanaRuntime } from './runtime'

export interface SolanaServer {
  url: string
  /** signatureSubscribe lives here (pass it to web3.js as wsEndpoint). */
  wsUrl: string
  runtime: SolanaRuntime
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 1_000_000
type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

function answer(methods: Record<string, (params: unknown[]) => unknown>, request: JsonRpcRequest) {
  const id = typeof request?.id === 'string' || typeof request?.id === 'number' ? request.id : null
  const fail = (code: number, message: string, data?: unknown) => ({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } })
  if (typeof request !== 'object' || request === null || typeof request.method !== 'string') return fail(-32600, 'Invalid request')
  const method = methods[request.method]
  if (!method) return fail(-32601, 'Method not found')
  const params = request.params === undefined ? [] : request.params
  if (!Array.isArray(params)) return fail(-32602, 'Invalid params: expected an array')
  try {
    return { jsonrpc: '2.0', id, result: method(params) }
  } catch (error) {
    if (error instanceof RpcFailure) return fail(error.code, error.message, error.data)
    return fail(-32603, `Internal error: ${(error as Error).message}`)
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) return reject(new RpcFailure(-32600, 'Request too large'))
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export async function startSolanaServer(o: { port: number; runtime?: SolanaRuntime }): Promise<SolanaServer> {
  const runtime = o.runtime ?? createSolanaRuntime()
  const methods = solanaRpcMethods(runtime)
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'content-type, solana-client' }
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? cors : { ...cors, 'content-type': 'application/json' })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204)
    if (req.method !== 'POST') return send(res, 405, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'POST JSON-RPC here' } })
    let parsed: unknown
    try {
      parsed = JSON.parse(await readBody(req))
    } catch (error) {
      const tooLarge = error instanceof RpcFailure
      return send(res, tooLarge ? 413 : 200, { jsonrpc: '2.0', id: null, error: { code: tooLarge ? -32600 : -32700, message: tooLarge ? error.message : 'Parse error' } })
    }
    send(res, 200, Array.isArray(parsed) ? parsed.map((r: JsonRpcRequest) => answer(methods, r)) : answer(methods, parsed as JsonRpcRequest))
  })
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => serveSubscriptions(socket, runtime))

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port, '127.0.0.1', resolve)
  })
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    runtime,
    stop: async () => {
      for (const socket of sockets.clients) socket.terminate()
      sockets.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** signatureSubscribe: one notification when the signature is processed (at once if it already was), then done. */
function serveSubscriptions(socket: WebSocket, runtime: SolanaRuntime): void {
  let nextId = 1
  const pending = new Map<number, string>()
  const notify = (subscription: number, err: string | null, slot: number) => {
    pending.delete(subscription)
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'signatureNotification', params: { result: { context: { slot }, value: { err } }, subscription } }))
  }
  const stop = runtime.onProcessed((tx) => {
    for (const [subscription, signature] of pending) if (signature === tx.signature) notify(subscription, tx.err, tx.slot)
  })
  socket.on('close', stop)
  socket.on('message', (raw) => {
    let request: JsonRpcRequest
    try {
      request = JSON.parse(raw.toString()) as JsonRpcRequest
    } catch {
      return socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
    }
    const id = typeof request?.id === 'number' || typeof request?.id === 'string' ? request.id : null
    const reply = (body: object) => socket.send(JSON.stringify({ jsonrpc: '2.0', id, ...body }))
    const params = Array.isArray(request?.params) ? request.params : []
    if (request?.method === 'signatureSubscribe' && typeof params[0] === 'string') {
      const subscription = nextId++
      pending.set(subscription, params[0])
      reply({ result: subscription })
      const done = runtime.transaction(params[0])
      if (done) notify(subscription, done.err, done.slot)
    } else if (request?.method === 'signatureUnsubscribe') {
      reply({ result: pending.delete(Number(params[0])) })
    } else if (request?.method === 'slotSubscribe' || request?.method === 'accountSubscribe') {
      reply({ result: nextId++ }) // accepted; this runtime sends no slot or account notifications
    } else if (typeof request?.method === 'string' && request.method.endsWith('Unsubscribe')) {
      reply({ result: true })
    } else {
      reply({ error: { code: -32601, message: 'Method not found' } })
    }
  })
}
