import { defineConfig } from 'vitest/config'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
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
    ],
  },
})
