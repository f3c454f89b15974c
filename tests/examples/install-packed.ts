// globalSetup of the `examples` project: each plugin under examples/ is built against the package as
// npm publishes it, never against this checkout's sources. Build the library, pack it, install the
// tarball into each example the way a consumer's `npm install` would (node_modules/gangway holds the
// packed files; every other dependency resolves from the repository's node_modules, as in a
// workspace), then type-check each example with its own tsconfig against the packed .d.ts.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../..', import.meta.url))
const examples = join(root, 'examples')

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`examples: ${label} failed\n${`${stdout}\n${stderr}`.trim().slice(-4000)}`, { cause: error })
  } finally {
    timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}
const timings: string[] = []

export default async function installPacked(): Promise<() => Promise<void>> {
  const packDir = await mkdtemp(join(tmpdir(), 'gangway-pack-'))
  // A file left in dist/ by a deleted source must not reach the tarball.
  await rm(join(root, 'dist'), { recursive: true, force: true })
  await step('npm run build', () => run('npm', ['run', 'build'], { cwd: root }))
  const tarball = await step('npm pack', async () => {
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], { cwd: root })
    const [packed] = JSON.parse(stdout) as { filename: string }[]
    if (!packed) throw new Error(`npm pack reported no tarball: ${stdout}`)
    return join(packDir, packed.filename)
  })

  const installs: string[] = []
  const folders = (await readdir(examples, { withFileTypes: true })).filter((e) => e.isDirectory() && existsSync(join(examples, e.name, 'package.json')))
  for (const { name } of folders) {
    const installed = join(examples, name, 'node_modules', 'gangway')
    installs.push(installed)
    await step(`install into examples/${name}`, async () => {
      await rm(installed, { recursive: true, force: true })
      await mkdir(installed, { recursive: true })
      await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'])
    })
    await step(`tsc -p examples/${name}`, () => run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(examples, name)], { cwd: root }))
  }
  console.log(`examples: ${timings.join(', ')}`)
  // The packed copy goes when the run ends: left in examples/, its dist/ files read as a plugin that
  // reaches into kernel/ and ui/ by path.
  return async () => {
    await Promise.all([packDir, ...installs].map((dir) => rm(dir, { recursive: true, force: true })))
  }
}
