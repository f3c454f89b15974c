// One local stack (free ports) and one Debian Chromium per e2e file. Pages may only reach 127.0.0.1.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { startStack, type Stack, type StackOptions } from '../../services/stack/stack'

const CHROMIUM = '/usr/bin/chromium'
// Quiet offline: no QUIC, no component updates, no sync or other background calls home.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
// Chromium starts in a second or two; playwright's own bound (180 s) is beyond vitest's 120 s hook timeout.
const CHROMIUM_LAUNCH_MS = 30_000
// The whole stack start's bound: with the first page's 20 s (fixtures.ts) under vitest's 120 s hookTimeout, so a start that hangs names its parts.
const STACK_DEADLINE_MS = 90_000
// A start slower than this prints how long each part took (a normal one takes well under).
const SLOW_START_MS = 30_000
const screenshotDir = fileURLToPath(new URL('../../test-output/screenshots/', import.meta.url))
// 127.0.0.0/8 is all loopback: a test may serve a page from 127.0.0.2 to give it a foreign origin.
const isLocal = (url: string) => /^(data|blob|about):/.test(url) || /^127\.\d+\.\d+\.\d+$/.test(new URL(url).hostname)

export interface E2E {
  stack: Stack
  browser: Browser
  /** Every request a page tried beyond 127.0.0.1 (each was aborted). */
  blocked: string[]
  /** A page in a fresh context (its own localStorage), opened on the demo unless `url` says otherwise ('' opens nothing). */
  newPage(o?: { url?: string; context?: BrowserContextOptions }): Promise<Page>
  /** Saves a PNG to test-output/screenshots/<name>.png (the whole page, the viewport, or one element) and returns its path. */
  screenshot(page: Page, name: string, o?: { fullPage?: boolean; element?: Locator }): Promise<string>
  close(): Promise<void>
}

/** Debian's Chromium, headless and quiet. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`)
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: CHROMIUM_LAUNCH_MS })
}

/** A page in a fresh context (its own localStorage) that may only reach 127.0.0.1; other requests are aborted and listed in `blocked`. */
export async function isolatedPage(browser: Browser, blocked: string[], options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options)
  await context.route('**/*', (route) => {
    if (isLocal(route.request().url())) return route.continue()
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`))
  page.on('close', () => void context.close().catch(() => {}))
  return page
}

export async function startE2E(o: StackOptions = {}): Promise<E2E> {
  const t0 = performance.now()
  let chromiumMs: number | undefined
  const [stack, browser] = await Promise.allSettled([
    startStack({ deadlineMs: STACK_DEADLINE_MS, ...o }),
    launchChromium().then((b) => ((chromiumMs = Math.round(performance.now() - t0)), b)),
  ])
  const tookMs = Math.round(performance.now() - t0)
  if (stack.status === 'fulfilled' && (tookMs > SLOW_START_MS || browser.status === 'rejected')) {
    const parts = Object.entries({ ...stack.value.startMs, chromium: chromiumMs }).map(([part, ms]) => `${part} ${ms ?? '-'} ms`)
    console.warn(`[e2e] slow or failed start (${tookMs} ms): ${parts.join(', ')}`)
  }
  if (stack.status === 'rejected' || browser.status === 'rejected') {
    // whichever half started must not outlive the failure
    await Promise.allSettled([stack.status === 'fulfilled' && stack.value.stop(), browser.status === 'fulfilled' && browser.value.close()])
    throw stack.status === 'rejected' ? stack.reason : (browser as PromiseRejectedResult).reason
  }
  const blocked: string[] = []

  const newPage = async ({ url = stack.value.urls.demo, context: options }: { url?: string; context?: BrowserContextOptions } = {}) => {
    const page = await isolatedPage(browser.value, blocked, options)
    if (url) await page.goto(url)
    return page
  }

  const screenshot = async (page: Page, name: string, { fullPage = true, element }: { fullPage?: boolean; element?: Locator } = {}) => {
    await mkdir(screenshotDir, { recursive: true })
    await settled(page)
    const path = join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`)
    if (element) await element.screenshot({ path })
    else await page.screenshot({ path, fullPage })
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

/** startE2E with the services keeping SQLite in a fresh folder (`o.dataDir`), removed again on close. */
export async function startE2EWithFreshData(o: Omit<StackOptions, 'dataDir'> = {}): Promise<E2E> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-e2e-'))
  const removeData = () => rmSync(dataDir, { recursive: true, force: true })
  const e2e = await startE2E({ ...o, dataDir }).catch((error: unknown) => {
    removeData()
    throw error
  })
  return { ...e2e, close: () => e2e.close().finally(removeData) }
}

