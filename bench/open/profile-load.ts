// bench/open/profile-load: what JavaScript runs before a page's first frame with its button, from V8's
// sampling CPU profiler over many loads of each bench:open page (built unminified, so names read), the
// React-only page first. A requestAnimationFrame loop started before the page's own script finds the
// first frame whose DOM holds the button (in the document or in a shadow root) and runs a marker
// function there (busy long enough to be sampled); the samples from that marker on are left out. Prints, per load on average, the
// script time before that frame and the functions with the most time (with what they call, and own).
// Run: npx tsx bench/open/profile-load.ts   (LOADS=15; HOSTS= as bench:open; WITHIN=createModal: what
// runs under that one function, also listed)
import { launchChromium } from '../chromium'
import { control, hosts, serveBenchHost } from './pages'
import { PROBE_SCRIPT } from './probe'
import { tally, top, type Profile } from './profile'

const LOADS = Number(process.env.LOADS ?? 15)
const MARKER = 'gangwayBenchFirstFrame'
const WITHIN = process.env.WITHIN
const FIRST_FRAME = `;(function watch() {
  requestAnimationFrame(() => {
    const shown = document.querySelector('button') || [...document.querySelectorAll('*')].some((e) => e.shadowRoot && e.shadowRoot.querySelector('button'))
    // busy for 0.3 ms, so that the profiler samples it; the flag tells the bench the marker has run
    if (shown) (function ${MARKER}() { const t = performance.now(); while (performance.now() - t < 0.3); window.${MARKER} = true })()
    else watch()
  })
})()`

const browser = await launchChromium()
try {
  for (const host of [control, ...hosts]) {
    const served = await serveBenchHost(host, { minify: false })
    const inclusive = new Map<string, number>()
    const self = new Map<string, number>()
    const [withinInclusive, withinSelf] = [new Map<string, number>(), new Map<string, number>()]
    let cut = 0
    try {
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext()
        try {
          const page = await context.newPage()
          await page.addInitScript({ content: PROBE_SCRIPT + FIRST_FRAME })
          const cdp = await context.newCDPSession(page)
          await cdp.send('Profiler.enable')
          await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
          await cdp.send('Profiler.start')
          await page.goto(served.url, { waitUntil: 'load' })
          await page.waitForFunction((marker) => marker in window, MARKER)
          const { profile } = await cdp.send('Profiler.stop')
          // A load whose marker went unsampled would count what came after its first frame: left out.
          const [loadInclusive, loadSelf] = [new Map<string, number>(), new Map<string, number>()]
          const [loadWithinInclusive, loadWithinSelf] = [new Map<string, number>(), new Map<string, number>()]
          const untilMarker = (stack: string[]) => stack.includes(MARKER)
          if (!tally(profile as Profile, loadInclusive, loadSelf, 1, untilMarker)) continue
          if (WITHIN) tally(profile as Profile, loadWithinInclusive, loadWithinSelf, 1, untilMarker, (stack) => stack.includes(WITHIN))
          cut++
          const pairs = [[loadInclusive, inclusive], [loadSelf, self], [loadWithinInclusive, withinInclusive], [loadWithinSelf, withinSelf]] as const
          for (const [from, into] of pairs) for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms)
        } finally {
          await context.close()
        }
      }
    } finally {
      await served.close()
    }
    for (const map of [inclusive, self, withinInclusive, withinSelf]) for (const [key, ms] of map) map.set(key, ms / cut)
    const script = [...self].filter(([key]) => !/^\((root|program|idle|garbage collector)\)/.test(key)).reduce((sum, [, ms]) => sum + ms, 0)
    console.log(`\n${host.label}: ${script.toFixed(1)} ms of script before the first frame with its button (profiled; the ${cut} of ${LOADS} loads whose marker was sampled)`)
    console.log(`with what they call (ms per load):\n${top(inclusive, 25)}`)
    console.log(`own time:\n${top(self, 12)}`)
    if (WITHIN) console.log(`under ${WITHIN}, with what they call:\n${top(withinInclusive, 30)}\nunder ${WITHIN}, own time:\n${top(withinSelf, 15)}`)
  }
} finally {
  await browser.close()
}
