// Hostile input at volume: every property of tests/properties with 10 000 cases or more each
// (`npm run bench:fuzz -- --runs 50000 --seed 42`). Prints cases, time and the verdict of each; a
// failure prints fast-check's shrunk counterexample and the exit code is 1.
import { parseArgs } from 'node:util'
import { propertySuites } from '../../tests/properties'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' }, only: { type: 'string' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number, got ${values.runs}`)
const seed = values.seed === undefined ? undefined : Number(values.seed)

// A rejection nobody awaited is a failure of the property that made it, not noise.
const unhandled: unknown[] = []
process.on('unhandledRejection', (reason) => unhandled.push(reason))

let failed = 0
let total = 0
const started = performance.now()
console.log(`hostile input: ${runs} cases per property${seed === undefined ? '' : `, seed ${seed}`}\n`)
for (const suite of propertySuites) {
  console.log(suite.subject)
  for (const p of suite.properties) {
    if (values.only && !p.name.includes(values.only)) continue
    const t0 = performance.now()
    let verdict = 'ok'
    try {
      await p.check(runs, seed)
      if (unhandled.length) throw new Error(`unhandled rejection: ${String(unhandled.splice(0)[0])}`)
    } catch (error) {
      failed++
      verdict = `FAILED\n${error instanceof Error ? error.message : String(error)}`
    }
    total += runs
    const ms = performance.now() - t0
    console.log(`  ${verdict === 'ok' ? '✓' : '✗'} ${String(runs).padStart(6)} cases ${`${(ms / 1000).toFixed(1)} s`.padStart(7)}  ${p.name}${verdict === 'ok' ? '' : `\n${verdict}`}`)
  }
}
console.log(`\n${total} cases in ${((performance.now() - started) / 1000).toFixed(1)} s: ${failed ? `${failed} propert${failed > 1 ? 'ies' : 'y'} failed` : 'no failure, no crash, no unhandled rejection'}`)
process.exit(failed ? 1 : 0)
