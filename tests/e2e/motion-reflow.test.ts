// Motion as SPEC §9 times it (and none under reduced motion), reflow at 320 px and 200 % zoom, and
// what the modal announces: measured in Chromium, in the modal's shadow root, on the demo page.
import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pickWallet, settled, startE2E, untilText, walletListComplete, type E2E } from './harness'
import { tourAccount, tourConnect, type Visit } from './tour'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ embedded: { email: true, social: true } })
})
afterAll(() => e2e?.close())

const dialog = (page: Page) => page.getByRole('dialog')
const view = (page: Page) => dialog(page).getAttribute('data-view')

/** Records every CSS animation and transition that starts in the modal's shadow root: its name and duration in ms. */
async function recordMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('gangway-modal')!.shadowRoot!
    const seen: Array<{ name: string; ms: number; on: string }> = []
    ;(window as unknown as { __motion: typeof seen }).__motion = seen
    const ms = (value: string) => parseFloat(value) * (value.endsWith('ms') ? 1 : 1000)
    root.addEventListener('animationstart', (e) => {
      const el = e.target as Element
      seen.push({ name: (e as AnimationEvent).animationName, ms: ms(getComputedStyle(el).animationDuration), on: el.className })
    })
    root.addEventListener('transitionstart', (e) => {
      const el = e.target as Element
      seen.push({ name: `transition:${(e as TransitionEvent).propertyName}`, ms: ms(getComputedStyle(el).transitionDuration), on: el.className })
    })
  })
}
const motion = (page: Page) => page.evaluate(() => (window as unknown as { __motion: Array<{ name: string; ms: number; on: string }> }).__motion)

/** The running animations in the modal's shadow root, spinners included. */
const running = (page: Page) => page.evaluate(() => document.querySelector('gangway-modal')!.shadowRoot!.getAnimations().length)

async function openConnect(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click()
  await walletListComplete(page)
}

