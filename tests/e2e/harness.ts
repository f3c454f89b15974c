// One local stack (free ports) and one Debian Chromium per e2e file. Pages may only reach 127.0.0.1.
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { startStack, type Stack, type StackOptions } from '../../services/stack/stack'

const CHROMIUM = '/usr/bin/chromium'
// Quiet offline: no QUIC, no component updates, no sync or other background calls home.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const screenshotDir = fileURLToPath(new URL('../../test-output/screenshots/', import.meta.url))
const isLocal = (url: string) => /^(data|blob|about):/.test(url) || new URL(url).hostname === '127.0.0.1'

export interface E2E {
  stack: Stack
  browser: Browser
  /** Every request a page tried beyond 127.0.0.1 (each was aborted). */
  blocked: string[]
  /** A page in a fresh context (its own localStorage), opened on the demo unless `url` says otherwise ('' opens nothing). */
  newPage(o?: { url?: string; context?: BrowserContextOptions }): Promise<Page>
  /** Saves a PNG to test-output/screenshots/<name>.png and returns its path. */
  screenshot(page: Page, name: string): Promise<string>
  close(): Promise<void>
}

export async function startE2E(o: StackOptions = {}): Promise<E2E> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`)
  const [stack, browser] = await Promise.allSettled([startStack(o), chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })])
  if (stack.status === 'rejected' || browser.status === 'rejected') {
    // whichever half started must not outlive the failure
    await Promise.allSettled([stack.status === 'fulfilled' && stack.value.stop(), browser.status === 'fulfilled' && browser.value.close()])
    throw stack.status === 'rejected' ? stack.reason : (browser as PromiseRejectedResult).reason
  }
  const blocked: string[] = []

  const newPage = async ({ url = stack.value.urls.demo, context: options }: { url?: string; context?: BrowserContextOptions } = {}) => {
    const context = await browser.value.newContext(options)
    await context.route('**/*', (route) => {
      if (isLocal(route.request().url())) return route.continue()
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`))
    page.on('close', () => void context.close().catch(() => {}))
    if (url) await page.goto(url)
    return page
  }

  const screenshot = async (page: Page, name: string) => {
    await mkdir(screenshotDir, { recursive: true })
    // Let resize observers fire, then view transitions and height animations end (spinners run forever: skip those).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.evaluate(() => {
      const roots: Array<Document | ShadowRoot> = [document, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))]
      const running = roots.flatMap((root) => root.getAnimations()).filter((a) => a.effect?.getTiming().iterations !== Infinity)
      return Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    })
    const path = join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`)
    await page.screenshot({ path, fullPage: true })
    return path
  }

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      const results = await Promise.allSettled([browser.value.close(), stack.value.stop()])
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (failed) throw failed.reason
    })())

  return { stack: stack.value, browser: browser.value, blocked, newPage, screenshot, close }
}
