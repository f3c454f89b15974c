// The library build: ESM, one output file per source module (so hosts tree-shake and lazy
// chunks stay lazy), no bundled dependencies. Types come from `tsc -p tsconfig.build.json`.
import { isAbsolute } from 'node:path'
import resolve from '@rollup/plugin-node-resolve'
import esbuild from 'rollup-plugin-esbuild'

export const entries = {
  'kernel/index': 'kernel/index.ts',
  'ui/index': 'ui/index.ts',
  'plugins/eip155/index': 'plugins/eip155/index.ts',
  'plugins/solana/index': 'plugins/solana/index.ts',
  'plugins/walletconnect/index': 'plugins/walletconnect/index.ts',
  'plugins/features-send/index': 'plugins/features-send/index.ts',
  'plugins/features-receive/index': 'plugins/features-receive/index.ts',
  'plugins/features-activity/index': 'plugins/features-activity/index.ts',
}

export default {
  input: entries,
  external: (id) => !id.startsWith('.') && !isAbsolute(id),
  plugins: [resolve({ extensions: ['.ts', '.tsx'] }), esbuild({ target: 'es2022', jsx: 'automatic' })],
  output: { dir: 'dist', format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
}