describe('SPEC §9 motion: header text 120 ms, modal height 150 ms, view transition 150 ms, shake 500 ms', () => {
  test('SPEC §9 as computed in Chromium: the title fades in 120 ms, the view comes in 150 ms, the height follows in 150 ms', async () => {
    const page = await e2e.newPage()
    await openConnect(page)
    await recordMotion(page)
    await pickWallet(page, 'All Wallets')
    await dialog(page).getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    await settled(page)
    const computed = await page.evaluate(() => {
      const root = document.querySelector('gangway-modal')!.shadowRoot!
      const style = (selector: string) => getComputedStyle(root.querySelector(selector)!)
      return {
        title: [style('.header h2').animationName, style('.header h2').animationDuration],
        view: [style('.body').animationName, style('.body').animationDuration],
        height: [style('.sizer').transitionProperty, style('.sizer').transitionDuration],
        // The dimming fades on its own layer; the dialog on the overlay does not (issue 15: reopen in the next frame).
        backdrop: [getComputedStyle(root.querySelector('.overlay')!, '::before').animationName, style('.overlay').animationName],
      }
    })
    expect(computed).toEqual({ title: ['gw-fade', '0.12s'], view: ['gw-view', '0.15s'], height: ['height', '0.15s'], backdrop: ['gw-fade', 'none'] })
    // and they ran: the new title and view animated, the dialog's height moved to All Wallets'
    const ran = await motion(page)
    expect(ran).toEqual(expect.arrayContaining([{ name: 'gw-fade', ms: 120, on: '' }, { name: 'gw-view', ms: 150, on: 'body' }, { name: 'transition:height', ms: 150, on: 'sizer' }]))
    await page.close()
  })

  test('SPEC §9 the dialog shakes for 500 ms when it cannot close (sign-in required) and when an error shows', async () => {
    const page = await e2e.newPage({ url: `${e2e.stack.urls.demo}?signin=required` })
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'Dev Wallet (local)')
    await expect.poll(() => view(page)).toBe('SIWXSignMessage')
    await recordMotion(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => motion(page)).toContainEqual({ name: 'gw-shake', ms: 500, on: 'dialog shake' })
    expect(await view(page)).toBe('SIWXSignMessage')
    // the shake ends: the class goes once the 500 ms are over
    await expect.poll(() => dialog(page).getAttribute('class')).toBe('dialog')

    // An error: the wallet declines the sign-in message.
    await page.evaluate(() => {
      ;(window as unknown as { __motion: unknown[] }).__motion.length = 0
      window.__devWallet!.reject()
    })
    await dialog(page).getByTestId('siwx-sign').click()
    await expect.poll(() => dialog(page).getByRole('status').textContent()).toBe('Signature declined')
    await expect.poll(() => motion(page)).toContainEqual({ name: 'gw-shake', ms: 500, on: 'dialog shake' })
    await page.close()
  })

  test('SPEC §9 prefers-reduced-motion: no animation and no transition runs, spinners and shakes included', async () => {
    const page = await e2e.newPage({ context: { reducedMotion: 'reduce' } })
    await openConnect(page)
    await recordMotion(page)
    await pickWallet(page, 'All Wallets')
    await dialog(page).getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    await dialog(page).locator('header').getByRole('button', { name: 'Back' }).click()
    // a connecting view with its spinner, then its error (which would shake)
    await pickWallet(page, 'WalletConnect')
    await expect.poll(() => page.getByTestId('wc-qr').getAttribute('data-uri')).toMatch(/^wc:/)
    await dialog(page).locator('header').getByRole('button', { name: 'Back' }).click()
    await page.evaluate(() => window.__devWallet!.reject())
    await pickWallet(page, 'Dev Wallet (local)')
    await dialog(page).getByRole('alert').waitFor()
    await settled(page)
    expect(await motion(page)).toEqual([])
    expect(await running(page)).toBe(0)
    const computed = await page.evaluate(() => {
      const root = document.querySelector('gangway-modal')!.shadowRoot!
      const style = (selector: string) => getComputedStyle(root.querySelector(selector)!)
      const backdrop = getComputedStyle(root.querySelector('.overlay')!, '::before')
      return [style('.header h2').animationName, style('.body').animationName, style('.sizer').transitionDuration, style('.dialog').animationName, backdrop.animationName]
    })
    expect(computed).toEqual(['none', 'none', '0s', 'none', 'none'])
    await page.close()
  })

  test('SPEC §9 modal height: while a pointer is pressed the height holds, so the centred dialog does not move what is pressed (the click lands); on release it follows the content', async () => {
    // A window taller than the dialog with all its rows (e-mail, socials): the dialog is centred in it.
    const page = await e2e.newPage({ context: { viewport: { width: 1280, height: 1400 } } })
    await openConnect(page)
    await settled(page)
    const root = 'document.querySelector("gangway-modal").shadowRoot'
    /** Presses the middle of `target`, pads the view's bottom by `padding` under the press, and says where `target` is then. */
    const pressWhileResizing = async (target: ReturnType<typeof dialog>, padding: string) => {
      const at = (await target.boundingBox())!
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2)
      await page.mouse.down()
      await page.evaluate(`${root}.querySelector('.body').style.paddingBottom = '${padding}'`)
      await settled(page)
      return [at.y, (await target.boundingBox())!.y]
    }
    const heights = () => page.evaluate(`[${root}.querySelector('.sizer').getBoundingClientRect().height, ${root}.querySelector('.sizer > div').getBoundingClientRect().height]`) as Promise<number[]>

    // The content grows by 240 px under a press on the title: nothing moves; released, the height follows.
    const title = dialog(page).getByRole('heading')
    const [was, is] = await pressWhileResizing(title, '240px')
    expect(is).toBeCloseTo(was!, 0)
    const [held, grown] = await heights()
    expect(grown! - held!).toBeGreaterThan(200)
    await page.mouse.up()
    await settled(page)
    const [followed, content] = await heights()
    expect(followed).toBeCloseTo(content!, 0)
    expect(content).toBeCloseTo(grown!, 0)

    // It shrinks back under a press on a row: the row stays under the pointer and the click opens it.
    const row = dialog(page).getByRole('button', { name: 'All Wallets' })
    const [rowWas, rowIs] = await pressWhileResizing(row, '')
    expect(rowIs).toBeCloseTo(rowWas!, 0)
    await page.mouse.up()
    await expect.poll(() => view(page)).toBe('AllWallets')
    await page.close()
  })
})

