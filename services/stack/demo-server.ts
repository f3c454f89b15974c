// Builds demo/main.tsx with esbuild and serves it with demo/index.html and /config.json on 127.0.0.1.
// The last build is kept on disk (services/shared/kept-build.ts) and used again while no source changed, so the
// stacks of the e2e files build the page once between them. In development a page load rebuilds when a
// source file changed since the last build, so edits show on reload, and a test opening many pages does
// not pay a build for each.
import { context, type BuildContext } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DemoConfig } from '../dev/demo-config'
import type { NodeSignIn } from '../api/siwx/host'
import { strictCsp } from './csp'
import { changedSince, keepBuild, readKeptBuild, type KeptBuild } from '../shared/kept-build'

const root = fileURLToPath(new URL('../../', import.meta.url))
// esbuild names the output files under it; nothing is written there (write: false)
const outdir = join(root, '.data', 'demo-build', 'out')
/** Beyond the sources a build reads: node_modules (through the lock file) and this file's build options. */
const BUILD_INPUTS = ['package-lock.json', relative(root, fileURLToPath(import.meta.url))]

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
  // the optional chains' dev wallets are bundled only when the stack runs one of those chains
  const chains = o.config.bitcoin || o.config.cosmos || o.config.polkadot ? 'on' : 'off'
  const keptDir = join(root, '.data', 'demo-build', `${mode}-chains-${chains}`)
  let ctx: BuildContext | undefined
  const build = async (): Promise<KeptBuild> => {
    ctx ??= await context({
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
      define: { 'process.env.NODE_ENV': JSON.stringify(mode), 'process.env.GANGWAY_DEMO_CHAINS': JSON.stringify(chains) },
      minify: mode === 'production',
      sourcemap: mode === 'development' ? 'linked' : false,
      metafile: true,
      logLevel: 'silent',
    })
    const startedAt = Date.now()
    const result = await ctx.rebuild()
    const fresh = {
      files: new Map((result.outputFiles ?? []).map((f) => [relative(outdir, f.path).split('\\').join('/'), f.contents])),
      // "(disabled):crypto" and the like are esbuild's stand-ins, not files
      sources: [...BUILD_INPUTS, ...Object.keys(result.metafile?.inputs ?? {}).filter((path) => !path.includes('node_modules') && !/^\(\w+\):/.test(path))],
      startedAt,
    }
    await keepBuild(keptDir, fresh).catch(() => undefined)
    return fresh
  }
  let built: KeptBuild
  try {
    built = (await readKeptBuild(root, keptDir)) ?? (await build())
  } catch (error) {
    await ctx?.dispose()
    throw error
  }
  let files = built.files
  // In development a page load rebuilds when a source changed, so edits show on reload without restarting the stack.
  let building: Promise<Map<string, Uint8Array>> | undefined
  const rebuild = () =>
    (building ??= (async () => {
      if (await changedSince(root, built)) built = await build()
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
      if (file) return send(res, 200, contentTypes[extname(path)] ?? 'application/octet-stream', file)
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
    await ctx?.dispose()
    throw error
  }

  return {
    url: `http://127.0.0.1:${o.port}/`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await ctx?.dispose()
    },
  }
}
