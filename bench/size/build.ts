// Build a host page with rollup the way a host's bundler would: the published `gangway`
// entry points (resolved to this checkout's sources), minified, split at dynamic imports, with the
// css`…` stylesheets squeezed as the library build squeezes them (scripts/squeeze-css.mjs).
import { gzipSync, brotliCompressSync } from 'node:zlib'
import { createRequire } from 'node:module'
import { isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rollup, type OutputChunk } from 'rollup'
import commonjs from '@rollup/plugin-commonjs'
import replace from '@rollup/plugin-replace'
import resolve from '@rollup/plugin-node-resolve'
import esbuild from 'rollup-plugin-esbuild'
import { packageEntries } from '../../package-entries.mjs'
import { squeezeCssPlugin } from '../../scripts/squeeze-css.mjs'
import { keepBuild, readKeptBuild } from '../../services/shared/kept-build'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}
export interface HostBuild {
  chunks: OutputChunk[]
  initial: Sizes
  /** Every chunk but the locale catalogues. */
  total: Sizes
  /** The locale catalogue chunks (ui/locales/<code>.ts), by file name: a visitor downloads at most one, when they pick that language. */
  locales: Map<string, Sizes>
  /** The file names of the initial chunks (the entry and its static imports). */
  initialFiles: string[]
}

/** A chunk holding one locale's texts. */
export const isLocaleChunk = (chunk: OutputChunk) => /\/ui\/locales\/(?!index\.ts$)[^/]+\.ts$/.test(chunk.facadeModuleId ?? '')

const measure = (chunks: readonly OutputChunk[]): Sizes =>
  chunks.reduce(
    (sum, chunk) => ({
      raw: sum.raw + Buffer.byteLength(chunk.code),
      gzip: sum.gzip + gzipSync(chunk.code, { level: 9 }).length,
      brotli: sum.brotli + brotliCompressSync(chunk.code).length,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  )

/** The React a host is built with: the project's (19), or the second install in react18. */
export type ReactMajor = '18' | '19'

const react18 = createRequire(`${root}react18/package.json`)

type BuildOptions = { react?: ReactMajor; minify?: boolean }

/** Beyond the sources a build reads: node_modules (through the lock files) and the build's own options. */
const BUILD_INPUTS = ['package-lock.json', 'react18/package-lock.json', 'bench/size/build.ts', 'scripts/squeeze-css.mjs', 'package-entries.mjs']
const encoder = new TextEncoder()

/**
 * The host bundle of `entry`, built as a host's bundler would. `minify: false` keeps function names
 * readable (for performance traces); sizes are measured minified. The build is kept in
 * .data/host-builds/ and used again while none of its sources changed (services/shared/kept-build.ts):
 * the size tests measure the minimal host in six files, which built it six times.
 */
export async function buildHost(entry: string, o: BuildOptions = {}): Promise<HostBuild> {
  const name = relative(root, entry).replace(/\.tsx?$/, '').replace(/[^\w-]+/g, '_')
  const dir = join(root, '.data', 'host-builds', `${name}-react${o.react ?? '19'}${o.minify === false ? '-plain' : ''}`)
  const kept = await readKeptBuild(root, dir)
  const json = kept?.files.get('host.json')
  if (json) {
    const { locales, ...rest } = JSON.parse(new TextDecoder().decode(json)) as Omit<HostBuild, 'locales'> & { locales: Array<[string, Sizes]> }
    return { ...rest, locales: new Map(locales) }
  }
  const startedAt = Date.now()
  const { build, watched } = await bundleHost(entry, o)
  // rollup's own helpers ('\0commonjsHelpers.js') are no files; node_modules is covered by the lock files
  const sources = watched.filter((id) => isAbsolute(id) && !id.includes('/node_modules/')).map((id) => relative(root, id))
  const stored = JSON.stringify({ ...build, chunks: build.chunks.map((c) => ({ ...c, map: null })), locales: [...build.locales] })
  await keepBuild(dir, { files: new Map([['host.json', encoder.encode(stored)]]), sources: [...BUILD_INPUTS, ...sources], startedAt }).catch(() => undefined)
  return build
}

async function bundleHost(entry: string, o: BuildOptions): Promise<{ build: HostBuild; watched: string[] }> {
  const bundle = await rollup({
    input: entry,
    onwarn: () => {},
    plugins: [
      o.react === '18' && { name: 'react-18', resolveId: (id: string) => (/^react(-dom)?(\/.*)?$/.test(id) ? react18.resolve(id) : null) },
      {
        name: 'gangway-exports',
        resolveId: (id) => (packageEntries[id] ? `${root}${packageEntries[id]}` : null),
      },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      commonjs(),
      squeezeCssPlugin(),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: o.minify ?? true }),
    ],
  })
  const { output } = await bundle.generate({ format: 'es', dir: 'out' })
  const watched = bundle.watchFiles
  await bundle.close()
  const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk')
  // Initial: the entry and everything it imports statically, i.e. what loads before first render.
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const initial = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk) => {
    if (initial.has(chunk)) return
    initial.add(chunk)
    chunk.imports.forEach((name) => byName.get(name) && visit(byName.get(name)!))
  }
  chunks.filter((c) => c.isEntry).forEach(visit)
  const locales = new Map(chunks.filter(isLocaleChunk).map((c) => [c.fileName, measure([c])]))
  const build = { chunks, initial: measure([...initial]), total: measure(chunks.filter((c) => !isLocaleChunk(c))), locales, initialFiles: [...initial].map((c) => c.fileName) }
  return { build, watched }
}

export const hostPath = (name: string) => fileURLToPath(new URL(`./hosts/${name}.tsx`, import.meta.url))

/** The ids of the modules a build holds: in the chunks that load before first render (`initial`), or in every chunk. */
export function modulesOf(build: HostBuild, which: 'initial' | 'all'): string[] {
  return build.chunks.filter((c) => which === 'all' || build.initialFiles.includes(c.fileName)).flatMap((c) => Object.keys(c.modules))
}
