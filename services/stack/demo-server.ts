// Builds demo/main.tsx with esbuild (kept in memory, so a test stack and `npm run demo` never
// overwrite each other's files) and serves it with demo/index.html and /config.json on 127.0.0.1.
// In development a page load rebuilds when a source file changed since the last build, so edits
// show on reload, and a test opening many pages does not pay a build for each.
import { context, type BuildContext, type OutputFile } from 'esbuild'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DemoConfig } from '../dev/demo-config'
import type { NodeSignIn } from '../api/siwx/host'
import { strictCsp } from './csp'

const root = fileURLToPath(new URL('../../', import.meta.url))
const outdir = join(root, '.data', 'demo-build')

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

export type BuildMode = 'development' | 'production'

export interface DemoServer {
  url: string
  stop(): Promise<void>
}

/**
 * `signIn`: the host-side sign-in helper. The page asks `/api/session` who it is signed in as, and
 * the answer comes from the server's session (the HttpOnly cookie the page's scripts never see).
 */
export async function startDemoServer(o: { port: number; config: DemoConfig; mode?: BuildMode; signIn?: NodeSignIn }): Promise<DemoServer> {
  const mode = o.mode ?? 'development'
  const ctx = await context({
    absWorkingDir: root,
    entryPoints: ['demo/main.tsx'],
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir,
    write: false,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': JSON.stringify(mode),
      // the optional chains' dev wallets are bundled only when the stack runs one of those chains
      'process.env.GANGWAY_DEMO_CHAINS': JSON.stringify(o.config.bitcoin || o.config.cosmos || o.config.polkadot ? 'on' : 'off'),
    },
    minify: mode === 'production',
    sourcemap: mode === 'development' ? 'linked' : false,
    metafile: true,
    logLevel: 'silent',
  })
  let built: Build
  try {
    built = await build(ctx)
  } catch (error) {
    await ctx.dispose()
    throw error
  }
  let files = built.files
  // In development a page load rebuilds when a source changed, so edits show on reload without restarting the stack.
  let building: Promise<Map<string, OutputFile>> | undefined
  const rebuild = () =>
    (building ??= (async () => {
      if (await changedSince(built)) built = await build(ctx)
      return built.files
    })().finally(() => (building = undefined)))

  const send = (res: ServerResponse, status: number, type: string, body: string | Uint8Array, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers })
    res.end(body)
  }
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Method not allowed')
      if (path === '/config.json') return send(res, 200, contentTypes['.json']!, JSON.stringify(o.config))
      if (path === '/api/session') {
        const sessions = (o.signIn?.sessions(req) ?? []).map(({ address, chainId, expiresAt }) => ({ address, chainId, expiresAt: new Date(expiresAt).toISOString() }))
        return send(res, 200, contentTypes['.json']!, JSON.stringify({ sessions }))
      }
      if (path === '/' || path === '/index.html') {
        if (mode === 'development') files = await rebuild()
        // ?csp=strict serves the page under a strict Content Security Policy (csp.ts): no eval, no inline script;
        // ?csp=strict-styles also refuses inline styles, to show why the policy allows them
        const cspMode = url.searchParams.get('csp')
        const csp: Record<string, string> = cspMode === 'strict' || cspMode === 'strict-styles' ? { 'content-security-policy': strictCsp(o.config, { inlineStyles: cspMode === 'strict' }) } : {}
        return send(res, 200, contentTypes['.html']!, await readFile(join(root, 'demo', 'index.html')), csp)
      }
      const file = files.get(path.slice(1))
      if (file) return send(res, 200, contentTypes[extname(path)] ?? 'application/octet-stream', file.contents)
      send(res, 404, 'text/plain', 'Not found')
    } catch (error) {
      // a broken edit during development: show the build error instead of crashing the stack
      send(res, 500, 'text/plain; charset=utf-8', error instanceof Error ? error.message : String(error))
    }
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(o.port, '127.0.0.1', resolve)
    })
  } catch (error) {
    await ctx.dispose()
    throw error
  }

  return {
    url: `http://127.0.0.1:${o.port}/`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await ctx.dispose()
    },
  }
}

interface Build {
  /** Output files keyed by their path under outdir, e.g. "main.js", "chunk-ABC.js". */
  files: Map<string, OutputFile>
  /** The project's own files the build read (node_modules changes only with an install: restart then). */
  sources: string[]
  startedAt: number
}

async function build(ctx: BuildContext): Promise<Build> {
  const startedAt = Date.now()
  const result = await ctx.rebuild()
  return {
    files: new Map((result.outputFiles ?? []).map((f) => [relative(outdir, f.path).split('\\').join('/'), f])),
    // "(disabled):crypto" and the like are esbuild's stand-ins, not files
    sources: Object.keys(result.metafile?.inputs ?? {}).filter((path) => !path.includes('node_modules') && !/^\(\w+\):/.test(path)),
    startedAt,
  }
}

/** Whether a source the build read was written (or removed) since the build started. */
async function changedSince(last: Build): Promise<boolean> {
  const mtimes = await Promise.all(last.sources.map((path) => stat(join(root, path)).then((s) => s.mtimeMs, () => Infinity)))
  return mtimes.some((mtime) => mtime >= last.startedAt)
}
