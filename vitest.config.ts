import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { packageEntries } from './package-entries.mjs'

// 'gangway' and its subpaths resolve to this checkout's sources, as a host's bundler resolves them to dist/.
const alias = Object.entries(packageEntries).map(([name, source]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: fileURLToPath(new URL(source, import.meta.url)),
}))

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: { alias },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'happy-dom' } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One local stack and one browser at a time: the machine has two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
