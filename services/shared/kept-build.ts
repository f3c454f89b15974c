// A build kept on disk under .data/, for the test files that each need the same one: the demo page's
// (every e2e file starts its own stack, each would pay the same esbuild build) and the size tests' host
// bundles (six files measure the minimal host beside their own). A kept build is used while none of the
// files it was built from changed since (the sources it read, the lock file for node_modules, the
// build's own options); it is replaced whole, by rename, so a reader never mixes two builds.
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

export interface KeptBuild {
  /** Output files keyed by their relative path, e.g. "main.js", "chunks/chunk-ABC.js". */
  files: Map<string, Uint8Array>
  /** The files the build depends on, relative to the repository: edits to any of them call for a new build. */
  sources: string[]
  /** When the build started (ms since the epoch): a source written since is newer than the build. */
  startedAt: number
}

interface Manifest {
  sources: string[]
  startedAt: number
  files: string[]
}

/** Whether a source was written (or removed) since the build started. */
export async function changedSince(root: string, build: Pick<KeptBuild, 'sources' | 'startedAt'>): Promise<boolean> {
  const mtimes = await Promise.all(build.sources.map((path) => stat(join(root, path)).then((s) => s.mtimeMs, () => Infinity)))
  return mtimes.some((mtime) => mtime >= build.startedAt)
}

/** The kept build in `dir`, if there is one and it is still current; undefined otherwise (or when it cannot be read whole). */
export async function readKeptBuild(root: string, dir: string): Promise<KeptBuild | undefined> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'build.json'), 'utf8')) as Manifest
    if (await changedSince(root, manifest)) return undefined
    const contents = await Promise.all(manifest.files.map((name) => readFile(join(dir, 'files', name))))
    return { files: new Map(manifest.files.map((name, i) => [name, contents[i]!])), sources: manifest.sources, startedAt: manifest.startedAt }
  } catch {
    return undefined
  }
}

/** Keeps `build` in `dir`, replacing what was there. Best effort: a build that cannot be kept is built again next time. */
export async function keepBuild(dir: string, build: KeptBuild): Promise<void> {
  await mkdir(dirname(dir), { recursive: true })
  const staging = await mkdtemp(`${dir}.new-`)
  try {
    for (const [name, contents] of build.files) {
      const path = join(staging, 'files', name)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, contents)
    }
    const manifest: Manifest = { sources: build.sources, startedAt: build.startedAt, files: [...build.files.keys()] }
    await writeFile(join(staging, 'build.json'), JSON.stringify(manifest))
    await rm(dir, { recursive: true, force: true })
    // another process may have kept its build here in between: then theirs stays, as good as this one
    await rename(staging, dir).catch(() => undefined)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
