// What package.json's scripts do for a consumer and for this repository. `npm pack` builds dist/ first
// (a clean checkout packed a 2-file tarball without it). No install-time script is published: npm 11
// flags each one on every consumer's install ("install scripts not yet covered by allowScripts"), so
// the React 18 copy the project's own tests use (react18/) is installed by the test runner when it is
// missing, not by `prepare`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import config from '../../../vitest.config'
import { react18Stale } from '../../../scripts/react18.mjs'
import { root } from './source'

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function checkout(installed: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-react18-'))
  dirs.push(dir)
  const lock = { packages: { '': {}, 'node_modules/react': { version: '18.3.1' }, 'node_modules/react-dom': { version: '18.3.1' } } }
  mkdirSync(join(dir, 'react18'))
  writeFileSync(join(dir, 'react18', 'package-lock.json'), JSON.stringify(lock))
  for (const [name, version] of Object.entries(installed)) {
    mkdirSync(join(dir, 'react18', 'node_modules', name), { recursive: true })
    writeFileSync(join(dir, 'react18', 'node_modules', name, 'package.json'), JSON.stringify({ name, version }))
  }
  return dir
}

describe('package.json scripts', () => {
  it('npm pack builds dist/ first (prepack)', () => {
    expect(pkg.scripts.prepack).toBe('npm run build')
  })

  it('no install-time script is published (preinstall, install, postinstall, prepare): npm 11 flags each on a consumer install', () => {
    expect(Object.keys(pkg.scripts).filter((name) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(name))).toEqual([])
  })

  it("the test runner's global setup installs react18 (run once per vitest run, by the root project)", () => {
    expect(config.test?.globalSetup).toEqual([join(root, 'scripts/react18.mjs')])
  })

  it('react18 counts as installed only when every package of its lock is there at the locked version', () => {
    expect(react18Stale(checkout({}))).toEqual(['node_modules/react', 'node_modules/react-dom'])
    expect(react18Stale(checkout({ react: '18.3.1', 'react-dom': '18.2.0' }))).toEqual(['node_modules/react-dom'])
    expect(react18Stale(checkout({ react: '18.3.1', 'react-dom': '18.3.1' }))).toEqual([])
  })
})
