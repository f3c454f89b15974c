// bench/open/profile-open: what runs between the click on Connect and the frame that paints the
// wallet list, from V8's sampling CPU profiler over many first opens of each bench:open host (built
// unminified, so function names read). Prints each function's time including what it calls and its
// own time, averaged per open. It found the work a first open did for content not yet on screen
// (see the README's architecture section: the open's first frame draws what is there).
// Run: npx tsx bench/open/profile-open.ts   (OPENS=10; HOSTS= as bench:open)
import { launchChromium } from '../chromium'
import { hosts, serveBenchHost } from './pages'
import { PROBE_SCRIPT } from './probe'
import { tally, top, type Profile } from './profile'
import { openClose } from './sample'

const OPENS = Number(process.env.OPENS ?? 10)
type Probe = { opens: { click: number; painted?: number }[] }

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
          tally(profile as Profile, inclusive, self, OPENS)
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
