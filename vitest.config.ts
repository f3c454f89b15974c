import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { packageEntries } from './package-entries.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// 'gangway' and its subpaths resolve to this checkout's sources, as a host's bundler resolves them to dist/.
const alias = Object.entries(packageEntries).map(([name, source]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: here(source),
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
          // A page waits on its real state (a session restored, a block indexed); under load that can
          // take seconds. The 1 s default gave up while the state was still coming.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // A third-party plugin on the packed package: its own vitest config, none of the aliases above
        // ('gangway' resolves to examples/allowances/node_modules/gangway, which globalSetup installs).
        extends: here('./examples/allowances/vitest.config.ts'),
        root: here('./examples/allowances'),
        test: { name: 'examples', globalSetup: [here('./tests/examples/install-packed.ts')] },
      },
    ],
  },
})
