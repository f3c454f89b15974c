// The demo page's own layout at phone, tablet and desktop widths, light and dark: its panels (the host
// cards, the toolbar, the dev wallets and the phone wallet) each keep to a box of their own. Checked
// with a wallet connected and a message signed, so the long values (addresses, the signature) are shown.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pickWallet, settled, startE2E, untilText, type E2E } from './harness'
import { setTheme } from './tour'

const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const
const HEIGHT = 720

let e2e: E2E
beforeAll(async () => {
  // Bitcoin and Cosmos add their dev wallets to the side column, as `npm run demo` does (Polkadot's
  // chopsticks is left out: it takes seconds to start and its panel is one more of the same).
  e2e = await startE2E({ chains: { bitcoin: true, cosmos: true } })
})
afterAll(() => e2e?.close())

/**
 * The window resized, and the page drawn at that width: the media queries' change events (the demo's
 * narrow toolbar leaves the button's balance out below 375 px) fire in the next frame, not before
 * setViewportSize resolves; the layout is read after that frame.
 */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT })
  await settled(page)
}

/** The demo with the dev wallet connected and a message signed; made by the first test, kept for the others. */
let connected: Page | undefined
async function connectedPage(): Promise<Page> {
  if (connected) return connected
  const page = await e2e.newPage({ context: { viewport: { width: 1280, height: HEIGHT } } })
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'Dev Wallet (local)')
  await untilText(page, 'host-status', 'connected')
  await page.getByTestId('sign-button').click()
  await untilText(page, 'signature-valid', 'valid')
  await page.getByTestId('phone-wallet').waitFor()
  await page.getByTestId('cosmos-dev-wallet').waitFor()
  return (connected = page)
}

/**
 * What breaks the rule at the page's current scroll: two panels whose boxes intersect, and content
 * of a panel that reaches past its edges. Written out (panel, child, pixels) so a failure says where.
 */
const problemsInView = (p: Page) =>
  p.evaluate(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('.toolbar, .card, .dev-wallet')]
    const name = (el: Element) => el.getAttribute('aria-label') ?? el.className
    const problems: string[] = []
    panels.forEach((a, i) => {
      const ra = a.getBoundingClientRect()
      for (const b of panels.slice(i + 1)) {
        const rb = b.getBoundingClientRect()
        const apart = ra.right <= rb.left + 0.5 || rb.right <= ra.left + 0.5 || ra.bottom <= rb.top + 0.5 || rb.bottom <= ra.top + 0.5
        if (!apart) problems.push(`"${name(a)}" and "${name(b)}" overlap`)
      }
      for (const child of a.querySelectorAll('*')) {
        const rc = child.getBoundingClientRect()
        if (rc.width === 0 && rc.height === 0) continue
        const past = Math.max(ra.left - rc.left, rc.right - ra.right, ra.top - rc.top, rc.bottom - ra.bottom)
        if (past > 0.5) problems.push(`in "${name(a)}", <${child.tagName.toLowerCase()}> reaches ${Math.round(past)} px past its edge`)
      }
    })
    if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${innerWidth} px viewport`)
    return problems
  })

/**
 * Every problem seen from the top of the page to its bottom, half a viewport at a time (a fixed panel
 * stays put while the rest scrolls), each with the first scroll position it was seen at.
 */
async function problemsAtEveryScroll(p: Page): Promise<string[]> {
  const seen = new Map<string, number>()
  const bottom = await p.evaluate(() => document.documentElement.scrollHeight - innerHeight)
  for (let y = 0; ; y = Math.min(y + HEIGHT / 2, bottom)) {
    await p.evaluate((top) => window.scrollTo(0, top), y)
    for (const problem of await problemsInView(p)) if (!seen.has(problem)) seen.set(problem, y)
    if (y >= bottom) break
  }
  await p.evaluate(() => window.scrollTo(0, 0))
  return [...seen].map(([problem, y]) => `${problem} (scrolled to ${y} px)`)
}

describe("the demo page's layout", () => {
  test.each(WIDTHS)('every panel keeps to its own box (none overlaps another at any scroll, no content past its edge) at %i px, light and dark', async (width) => {
    const page = await connectedPage()
    await resize(page, width)
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme)
      await e2e.screenshot(page, `demo-layout-${width}-${theme}`)
      expect(await problemsAtEveryScroll(page)).toEqual([])
    }
  })

  test("phone width: signed in, the sign-in card's 'Signed in as' line wraps its address and chain id inside the card (no sideways scroll) at 320 and 390 px", async () => {
    const page = await e2e.newPage({ url: `${e2e.stack.urls.demo}?signin=required`, context: { viewport: { width: 390, height: HEIGHT } } })
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'Dev Wallet (local)')
    await page.getByRole('dialog').getByTestId('siwx-sign').click()
    await expect.poll(() => page.getByTestId('signed-in-as').textContent()).toMatch(/^Signed in as 0x/)
    for (const width of [320, 390]) {
      await resize(page, width)
      expect(await problemsAtEveryScroll(page)).toEqual([])
    }
    await page.close()
  })

  test.each(['light', 'dark'] as const)("WCAG 1.4.3: the page's own text (cards, dev wallets, badges, links, controls) has 4.5:1 contrast (3:1 when large) in %s", async (theme) => {
    const page = await connectedPage()
    await resize(page, 1280)
    await setTheme(page, theme)
    expect(await lowContrast(page)).toEqual([])
  })
})

/** Text of the page's own panels whose colour is too close to what lies behind it: element, text, ratio. */
const lowContrast = (p: Page) =>
  p.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    // the first opaque background from the element up (the panels' colours are opaque, or none)
    const behind = (el: Element | null): number[] => {
      for (; el; el = el.parentElement) {
        const c = rgb(getComputedStyle(el).backgroundColor)
        if (c.length === 3 || (c.length === 4 && c[3]! > 0.5)) return c.slice(0, 3)
      }
      return [255, 255, 255]
    }
    const problems: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('.toolbar *, .card *, .dev-wallet *')) {
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent!.trim()).join(' ').trim()
      if (!text || el.closest('gangway-modal, [disabled], [aria-disabled="true"]') || el.getBoundingClientRect().width === 0) continue
      const style = getComputedStyle(el)
      const [a, b] = [luminance(rgb(style.color)), luminance(behind(el))]
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
      const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700)
      if (ratio < (large ? 3 : 4.5)) problems.push(`<${el.tagName.toLowerCase()}> "${text.slice(0, 30)}" ${ratio.toFixed(2)}:1`)
    }
    return [...new Set(problems)]
  })

