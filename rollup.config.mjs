// The library build: ESM, one output file per source module (so hosts tree-shake and lazy
// chunks stay lazy), no bundled dependencies. Plugins import 'gangway…' like any third party:
// those imports stay external and resolve to the package itself (its "exports") once installed.
// Types come from `tsc -p tsconfig.build.json`. The css`…` stylesheets are squeezed on the way
// (scripts/squeeze-css.mjs, on the TS source, so before esbuild).
import { isAbsolute } from 'node:path'
import resolve from '@rollup/plugin-node-resolve'
import esbuild from 'rollup-plugin-esbuild'
import { packageEntries } from './package-entries.mjs'
import { squeezeCssPlugin } from './scripts/squeeze-css.mjs'

export const entries = Object.fromEntries(Object.values(packageEntries).map((source) => [source.replace(/\.ts$/, ''), source]))

export default {
  input: entries,
  external: (id) => !id.startsWith('.') && !isAbsolute(id),
  plugins: [resolve({ extensions: ['.ts', '.tsx'] }), squeezeCssPlugin(), esbuild({ target: 'es2022', jsx: 'automatic' })],
  output: { dir: 'dist', format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
}
