// `npm test`: the type check and the test run side by side. Each spends its first ~40 s on one core
// (tsc checking the whole project; vitest's global set-up building and packing the library for the
// examples), so one after the other they left the second core idle for that long. tsc's report is
// printed when it ends; a type error stops the tests at once and fails the run, as `tsc && vitest` did.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url))

const tsc = spawn(process.execPath, [bin('typescript/bin/tsc'), '--noEmit'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
const vitest = spawn(process.execPath, [bin('vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })

let report = ''
tsc.stdout.on('data', (chunk) => (report += chunk))
tsc.stderr.on('data', (chunk) => (report += chunk))

const exited = (child) => new Promise((done) => child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0))))
const [typesOk, testsOk] = [exited(tsc).then((code) => code === 0), exited(vitest).then((code) => code === 0)]

typesOk.then((ok) => {
  if (ok) return console.log('tsc --noEmit: no type errors')
  const running = vitest.exitCode === null && vitest.signalCode === null
  console.error(`tsc --noEmit found type errors${running ? '; stopping the tests' : ''}.\n${report.trim()}`)
  if (running) vitest.kill('SIGTERM')
})

const [types, tests] = await Promise.all([typesOk, testsOk])
process.exitCode = types && tests ? 0 : 1
