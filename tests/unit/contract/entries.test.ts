// The package's entry points are named once in package-entries.mjs; package.json "exports" and
// tsconfig "paths" must say the same, and each source file must exist.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { packageEntries } from '../../../package-entries.mjs'
import { root } from './source'

const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>

describe('public entry points', () => {
  const names = Object.keys(packageEntries).sort()

  it('package.json exports each entry, built to dist/ from its source', () => {
    const exports = json('package.json').exports as Record<string, { types: string; import: string }>
    expect(Object.keys(exports).map((key) => (key === '.' ? 'gangway' : `gangway/${key.slice(2)}`)).sort()).toEqual(names)
    for (const [name, source] of Object.entries(packageEntries)) {
      const key = name === 'gangway' ? '.' : `./${name.slice('gangway/'.length)}`
      const built = `./dist/${source.replace(/\.ts$/, '')}`
      expect(exports[key]).toEqual({ types: `${built}.d.ts`, import: `${built}.js` })
    }
  })

  it('tsconfig paths resolve each entry to its source, and each source exists', () => {
    const paths = (json('tsconfig.json').compilerOptions as { paths: Record<string, string[]> }).paths
    expect(Object.keys(paths).sort()).toEqual(names)
    for (const [name, source] of Object.entries(packageEntries)) {
      expect(paths[name]).toEqual([`./${source}`])
      expect(existsSync(join(root, source)), source).toBe(true)
    }
  })
})
