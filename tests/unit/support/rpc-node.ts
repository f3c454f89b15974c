// A JSON-RPC node on 127.0.0.1 for transport tests: it records every POST's calls (single or batch)
// and lets the test answer them; closed after each test of the file that uses it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

export type Body = { id: number; method: string; params?: unknown[] }
export type Calls = Body[] & { batch?: boolean }
type Handler = (calls: Calls, req: IncomingMessage, res: ServerResponse) => void

/** Registers the cleanup; returns `node`, which starts one node per call. */
export function useRpcNodes() {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => (s.closeAllConnections(), s.close(r)))))
  })
  /** A JSON-RPC server; `handle` answers each POST (single or batch) and sees every call, `get` each GET (else a 404). */
  return async function node(handle: Handler, o: { get?(req: IncomingMessage, res: ServerResponse): void } = {}): Promise<{ url: string; posts: Body[][] }> {
    const posts: Body[][] = []
    const server = createServer((req, res) => {
      if (req.method === 'GET') return o.get ? o.get(req, res) : void res.writeHead(404).end()
      let raw = ''
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', () => {
        const parsed = JSON.parse(raw) as Body | Body[]
        const calls: Calls = Array.isArray(parsed) ? Object.assign(parsed, { batch: true }) : [parsed]
        posts.push(calls)
        handle(calls, req, res)
      })
    })
    servers.push(server)
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, posts }
  }
}

/** Answers each call with `result(call)`, as a batch when the calls came as one. */
export const answer = (res: ServerResponse, calls: Calls, result: (c: Body) => unknown, batch = calls.batch === true) => {
  const replies = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: result(c) }))
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(batch ? replies : replies[0]))
}
