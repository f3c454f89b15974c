// Hostile input, property-based (fast-check): a few hundred cases per property here; `npm run
// bench:fuzz` runs the same properties with 10 000 or more. FUZZ_RUNS overrides the count.
import { describe, it } from 'vitest'
import { propertySuites } from '../../properties'

const runs = Number(process.env.FUZZ_RUNS ?? 200)

for (const suite of propertySuites) {
  describe(suite.subject, () => {
    for (const p of suite.properties) it(p.name, () => p.check(runs), 60_000)
  })
}
