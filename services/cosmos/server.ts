// The simulated Cosmos chain served on 127.0.0.1 as a CometBFT 0.38 RPC endpoint: JSON-RPC over HTTP POST
// (single or batch), GET /<method> for the parameterless ones, CORS open so the demo page can call it.
// GET / and every answer's `x-gangway-chain` header say it is a stand-in, not a Cosmos SDK node.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { CHAIN_LABEL, type CosmosChain } from './chain'
import { cosmosRpcMethods, RpcFailure } from './rpc'

export interface CosmosServer {
  url: string
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 1_000_000
type Methods = ReturnType<typeof cosmosRpcMethods>
type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

function answer(methods: Methods, request: JsonRpcRequest) {
  const id = typeof request?.id === 'string' || typeof request?.id === 'number' ? request.id : -1
  const fail = (code: number, message: string, data = '') => ({ jsonrpc: '2.0', id, error: { code, message, data } })
  if (typeof request !== 'object' || request === null || typeof request.method !== 'string') return fail(-32600, 'Invalid Request')
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!method) return fail(-32601, 'Method not found')
  const params = request.params ?? {}
  if (typeof params !== 'object' || Array.isArray(params)) return fail(-32602, 'Invalid params', 'params must be an object')
  try {
    return { jsonrpc: '2.0', id, result: method(params as Record<string, unknown>) }
  } catch (error) {
    if (error instanceof RpcFailure) return fail(error.code, error.message, error.data)
    return fail(-32603, 'Internal error', (error as Error).message)
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

export async function startCosmosServer(o: { port: number; chain: CosmosChain }): Promise<CosmosServer> {
  const headers = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': 'content-type', 'x-gangway-chain': CHAIN_LABEL }
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    const text = typeof body === 'string'
    res.writeHead(status, body === undefined ? headers : { ...headers, 'content-type': text ? 'text/plain; charset=utf-8' : 'application/json' })
    res.end(body === undefined ? undefined : text ? body : JSON.stringify(body))
  }
  let methods: Methods | undefined
  const server = createServer(async (req, res) => {
    if (!methods) return send(res, 503, 'starting')
    if (req.method === 'OPTIONS') return send(res, 204)
    if (req.method === 'GET') {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.slice(1)
      if (path === '') return send(res, 200, `${CHAIN_LABEL} (${o.chain.options.chainId}): a stand-in for a Cosmos SDK chain behind a CometBFT 0.38 RPC. Not a Cosmos node.`)
      if (['status', 'health', 'abci_info'].includes(path)) return send(res, 200, answer(methods, { jsonrpc: '2.0', id: -1, method: path }))
      return send(res, 404, 'Not found: POST JSON-RPC here')
    }
    if (req.method !== 'POST') return send(res, 405, 'Method not allowed')
    let parsed: unknown
    try {
      parsed = JSON.parse(await readBody(req))
    } catch (error) {
      const tooLarge = error instanceof RpcFailure
      return send(res, tooLarge ? 413 : 200, { jsonrpc: '2.0', id: -1, error: { code: tooLarge ? -32600 : -32700, message: tooLarge ? error.message : 'Parse error', data: '' } })
    }
    send(res, 200, Array.isArray(parsed) ? parsed.map((r: JsonRpcRequest) => answer(methods!, r)) : answer(methods, parsed as JsonRpcRequest))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port, '127.0.0.1', resolve)
  })
  const port = (server.address() as { port: number }).port
  methods = cosmosRpcMethods(o.chain, { rpcAddress: `tcp://127.0.0.1:${port}` })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
