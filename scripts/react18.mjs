// React 18 for the tests that check Gangway on a React 18 host (vitest project component-react18, the
// e2e hosts on React 18, the size benchmark's React 18 hosts): a second install in react18/. The test
// runner installs it when it is missing or not at its lock's versions (vitest.config.ts globalSetup,
// run once per vitest run); `node scripts/react18.mjs` does the same by hand. Not an npm lifecycle
// script: `prepare` is published with package.json, and npm 11 flags it on every consumer's install.
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const repository = fileURLToPath(new URL('..', import.meta.url))

/** The packages of react18/package-lock.json that are not installed at their locked version. */
export function react18Stale(root = repository) {
  const dir = join(root, 'react18')
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'))
  return Object.entries(lock.packages ?? {})
    .filter(([path]) => path !== '')
    .filter(([path, { version }]) => {
      const manifest = join(dir, path, 'package.json')
      return !existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).version !== version
    })
    .map(([path]) => path)
    .sort()
}

/** `npm ci` in react18/ when a package of its lock is missing or at another version; nothing otherwise. */
export async function ensureReact18(root = repository) {
  const stale = react18Stale(root)
  if (stale.length === 0) return
  console.log(`react18: installing React 18 for the React 18 tests (${stale.join(', ')})`)
  await promisify(execFile)('npm', ['ci', '--prefix', join(root, 'react18'), '--no-audit', '--no-fund'], { cwd: root })
}

/** vitest globalSetup. */
export default async function setup() {
  await ensureReact18()
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await ensureReact18()