/** Resolves once resize observers fired and view transitions and height animations ended (spinners run forever: not those). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.evaluate(() => {
    const roots: Array<Document | ShadowRoot> = [document, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))]
    const running = roots.flatMap((root) => root.getAnimations()).filter((a) => a.effect?.getTiming().iterations !== Infinity)
    return Promise.all(running.map((a) => a.finished.catch(() => undefined)))
  })
}

/**
 * Resolves once the page's first [data-testid=testId] reads exactly `expected`. The page checks
 * every 50 ms, so this waits for the state itself (a session restored, a chain switched) however
 * long a loaded machine makes it take; `timeout` only bounds a state that never comes.
 */
export async function untilText(page: Page, testId: string, expected: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction(
      ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text,
      [testId, expected] as const,
      { timeout, polling: 50 },
    )
  } catch (error) {
    const actual = await page.getByTestId(testId).first().textContent({ timeout: 1000 }).catch(() => null)
    throw new Error(`${testId} reads ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}, after ${timeout} ms`, { cause: error })
  }
}

/**
 * Closes the modal if it is open (Escape, as a person would), so the next test can start from the
 * page as the last one left it. False when it stays open (a view that holds it): take a new page then.
 */
export async function closeModal(page: Page): Promise<boolean> {
  const dialog = page.getByRole('dialog')
  if ((await dialog.count()) === 0) return true
  await page.keyboard.press('Escape')
  return expect
    .poll(() => dialog.count(), { timeout: 5_000 })
    .toBe(0)
    .then(() => true, () => false)
}

/**
 * Waits until the Connect view lists every wallet it will. The catalogue's wallets arrive after the
 * modal first opens and grow the centred dialog, moving every row: a click in that moment lands
 * between rows and does nothing (pressed on a row, released after the rows moved: no row gets the
 * click, yet it reports success). With the services down no catalogue wallet comes: pass false.
 */
export async function walletListComplete(page: Page, catalogue = true): Promise<void> {
  const dialog = page.getByRole('dialog')
  await expect.poll(() => dialog.getAttribute('data-view')).toBe('Connect')
  if (!catalogue) return
  const rows = dialog.getByTestId('wallet-list').locator('button[data-wallet-id]')
  const fromCatalogue = () => rows.evaluateAll((els) => els.some((el) => /^[0-9a-f]{64}$/i.test((el as HTMLElement).dataset.walletId ?? '')))
  await expect.poll(fromCatalogue).toBe(true)
}

/** Picks a row of the Connect view (a wallet, or All Wallets) once the list is complete. */
export async function pickWallet(page: Page, name: string, o: { catalogue?: boolean } = {}): Promise<void> {
  await walletListComplete(page, o.catalogue)
  await page.getByRole('dialog').getByText(name, { exact: true }).click()
}

/**
 * A visitor's tour of the demo on a page of its own: Connect with the catalogue's wallets and their
 * icons, the WalletConnect QR code (the SDK and the relay), a dev wallet connected, its Account with
 * balances and token icons. A request of it that leaves 127.0.0.1 lands in `e2e.blocked`.
 */
export async function tourDemo(e2e: E2E): Promise<void> {
  // A test may have stopped the services: then no catalogue wallet is listed.
  const catalogue = await fetch(e2e.stack.urls.api).then(() => true, () => false)
  const page = await e2e.newPage()
  const dialog = page.getByRole('dialog')
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'WalletConnect', { catalogue })
  await expect.poll(() => page.getByTestId('wc-qr').getAttribute('data-uri')).toMatch(/^wc:/)
  await page.getByRole('button', { name: 'Back' }).click()
  await pickWallet(page, 'Dev Wallet (local)', { catalogue })
  await untilText(page, 'host-status', 'connected')
  await page.getByTestId('connect-button').click()
  await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
  // listed or unavailable (a test may have stopped the services): the requests went out either way
  await dialog.locator('[data-testid="token-list"], [data-testid="tokens-empty"]').first().waitFor()
  await page.close()
}
