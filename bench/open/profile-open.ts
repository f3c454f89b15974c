// bench/open/profile-open: what runs between the click on Connect and the frame that paints the
// wallet list, from V8's sampling CPU profiler over many first opens of each bench:open host (built
// unminified, so function names read). Prints each function's time including what it calls and its
// own time, averaged per open. It found the work a first open did for content not yet on screen
// (see the README's architecture section: the open's first frame draws what is there).
// Run: npx tsx bench/open/profile-open.ts   (OPENS=10; HOSTS= as bench:open)
import { launchChromium } from '../chromium'
import { hosts, serveBenchHost } from './pages'
import { PROBE_SCRIPT } from './probe'
import { openClose } from './sample'

const OPENS = Number(process.env.OPENS ?? 10)
type Probe = { opens: { click: number; painted?: number }[] }
/** What is read here of the profile `Profiler.stop` answers. */
interface Profile {
  nodes: { id: number; children?: number[]; callFrame: { functionName: string; lineNumber: number } }[]
  samples?: number[]
  timeDeltas?: number[]
}

/** Adds one profile's samples to `inclusive` and `self` (ms per open), keyed by function and line. */
function tally(profile: Profile, inclusive: Map<string, number>, self: Map<string, number>): void {
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
  profile.samples?.forEach((sample, i) => {
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000 / OPENS
    const seen = new Set<string>()
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const { functionName, lineNumber } = byId.get(id)!.callFrame
      const key = `${functionName || '(anonymous)'}:${lineNumber + 1}`
      if (id === sample) add(self, key, ms)
      // A recursive function counts once per sample.
      if (!seen.has(key)) add(inclusive, key, ms)
      seen.add(key)
    }
  })
}

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .filter(([key]) => !/^\((root|program|idle)\)/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${ms.toFixed(2).padStart(7)} ms  ${key}`)
    .join('\n')

const browser = await launchChromium()
try {
  for (const host of hosts) {
    const served = await serveBenchHost(host, { minify: false })
    const inclusive = new Map<string, number>()
    const self = new Map<string, number>()
    let painted = 0
    try {
      for (let i = 0; i < OPENS; i++) {
        const context = await browser.newContext()
        try {
          const page = await context.newPage()
          await page.addInitScript({ content: PROBE_SCRIPT })
          await page.goto(served.url, { waitUntil: 'networkidle' })
          const box = (await page.locator(host.button).boundingBox())!
          await page.waitForTimeout(300) // as bench:open: the page idle, its warm-up done
          const cdp = await context.newCDPSession(page)
          await cdp.send('Profiler.enable')
          await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
          await cdp.send('Profiler.start')
          await openClose(page, box).click(0)
          const { profile } = await cdp.send('Profiler.stop')
          const open = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.opens[0]!)
          painted += ((open.painted ?? NaN) - open.click) / OPENS
          tally(profile, inclusive, self)
        } finally {
          await context.close()
        }
      }
    } finally {
      await served.close()
    }
    console.log(`\n${host.label}: click → list painted ${painted.toFixed(1)} ms on average while profiled (${OPENS} first opens)`)
    console.log(`with what they call (ms per open):\n${top(inclusive, 30)}`)
    console.log(`own time:\n${top(self, 15)}`)
  }
} finally {
  await browser.close()
}
