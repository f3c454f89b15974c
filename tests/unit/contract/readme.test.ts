// The README says what a host and a plugin author can rely on; these keep it true.
// - Every code sample of "Writing a plugin" is, to the character, a file of examples/plugin-guide/
//   (its first line names it: `// my-plugin/module.tsx: …`). `npm test` type-checks that folder against
//   the packed package (tests/examples/install-packed.ts), so a sample that does not compile fails there.
// - The install table of "Use it in a React app" names each optional peer with its range, in the row of
//   every entry that imports it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { packageEntries } from '../../../package-entries.mjs'
import { importsOf, read, root, sourceFiles } from './source'

const readme = read('README.md')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> }

/** The text of a `## ` section, up to the next `## ` heading. */
const section = (heading: string) => {
  const start = readme.indexOf(`\n## ${heading}\n`)
  expect(start, heading).toBeGreaterThan(-1)
  const end = readme.indexOf('\n## ', start + 1)
  return readme.slice(start, end === -1 ? undefined : end)
}
const codeBlocks = (text: string) => [...text.matchAll(/^```(ts|tsx)\n([\s\S]*?)^```$/gm)].map((m) => m[2]!)

describe('README: the plugin guide', () => {
  const samples = codeBlocks(section('Writing a plugin'))

  it('has its samples (the factory, the controller, the module, the translated view and its tables)', () => {
    expect(samples.length).toBeGreaterThanOrEqual(5)
  })

  it('each sample is a file of examples/plugin-guide, the whole file, which npm test type-checks against the packed package', () => {
    for (const sample of samples) {
      const file = /^\/\/ (my-plugin\/[\w./-]+): /.exec(sample)?.[1]
      expect(file, `a sample names its file on its first line:\n${sample.slice(0, 120)}`).toBeDefined()
      expect(sample, file).toBe(read(`examples/plugin-guide/${file}`))
    }
  })
})

describe('README: which peer dependency each entry needs', () => {
  const table = section('Use it in a React app')
  const rowOf = (entry: string) => table.split('\n').find((line) => line.startsWith(`| \`${entry}\``))

  it('every optional peer is named with its version range', () => {
    for (const [name, range] of Object.entries(pkg.peerDependencies)) {
      if (name === 'react' || name === 'react-dom') continue
      expect(table, name).toContain(`\`${name}@${range}\``)
    }
  })

  it("each entry's row names every peer its files import", () => {
    const peers = Object.keys(pkg.peerDependencies).filter((name) => name !== 'react' && name !== 'react-dom')
    for (const [entry, source] of Object.entries(packageEntries)) {
      const folder = source.split('/').slice(0, -1).join('/')
      if (!folder.startsWith('plugins/')) continue
      const imported = new Set(sourceFiles(folder).flatMap((file) => importsOf(read(file))).filter((s) => peers.some((p) => s === p || s.startsWith(`${p}/`))).map((s) => peers.find((p) => s === p || s.startsWith(`${p}/`))!))
      if (imported.size === 0) continue
      const row = rowOf(entry)
      expect(row, entry).toBeDefined()
      for (const peer of imported) expect(row, `${entry} imports ${peer}`).toContain(`\`${peer}@`)
    }
  })
})
