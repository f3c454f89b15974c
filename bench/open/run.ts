// bench/open: the minimal EVM host in headless Chromium, median of RUNS page loads: first
// contentful paint, click on Connect → wallet list in the page and painted, the heap the open
// modal adds, and every request the page made before the modal opened.
// Run: npm run bench:open
import { chromium, type Request } from 'playwright-core'
import { buildHost, hostPath } from '../size/build'
import { installProbe } from './probe'
import { serveHost } from './serve'

const RUNS = Number(process.env.RUNS ?? 9)
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const build = await buildHost(hostPath('evm-minimal'))
const host = await serveHost(build.chunks)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS })
const results = { fcp: [] as number[], inDom: [] as number[], painted: [] as number[], heap: [] as number[] }
const beforeOpen: string[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    // tsx names functions with a __name helper: give the page a no-op one.
    await page.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})()` })
    await page.goto(host.url, { waitUntil: 'networkidle' })
    const button = page.getByTestId('connect-button')
    await button.waitFor()
    await page.waitForTimeout(300)
    // What left the page before the person opened the modal (the document and its scripts aside).
    for (const request of requests) if (!['document', 'script'].includes(request.resourceType())) beforeOpen.push(`${request.resourceType()} ${request.url()}`)

    const cdp = await context.newCDPSession(page)
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await cdp.send('Runtime.getHeapUsage')).usedSize
    }
    const heapBefore = await heap()
    // A trusted click on the button (input dispatched by the browser, as a person's would be).
    await button.click()
    await page.waitForFunction(() => (window as unknown as { __probe: { painted?: number } }).__probe.painted !== undefined)
    const probe = await page.evaluate(() => (window as unknown as { __probe: { click: number; inDom: number; painted: number } }).__probe)
    await page.waitForTimeout(300)
    const heapAfter = await heap()
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)

    results.fcp.push(fcp)
    results.inDom.push(probe.inDom - probe.click)
    results.painted.push(probe.painted - probe.click)
    results.heap.push(heapAfter - heapBefore)
    await context.close()
  }
} finally {
  await browser.close()
  await host.close()
}

const ms = (v: number) => `${v.toFixed(1)} ms`
console.log(`bench/open: minimal EVM host, Chromium headless, median of ${RUNS} runs`)
console.log(`  first contentful paint               ${ms(median(results.fcp))}`)
console.log(`  click → wallet list in the page       ${ms(median(results.inDom))}`)
console.log(`  click → frame with the list painted   ${ms(median(results.painted))}   (one frame = 16.7 ms)`)
console.log(`  heap added by the open modal          ${(median(results.heap) / 1024 / 1024).toFixed(3)} MiB`)
console.log(`  requests before the modal opened      ${beforeOpen.length}${beforeOpen.length ? `: ${[...new Set(beforeOpen)].join(', ')}` : ''}`)
