// services/ runs on its own (self-hosted, and started by the stack before any page exists): it may
// share code with the demo only through files under services/, never by importing from demo/.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const servicesDir = join(root, 'services')
const demoDir = join(root, 'demo')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(c|m)?(t|j)sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

/** Every module specifier of a file: static imports, re-exports, import types, dynamic import() and require(). */
const specifiers = (source: string): string[] => ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName)

/** The specifiers of `file` (at `source`) that point into demo/. */
function demoImports(file: string, source: string): string[] {
  return specifiers(source).filter((spec) => {
    if (!spec.startsWith('.') && !spec.startsWith('/')) return false // a package: never the demo
    const target = resolve(dirname(file), spec)
    return target === demoDir || target.startsWith(demoDir + sep)
  })
}

describe('issue 8: services/ depends on nothing in demo/', () => {
  it('the scan finds a demo import in any form: import, import type, export from, import(), require()', () => {
    const file = join(servicesDir, 'stack', 'example.ts')
    const source = [
      "import { a } from '../../demo/config'",
      "import type { B } from '../../demo/dev-wallet/evm'",
      "export { c } from '../../demo'",
      "const d = await import('../../demo/main')",
      "const e = require('../../demo/app.tsx')",
      "import { ok } from '../dev/keys'",
      "import { pkg } from 'viem'",
      "// import { commented } from '../../demo/config'",
    ].join('\n')
    expect(demoImports(file, source)).toEqual(['../../demo/config', '../../demo/dev-wallet/evm', '../../demo', '../../demo/main', '../../demo/app.tsx'])
  })

  it('no file under services/ imports from demo/', () => {
    const files = sourceFiles(servicesDir)
    expect(files.length).toBeGreaterThan(20) // the scan does reach the services
    const offending = files.flatMap((file) => demoImports(file, readFileSync(file, 'utf8')).map((spec) => `${relative(root, file)}: ${spec}`))
    expect(offending).toEqual([])
  })
})
