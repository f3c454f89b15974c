import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { packageEntries } from './package-entries.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// 'gangway' and its subpaths resolve to this checkout's sources, as a host's bundler resolves them to dist/.
const alias = Object.entries(packageEntries).map(([name, source]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: here(source),
}))

// React 18 for the component-react18 project: react18 holds a second React install (the root
// project's globalSetup, scripts/react18.mjs, installs it when missing). The libraries that import
// React are inlined, so the alias reaches them.
const react18 = here('./react18/node_modules')
const react18Alias = [
  { find: /^react(\/.*)?$/, replacement: `${react18}/react$1` },
  { find: /^react-dom(\/.*)?$/, replacement: `${react18}/react-dom$1` },
  // its ES build, so its own imports of react-dom go through the aliases above (its CJS build would require React 19)
  { find: /^@testing-library\/react$/, replacement: here('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
]

const componentSetup = here('./tests/component/setup.ts')

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: { alias },
  test: {
    // Run once per vitest run by the root project, before any project's tests: React 18 in react18/
    // for component-react18, the e2e React 18 hosts and the size benchmark (npm ci there when missing;
    // not a `prepare` script, which npm 11 flags on every consumer's install of the package).
    globalSetup: [here('./scripts/react18.mjs')],
    // One test file per core (vitest's own default leaves one core to itself: one file at a time on two
    // cores). Its main process idles while files run, and the unit files spend much of their time waiting
    // on the chains and services they start. The e2e files still run one at a time (fileParallelism).
    maxWorkers: availableParallelism(),
    projects: [
      // Unit tests too read real runtimes (anvil, litesvm, the services): expect.poll waits up to 10 s for
      // their state on a loaded machine (the 1 s default gave up on a balance still being read).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', expect: { poll: { timeout: 10_000 } } } },
      // Component tests talk to real chains and services: a bound of 20 s for a loaded machine, not a wait.
      { extends: true, test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'happy-dom', testTimeout: 20_000, setupFiles: [componentSetup], expect: { poll: { timeout: 10_000 } }, env: { GANGWAY_REACT: '19' } } },
      {
        extends: true,
        resolve: { alias: [...react18Alias, ...alias] },
        test: {
          name: 'component-react18',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          testTimeout: 20_000,
          setupFiles: [componentSetup],
          expect: { poll: { timeout: 10_000 } },
          env: { GANGWAY_REACT: '18' },
          server: { deps: { inline: ['@testing-library/react', '@nanostores/react'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One local stack and one browser at a time: the machine has two cores.
          fileParallelism: false,
          // The files share one worker process: each imported playwright, viem, the services and the
          // stack again in a fresh one (~2.7 s a file). Each file still starts and stops its own stack
          // and browser; what the shared modules keep across files is the port ledger (no port handed
          // out twice) and the child-process registry (killed on exit).
          isolate: false,
          // after every other project's files (their group 0): a group of its own, one worker
          sequence: { groupOrder: 1 },
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