/**
 * Every button the view shows can be reached, read and pressed: inside the viewport's and the dialog's
 * width once scrolled to, its text not cut off, not covered, enabled ones clickable (Playwright's actionability checks, without the click);
 * and nothing scrolls sideways.
 */
async function usable(page: Page, name: string): Promise<void> {
  await settled(page)
  const width = page.viewportSize()!.width
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(sideways, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(0)
  const open = (await dialog(page).count()) > 0
  const scope = open ? dialog(page) : page.locator('.toolbar')
  // The dialog clips what overflows it: a control must also lie within its sides.
  const sides = open ? await dialog(page).boundingBox() : { x: 0, width }
  const buttons = scope.locator('button:visible, a[href]:visible, input:visible')
  const count = Math.min(await buttons.count(), 24)
  expect(count, `${name}: no control shows`).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const control = buttons.nth(i)
    await control.scrollIntoViewIfNeeded()
    const box = await control.boundingBox()
    const label = `${name}: ${(await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim().slice(0, 40)}`
    expect(box, label).not.toBeNull()
    expect(box!.x, `${label} starts left of the viewport or the dialog`).toBeGreaterThanOrEqual(Math.max(0, sides!.x) - 0.5)
    expect(box!.x + box!.width, `${label} ends right of the viewport or the dialog`).toBeLessThanOrEqual(Math.min(width, sides!.x + sides!.width) + 0.5)
    // and shows its whole text: a label squeezed narrower than its text is cut off (inputs scroll their own text)
    expect(await control.evaluate((el) => el.tagName !== 'INPUT' && el.scrollWidth > el.clientWidth + 1), `${label} has its text cut off`).toBe(false)
    if (await control.isEnabled()) await control.click({ trial: true, timeout: 5_000 })
  }
}

const reflow = async (context: BrowserContextOptions) => {
  const visit = (page: Page): Visit => (name) => usable(page, name)
  const connect = await e2e.newPage({ context })
  await tourConnect(e2e, connect, visit(connect))
  await connect.close()
  const account = await e2e.newPage({ context })
  await tourAccount(e2e, account, visit(account))
  await account.close()
}

describe('WCAG 1.4.10 reflow and 1.4.4 resize text: every control usable, nothing scrolls sideways', () => {
  test('WCAG 1.4.10 at 320 px wide: every view of Connect and Account', async () => {
    await reflow({ viewport: { width: 320, height: 640 } })
  }, 240_000)

  test('WCAG 1.4.4 at 200 % zoom (a 1280×800 window at device scale 2): every view of Connect and Account', async () => {
    await reflow({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })
  }, 240_000)
})

