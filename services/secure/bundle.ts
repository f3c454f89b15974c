// Builds the secure site's browser code (the frame, and the dev Farcaster approver) with esbuild, in
// memory, once when the site starts: the site serves its own scripts, from its own origin.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

export async function buildScript(entry: string, mode: 'development' | 'production' = 'production'): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    target: 'es2022',
    minify: mode === 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}
