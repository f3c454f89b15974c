// bench/open/trace: a Chromium performance trace (Tracing domain over CDP, with the V8 CPU profiler
// and GC categories) of each bench page: load, the idle time after, the first open and a reopen.
// The hosts are built unminified so function names read. Writes a summary per host (text and JSON)
// to bench/open/traces/; the raw trace with TRACE_RAW=1 (large, not committed).
// Run: npx tsx bench/open/trace.ts [host…]
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { CDPSession } from 'playwright-core'
import { launchChromium } from '../chromium'
import { control, hosts } from './pages'
import { serveBenchHost } from './pages'
import { PROBE_SCRIPT } from './probe'
import { formatSummary, phasesOf, summarise, type TraceEvent } from './trace-summary'

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
]
const out = fileURLToPath(new URL('./traces/', import.meta.url))
const wanted = process.argv.slice(2)
const selected = [control, ...hosts].filter((h) => !wanted.length || wanted.includes(h.name))

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  let text = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle })
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle })
  return text
}

mkdirSync(out, { recursive: true })
const browser = await launchChromium()
try {
  for (const host of selected) {
    const served = await serveBenchHost(host, { minify: false })
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript({ content: PROBE_SCRIPT })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReturnAsStream' })
    await page.goto(served.url, { waitUntil: 'networkidle' })
    const box = (await page.locator(host.button).boundingBox())!
    await page.waitForTimeout(1500)
    const clickAndWait = async (index: number) => {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await page.waitForFunction((i) => (window as unknown as { __probe: { opens: { painted?: number }[] } }).__probe.opens[i]?.painted !== undefined, index)
    }
    await clickAndWait(0)
    await page.waitForTimeout(500)
    await page.keyboard.press('Escape')
    await page.locator('[data-testid="wallet-list"]').first().waitFor({ state: 'detached' })
    await page.waitForTimeout(300)
    await clickAndWait(1)
    const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)))
    await cdp.send('Tracing.end')
    const text = await readStream(cdp, await done)
    const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[]
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])
    const summary = summarise(events, phasesOf(events))
    writeFileSync(`${out}${host.name}.json`, `${JSON.stringify({ host: host.name, date: new Date().toISOString(), summary }, null, 1)}\n`)
    writeFileSync(`${out}${host.name}.txt`, formatSummary(host.name, summary))
    if (process.env.TRACE_RAW) writeFileSync(`/tmp/${host.name}.trace.json`, text)
    console.log(formatSummary(host.name, summary))
    await context.close()
    await served.close()
  }
} finally {
  await browser.close()
}
