// Serve a built host (its chunks kept in memory) with an index.html, on 127.0.0.1; with `services`,
// requests under /services/ go on to that API (the host's services on its own origin).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OutputChunk } from 'rollup'

function forward(req: IncomingMessage, res: ServerResponse, services: string) {
  const target = new URL(services + req.url!.slice('/services'.length))
  const onward = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  onward.on('error', () => res.writeHead(502).end())
  req.pipe(onward)
}

export async function serveHost(chunks: readonly OutputChunk[], o: { services?: string } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const entry = chunks.find((c) => c.isEntry)!
  const files = new Map(chunks.map((c) => [`/${c.fileName}`, c.code]))
  files.set(
    '/',
    `<!doctype html><html><head><meta charset="utf-8"><title>bench host</title></head>` +
      `<body><div id="root"></div><script type="module" src="/${entry.fileName}"></script></body></html>`,
  )
  const server = createServer((req, res) => {
    if (o.services && req.url?.startsWith('/services/')) return forward(req, res, o.services)
    const body = files.get(new URL(req.url ?? '/', 'http://x').pathname)
    if (body === undefined) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': req.url === '/' ? 'text/html' : 'text/javascript' }).end(body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) }
}