describe("WCAG 2.4.11 focus not obscured and 1.4.10 reflow: the dialog's title bar stays in view while its content scrolls", () => {
  const sizes: Array<[string, BrowserContextOptions]> = [
    ['a phone, 375×667', { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true }],
    // a laptop's window less its browser's bars (this stack's Connect fits 800 px: the demo's, with every chain, did not)
    ['desktop, 1280×600', { viewport: { width: 1280, height: 600 } }],
  ]
  for (const [size, context] of sizes) {
    test(`WCAG 2.4.11 ${size}: Connect with the e-mail and every social, scrolled to the last social button, keeps its title and Close in view and clickable; the dialog fits the viewport and the page does not scroll`, async () => {
      const page = await e2e.newPage({ context })
      await openConnect(page)
      const last = dialog(page).getByTestId('socials-section').locator('button').last()
      await last.waitFor()
      await settled(page)
      await last.scrollIntoViewIfNeeded()
      await settled(page)
      const height = page.viewportSize()!.height
      /** Where a control lies, and whether a click at its centre reaches it (nothing of the dialog scrolled over it). */
      const where = (locator: ReturnType<typeof dialog>) =>
        locator.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const hit = (el.getRootNode() as ShadowRoot).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return { top: Math.round(box.top), bottom: Math.round(box.bottom), reached: !!hit && el.contains(hit) }
        })
      const inView = (at: { top: number; bottom: number }) => at.top >= 0 && at.bottom <= height
      const [close, title, tapped, box, overlay] = await Promise.all([
        where(dialog(page).locator('header').getByRole('button', { name: 'Close' })),
        where(dialog(page).locator('header h2')),
        where(last),
        dialog(page).boundingBox(),
        page.getByTestId('gangway-overlay').evaluate((el) => el.scrollTop),
      ])
      expect(tapped, 'the last social button, scrolled to').toMatchObject({ reached: true })
      expect(inView(tapped), `the last social button at ${JSON.stringify(tapped)}`).toBe(true)
      expect(close, 'Close').toMatchObject({ reached: true })
      expect(inView(close), `Close at ${JSON.stringify(close)}`).toBe(true)
      expect(inView(title), `the title at ${JSON.stringify(title)}`).toBe(true)
      expect(box!.y, 'the dialog starts above the viewport').toBeGreaterThanOrEqual(0)
      expect(box!.y + box!.height, 'the dialog ends below the viewport').toBeLessThanOrEqual(height + 0.5)
      expect(overlay, 'the overlay scrolled').toBe(0)
      await e2e.screenshot(page, `connect-scrolled-${context.isMobile ? 'phone' : 'desktop'}`, { fullPage: false })
      await dialog(page).locator('header').getByRole('button', { name: 'Close' }).click({ trial: true, timeout: 5_000 })
      await page.close()
    })
  }
})

describe('WCAG 4.1.3 status messages: what a sighted person sees change is announced', () => {
  test('WCAG 4.1.3 connected (as whom), the network, disconnected: a polite live region outside the dialog; a connection error is an alert; a toast is a status', async () => {
    const page = await e2e.newPage({ context: { permissions: ['clipboard-read', 'clipboard-write'] } })
    const announcer = page.getByTestId('announcer')
    await openConnect(page)
    expect(await announcer.getAttribute('aria-live')).toBe('polite')
    expect(await announcer.textContent()).toBe('')
    // every text the region takes, in order
    await page.evaluate(() => {
      const region = document.querySelector('gangway-modal')!.shadowRoot!.querySelector('[data-testid="announcer"]')!
      const said: string[] = []
      ;(window as unknown as { __said: string[] }).__said = said
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true })
    })
    const said = () => page.evaluate(() => (window as unknown as { __said: string[] }).__said)
    await page.evaluate(() => window.__devWallet!.reject())
    await pickWallet(page, 'Dev Wallet (local)')
    expect(await dialog(page).getByRole('alert').textContent()).toBe('Connection rejected')
    await dialog(page).getByRole('button', { name: 'Try again' }).click()
    await untilText(page, 'host-status', 'connected')
    await expect.poll(() => announcer.textContent()).toBe('Connected: 0xf3…b92266')
    expect(await said()).toEqual(['Connecting…', '', 'Connecting…', 'Connected: 0xf3…b92266'])
    await page.evaluate(() => window.__devWallet!.switchChain(31338))
    await expect.poll(() => announcer.textContent()).toBe('Network: Local B')
    await page.getByTestId('connect-button').click()
    await expect.poll(() => view(page)).toBe('Account')
    await dialog(page).getByRole('button', { name: 'Copy address' }).click()
    await expect.poll(() => dialog(page).getByRole('status').textContent()).toBe('Address copied')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => announcer.textContent()).toBe('Disconnected')
    await page.close()
  })
})
