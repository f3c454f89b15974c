// A kept build (the demo page's, the size tests' hosts): used again while its sources are untouched, built again once one changes.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepBuild, readKeptBuild, type KeptBuild } from '../../../../services/shared/kept-build'

let root: string
const kept = () => join(root, '.data', 'demo-build', 'development-chains-off')
const bytes = (text: string) => new TextEncoder().encode(text)
const text = (b: Uint8Array | undefined) => (b ? new TextDecoder().decode(b) : undefined)

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'gangway-demo-build-'))
  await writeFile(join(root, 'main.tsx'), 'export {}')
  await writeFile(join(root, 'package-lock.json'), '{}')
  // the sources were written before the build started
  const past = new Date(Date.now() - 60_000)
  await Promise.all(['main.tsx', 'package-lock.json'].map((f) => utimes(join(root, f), past, past)))
})
afterEach(() => rm(root, { recursive: true, force: true }))

const build = (): KeptBuild => ({
  files: new Map([
    ['main.js', bytes('console.log(1)')],
    ['chunks/chunk-A1.js', bytes('export const a = 1')],
  ]),
  sources: ['main.tsx', 'package-lock.json'],
  startedAt: Date.now() - 1000,
})

describe('a build kept between test files', () => {
  it('a kept build whose sources are untouched is read back whole, nested files included', async () => {
    await keepBuild(kept(), build())
    const read = await readKeptBuild(root, kept())
    expect(read && [...read.files.keys()].sort()).toEqual(['chunks/chunk-A1.js', 'main.js'])
    expect(text(read?.files.get('chunks/chunk-A1.js'))).toBe('export const a = 1')
    expect(read?.sources).toEqual(['main.tsx', 'package-lock.json'])
  })

  it('a source written after the build started (an edit, an npm install) makes it stale', async () => {
    await keepBuild(kept(), build())
    await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion":3}')
    expect(await readKeptBuild(root, kept())).toBeUndefined()
  })

  it('a source removed since makes it stale; no kept build, or one missing a file, is none', async () => {
    expect(await readKeptBuild(root, kept())).toBeUndefined()
    await keepBuild(kept(), build())
    await rm(join(kept(), 'files', 'main.js'))
    expect(await readKeptBuild(root, kept())).toBeUndefined()
    await keepBuild(kept(), build())
    await rm(join(root, 'main.tsx'))
    expect(await readKeptBuild(root, kept())).toBeUndefined()
  })

  it('a newer build replaces the kept one whole, leaving no staging folder behind', async () => {
    await keepBuild(kept(), build())
    await keepBuild(kept(), { ...build(), files: new Map([['main.js', bytes('console.log(2)')]]) })
    const read = await readKeptBuild(root, kept())
    expect([...(read?.files.keys() ?? [])]).toEqual(['main.js'])
    expect(text(read?.files.get('main.js'))).toBe('console.log(2)')
    expect(await readdir(join(root, '.data', 'demo-build'))).toEqual(['development-chains-off'])
  })
})
