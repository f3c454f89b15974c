// Builds the host page of tests/e2e/hosts.test.ts with esbuild, on React 18 or 19, as a host's bundler
// would ('gangway' resolves through tsconfig paths to this checkout's sources), and serves it on
// 127.0.0.1: /?render=server server-rendered by the server bundle (then hydrated), /?render=client
// rendered on the client only; &ssr=0 leaves createModal's ssr option off.
import { build, type Plugin } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HostConfig } from './app'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const here = fileURLToPath(new URL('.', import.meta.url))

export type ReactMajor = '18' | '19'

/** React 18 from the second install in react18 (react, react-dom and their subpaths). */
function react18(): Plugin {
  const resolve = createRequire(join(root, 'react18/package.json')).resolve
  return {
    name: 'react-18',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: resolve(args.path) }))
    },
  }
}

export interface HostServer {
  url: string
  stop(): Promise<void>
}

export async function startHostServer(o: { react: ReactMajor; config: Pick<HostConfig, 'chainId' | 'chainUrl'> }): Promise<HostServer> {
  const plugins = o.react === '18' ? [react18()] : []
  // Development builds: React reports hydration mismatches only there.
  const common = { absWorkingDir: root, bundle: true, jsx: 'automatic', target: 'es2022', logLevel: 'silent', plugins, define: { 'process.env.NODE_ENV': '"development"' } } as const
  const outdir = join(here, 'out')
  const [client, server] = await Promise.all([
    build({ ...common, entryPoints: [join(here, 'client.tsx')], outdir, format: 'esm', splitting: true, platform: 'browser', write: false }),
    (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gangway-host-'))
      const outfile = join(dir, 'server.cjs')
      await build({ ...common, entryPoints: [join(here, 'server.tsx')], outfile, format: 'cjs', platform: 'node' })
      const loaded = createRequire(import.meta.url)(outfile) as { renderPage(config: HostConfig): string }
      rmSync(dir, { recursive: true, force: true })
      return loaded
    })(),
  ])
  const files = new Map((client.outputFiles ?? []).map((f) => [`/${relative(outdir, f.path).split('\\').join('/')}`, f.contents]))

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const file = files.get(url.pathname)
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      const render = url.searchParams.get('render') === 'server' ? 'server' : 'client'
      return res.end(server.renderPage({ ...o.config, render, ssr: render === 'server' && url.searchParams.get('ssr') !== '0' }))
    }
    if (file) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      return res.end(file)
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(0, '127.0.0.1', resolve)
  })
  const { port } = http.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
