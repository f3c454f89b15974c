// bench/open/reopen-heap: does anything build up over many reopens? bench:open's ten-reopen figure
// also counts V8 compiling the open/close path as it gets hot (it compiles React's hottest
// functions with its optimising tiers over the first tens of rounds), which a leak cannot be told
// apart from in ten rounds. Here each page is opened and closed BLOCKS × 10 times after its first
// open, with the heap (after a full GC) read after every block of ten: compiled code levels off
// once warm; a leak (a listener, a store, a view tree kept per open) keeps adding every block.
// Run: npx tsx bench/open/reopen-heap.ts   (RUNS=3, BLOCKS=6; HOSTS= as bench:open)
import { launchChromium } from '../chromium'
import { control, hosts, serveBenchHost, type BenchHost } from './pages'
import { PROBE_SCRIPT } from './probe'
import { median, openClose } from './sample'

const RUNS = Number(process.env.RUNS ?? 3)
const BLOCKS = Number(process.env.BLOCKS ?? 6)
const KIB = 1024

/** KiB added by each block of ten reopens, in one fresh context. */
async function blocks(browser: Awaited<ReturnType<typeof launchChromium>>, url: string, host: BenchHost): Promise<number[]> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: PROBE_SCRIPT })
    await page.goto(url, { waitUntil: 'networkidle' })
    const { click, close } = openClose(page, (await page.locator(host.button).boundingBox())!)
    const cdp = await context.newCDPSession(page)
    const heap = async () => (await cdp.send('HeapProfiler.collectGarbage'), (await cdp.send('Runtime.getHeapUsage')).usedSize)
    let opens = 0
    await click(opens++)
    await page.waitForTimeout(500) // as bench:open: what the first open fetches has come in
    await close()
    const added: number[] = []
    let last = await heap()
    for (let b = 0; b < BLOCKS; b++) {
      for (let i = 0; i < 10; i++) (await click(opens++), await close())
      const now = await heap()
      added.push((now - last) / KIB)
      last = now
    }
    return added
  } finally {
    await context.close()
  }
}

const browser = await launchChromium()
try {
  const rows = new Map<BenchHost, number[][]>()
  for (const host of [control, ...hosts]) {
    const served = await serveBenchHost(host)
    try {
      const runs: number[][] = []
      for (let run = 0; run < RUNS; run++) runs.push(await blocks(browser, served.url, host))
      rows.set(host, runs)
    } finally {
      await served.close()
    }
  }
  const medians = (runs: number[][]) => Array.from({ length: BLOCKS }, (_, b) => median(runs.map((r) => r[b]!)))
  const base = medians(rows.get(control)!)
  console.log(`bench/open/reopen-heap: heap added by each block of ten reopens (KiB, after a full GC; median of ${RUNS} runs)`)
  console.log(`  ${'page'.padEnd(26)}${Array.from({ length: BLOCKS }, (_, b) => `${b * 10 + 1}-${b * 10 + 10}`.padStart(10)).join('')}`)
  for (const [host, runs] of rows) {
    const own = medians(runs)
    console.log(`  ${host.label.padEnd(26)}${own.map((v) => v.toFixed(1).padStart(10)).join('')}`)
    if (host !== control) console.log(`  ${'  beside React only'.padEnd(26)}${own.map((v, b) => `${v - base[b]! >= 0 ? '+' : ''}${(v - base[b]!).toFixed(1)}`.padStart(10)).join('')}`)
  }
} finally {
  await browser.close()
}
