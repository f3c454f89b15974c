// bench/open: the minimal EVM host in headless Chromium, median of RUNS page loads: first
// contentful paint, click on Connect → wallet list in the page and painted, the heap the open
// modal adds, and every request the page made before the modal opened.
// Run: npm run bench:open
import { chromium, type Browser, type Request } from 'playwright-core'
import { buildHost, hostPath } from '../size/build'
import { installProbe } from './probe'
import { serveHost } from './serve'

const RUNS = Number(process.env.RUNS ?? 9)
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
type Probe = { click: number; inDom?: number; painted?: number }

interface Sample {
  fcp: number
  inDom: number
  painted: number
  heap: number
  beforeOpen: string[]
}

/** One page load and one click on the host's button, as a person's (a trusted mouse click). */
async function sample(browser: Browser, url: string, button: string): Promise<Sample> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  // tsx names functions with a __name helper: give the page a no-op one.
  await page.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})()` })
  await page.goto(url, { waitUntil: 'networkidle' })
  const box = (await page.locator(button).boundingBox())!
  await page.waitForTimeout(300)
  // What left the page before the person opened the modal (the document and its scripts aside).
  const beforeOpen = requests.filter((r) => !['document', 'script'].includes(r.resourceType())).map((r) => `${r.resourceType()} ${r.url()}`)

  const cdp = await context.newCDPSession(page)
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  }
  const heapBefore = await heap()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForTimeout(500)
  const heapAfter = await heap()
  const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe)
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)
  await context.close()
  return {
    fcp,
    inDom: (probe.inDom ?? NaN) - probe.click,
    painted: (probe.painted ?? NaN) - probe.click,
    heap: heapAfter - heapBefore,
    beforeOpen,
  }
}

async function measure(browser: Browser, host: string, button: string): Promise<Sample[]> {
  const build = await buildHost(hostPath(host))
  const server = await serveHost(build.chunks)
  try {
    const samples: Sample[] = []
    for (let run = 0; run < RUNS; run++) samples.push(await sample(browser, server.url, button))
    return samples
  } finally {
    await server.close()
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS })
try {
  // The same click on a React-only page: the heap any click and the probe cost, to subtract.
  const control = await measure(browser, 'react-only', 'button')
  const samples = await measure(browser, 'evm-minimal', 'span >> button')
  const of = (key: 'fcp' | 'inDom' | 'painted' | 'heap', list = samples) => median(list.map((s) => s[key]))
  const ms = (v: number) => `${v.toFixed(1)} ms`
  const beforeOpen = [...new Set(samples.flatMap((s) => s.beforeOpen))]
  console.log(`bench/open: minimal EVM host, Chromium headless, median of ${RUNS} runs`)
  console.log(`  first contentful paint               ${ms(of('fcp'))}   (React-only page: ${ms(of('fcp', control))})`)
  console.log(`  click → wallet list in the page       ${ms(of('inDom'))}`)
  console.log(`  click → frame with the list painted   ${ms(of('painted'))}   (one frame = 16.7 ms)`)
  console.log(`  heap added by the open modal          ${((of('heap') - of('heap', control)) / 1048576).toFixed(3)} MiB   (${(of('heap') / 1048576).toFixed(3)} MiB minus ${(of('heap', control) / 1048576).toFixed(3)} MiB for the same click on a React-only page)`)
  console.log(`  requests before the modal opened      ${beforeOpen.length}${beforeOpen.length ? `: ${beforeOpen.join(', ')}` : ''}`)
} finally {
  await browser.close()
}
