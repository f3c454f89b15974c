// One page load of a bench host in a fresh browser context, then a person's use of its button:
// a trusted click that opens the wallet list, Escape to close it, and ten more open/close rounds.
import type { Browser, Page, Request } from 'playwright-core'
import { PROBE_SCRIPT } from './probe'

export const REOPENS = 10

type Open = { click: number; inDom?: number; painted?: number }
type Probe = { opens: Open[]; longTasks: { start: number; duration: number }[] }

export interface Sample {
  /** First contentful paint of the page. */
  fcp: number
  /** Total duration of the long tasks (≥ 50 ms) from navigation until the first click. */
  longTasks: number
  /** First open: click → wallet list in the page, and → the frame that painted it. */
  inDom: number
  painted: number
  /** Each reopen after a close: click → frame with the list painted (median of REOPENS). */
  reopen: number
  /** The page's heap before the first open, once idle (after a full GC). */
  heapIdle: number
  /** Heap the first open added (after a full GC on both sides). */
  heapOpen: number
  /** Heap growth over REOPENS open/close rounds after the first close (after a full GC). */
  heapTen: number
  /** Requests other than the document and scripts before the first open, and the scripts loaded before it. */
  beforeOpen: string[]
  scriptsBeforeOpen: string[]
  /** What the first open requested (in its first 500 ms): lazy chunks, services. */
  byFirstOpen: string[]
}

/** A person's open and close: a trusted click on the button (until the open's list is painted), then Escape (until it is gone). */
export function openClose(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const list = page.locator('[data-testid="wallet-list"]')
  return {
    /** The index-th open since the page loaded (0 for the first). */
    click: async (index: number) => {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await page.waitForFunction((i) => (window as unknown as { __probe: Probe }).__probe.opens[i]?.painted !== undefined, index)
    },
    close: async () => {
      await page.keyboard.press('Escape')
      await list.first().waitFor({ state: 'detached' })
    },
  }
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function sample(browser: Browser, url: string, button: string): Promise<Sample> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    await page.addInitScript({ content: PROBE_SCRIPT })
    await page.goto(url, { waitUntil: 'networkidle' })
    const target = page.locator(button)
    const box = (await target.boundingBox())!
    await page.waitForTimeout(300)
    const scriptsBeforeOpen = requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname.slice(1))
    const beforeOpen = requests.filter((r) => !['document', 'script'].includes(r.resourceType())).map((r) => `${r.resourceType()} ${r.url()}`)
    const probe = () => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe)

    const cdp = await context.newCDPSession(page)
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await cdp.send('Runtime.getHeapUsage')).usedSize
    }
    const { click, close } = openClose(page, box)

    const heapBefore = await heap()
    const requestsBeforeOpen = requests.length
    await click(0)
    await page.waitForTimeout(500)
    const heapAfter = await heap()
    const byFirstOpen = requests.slice(requestsBeforeOpen).map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`)
    await close()
    const heapClosed = await heap()
    for (let round = 1; round <= REOPENS; round++) {
      await click(round)
      await close()
    }
    const heapAfterTen = await heap()

    const { opens, longTasks } = await probe()
    const first = opens[0]!
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)
    return {
      fcp,
      longTasks: longTasks.filter((t) => t.start < first.click).reduce((sum, t) => sum + t.duration, 0),
      inDom: (first.inDom ?? NaN) - first.click,
      painted: (first.painted ?? NaN) - first.click,
      reopen: median(opens.slice(1).map((o) => (o.painted ?? NaN) - o.click)),
      heapIdle: heapBefore,
      heapOpen: heapAfter - heapBefore,
      heapTen: heapAfterTen - heapClosed,
      beforeOpen,
      scriptsBeforeOpen,
      byFirstOpen,
    }
  } finally {
    await context.close()
  }
}
