// A small HTTP proxy on a loopback address that passes calls to a target or injects a fault: an
// answer of its own (429 with Retry-After, 500 …), or a call left hanging. The fault can change
// while the proxy runs, so one page sees the services fail and then recover.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Page } from 'playwright-core'

export type Fault =
  | { kind: 'pass' }
  /** Answer this status (JSON body, CORS open so the page can read it). `times` faults, then pass. */
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string>; times?: number }
  /** Never answer; the socket stays open until the caller gives up or the proxy closes. */
  | { kind: 'hang' }

export interface FaultProxy {
  /** http://host:port, no trailing slash. */
  url: string
  port: number
  set(fault: Fault, o?: { only?: (path: string) => boolean }): void
  /** Calls seen, by path (without the query), whatever the fault did with them. */
  seen: string[]
  close(): Promise<void>
}

export async function startFaultProxy(target: string, o: { host?: string; fault?: Fault } = {}): Promise<FaultProxy> {
  const to = new URL(target)
  let fault: Fault = o.fault ?? { kind: 'pass' }
  let only: ((path: string) => boolean) | undefined
  const seen: string[] = []
  const hanging = new Set<ServerResponse>()
  const sockets = new Set<Socket>()

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' })
      res.end('{"error":"upstream failed"}')
    })
    req.pipe(upstream)
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy.invalid').pathname
    seen.push(path)
    const f = only && !only(path) ? ({ kind: 'pass' } as const) : fault
    if (f.kind === 'pass' || req.method === 'OPTIONS') return pass(req, res)
    if (f.kind === 'hang') {
      hanging.add(res)
      res.on('close', () => hanging.delete(res))
      req.resume()
      return
    }
    if (f.times !== undefined && --f.times <= 0) fault = { kind: 'pass' }
    req.resume()
    res.writeHead(f.status, {
      'content-type': 'application/json',
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-expose-headers': 'retry-after',
      ...f.headers,
    })
    res.end(JSON.stringify(f.body ?? { error: `injected ${f.status}` }))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const host = o.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}`,
    port,
    seen,
    set(next, opts = {}) {
      fault = { ...next }
      only = opts.only
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/**
 * A page of the demo whose /config.json is edited on the way (the services' URL pointed at a fault
 * proxy, a chain read from several URLs …): the demo as a host configured that way would run it.
 */
export async function demoWithConfig<C>(newPage: (o: { url: string }) => Promise<Page>, demoUrl: string, edit: (config: C) => C, o: { beforeLoad?: (page: Page) => Promise<unknown> } = {}): Promise<Page> {
  const page = await newPage({ url: '' })
  await page.route(new URL('config.json', demoUrl).href, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: edit((await response.json()) as C) })
  })
  await o.beforeLoad?.(page)
  await page.goto(demoUrl)
  return page
}
