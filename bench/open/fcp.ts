// bench/open/fcp: the host page's first contentful paint beside a React-only page, in many paired,
// interleaved loads (control then host, the order swapped every other pair), each in a fresh
// context, the CPU unthrottled. Prints, per host, the median FCP of each page and the median and
// spread (quartiles) of the per-pair differences: issue 15's target is the median ≤ +15 ms.
// Besides FCP it prints what the page's main thread ran before it (script evaluation and compile,
// from the Performance domain's counters), which is what Gangway adds there.
// Run: npx tsx bench/open/fcp.ts   (PAIRS=30 by default; HOSTS= as bench:open)
import { cpus } from 'node:os'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../chromium'
import { control, hosts, serveBenchHost } from './pages'

const PAIRS = Number(process.env.PAIRS ?? 30)

interface Load {
  fcp: number
  /** Main-thread script time until the load settled (V8 execution + compile, ms). */
  script: number
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.send('Performance.enable')
    await page.goto(url, { waitUntil: 'networkidle' })
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const seen = performance.getEntriesByName('first-contentful-paint')[0]
          if (seen) return resolve(seen.startTime)
          new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true })
        }),
    )
    const { metrics } = await cdp.send('Performance.getMetrics')
    const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000
    return { fcp, script }
  } finally {
    await context.close()
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}
const ms = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} ms`

const browser = await launchChromium()
try {
  const controlPage = await serveBenchHost(control)
  console.log(`bench/open/fcp: ${PAIRS} pairs per host, headless Chromium, ${cpus().length} shared cores, CPU unthrottled, ${new Date().toISOString().slice(0, 16)}Z`)
  for (const host of hosts) {
    const served = await serveBenchHost(host)
    const pairs: { control: Load; host: Load }[] = []
    // Warm the servers and the browser's caches of the code cache alike for both pages.
    await load(browser, controlPage.url)
    await load(browser, served.url)
    for (let i = 0; i < PAIRS; i++) {
      const first = i % 2 === 0
      const a = await load(browser, first ? controlPage.url : served.url)
      const b = await load(browser, first ? served.url : controlPage.url)
      pairs.push(first ? { control: a, host: b } : { control: b, host: a })
    }
    const diffs = pairs.map((p) => p.host.fcp - p.control.fcp)
    const scriptDiffs = pairs.map((p) => p.host.script - p.control.script)
    console.log(
      `${host.label}: FCP median ${quantile(pairs.map((p) => p.host.fcp), 0.5).toFixed(1)} ms (React-only ${quantile(pairs.map((p) => p.control.fcp), 0.5).toFixed(1)} ms); ` +
        `difference median ${ms(quantile(diffs, 0.5))}, quartiles ${ms(quantile(diffs, 0.25))} … ${ms(quantile(diffs, 0.75))}, ` +
        `min ${ms(Math.min(...diffs))} max ${ms(Math.max(...diffs))} (target ≤ +15 ms); ` +
        `main-thread script until load: median ${ms(quantile(scriptDiffs, 0.5))} beside the React-only page`,
    )
    await served.close()
  }
  await controlPage.close()
} finally {
  await browser.close()
}
