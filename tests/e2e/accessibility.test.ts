// axe-core on every view a person can reach on the demo page, in light and dark, at desktop and phone
// width, inside the modal's shadow root; with GALLERY=1 (npm run gallery) each view's picture is saved for the gallery.
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pickWallet, startE2E, untilText, walletListComplete, type E2E } from './harness'
import { axeFindings, setTheme, tourAccount, tourAlert, tourConnect, tourEmbedded, tourSignIn, type AxeFinding, type Visit } from './tour'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ embedded: { email: true, social: true } })
})
afterAll(() => e2e?.close())

/** npm run gallery asks for the pictures; a test run takes none (~20 s of this file). */
const pictures = process.env.GALLERY === '1'

const widths = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const

interface Seen extends AxeFinding {
  view: string
  theme: string
}

/** Every view of the tours, checked by axe in both themes and pictured; resolves with what axe found and the views seen. */
async function checkEveryView(width: keyof typeof widths): Promise<{ findings: Seen[]; views: string[] }> {
  const findings: Seen[] = []
  const views: string[] = []
  const tours: Array<[string, (e: E2E, p: Page, v: Visit) => Promise<void>]> = [
    ['', tourConnect],
    ['', tourAccount],
    ['', tourEmbedded],
    ['?signin=required', tourSignIn],
    ['?projectId=not-a-project', tourAlert],
  ]
  for (const [search, tour] of tours) {
    const page = await e2e.newPage({ url: `${e2e.stack.urls.demo}${search}`, context: { viewport: widths[width] } })
    const visit: Visit = async (name) => {
      views.push(name)
      const dialog = page.getByRole('dialog')
      const open = (await dialog.count()) > 0
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme)
        findings.push(...(await axeFindings(page)).map((f) => ({ ...f, view: name, theme })))
        const element = open ? (width === 'desktop' ? dialog : undefined) : page.locator('.toolbar')
        if (pictures) await e2e.screenshot(page, `gallery-${name}-${width}-${theme}`, { fullPage: false, element })
      }
      await setTheme(page, 'light')
    }
    try {
      await tour(e2e, page, visit)
    } finally {
      await page.close()
    }
  }
  return { findings, views }
}

const serious = (findings: Seen[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

describe('WCAG 2.2 AA by axe-core: every view, light and dark, no serious or critical violation', () => {
  for (const width of ['desktop', 'phone'] as const) {
    test(`${width} width: Connect, All Wallets, connecting, e-mail and social sign-in, Account and its tabs, the embedded wallet's Account, wallets, e-mail change and approval, Networks, Send, Receive, Swap, Buy, names, Pay, sign-in, alerts and error states`, async () => {
      const { findings, views } = await checkEveryView(width)
      if (findings.length) console.log(`[axe ${width}] ${findings.length} findings:\n${findings.map((f) => `${f.view}/${f.theme} ${f.impact} ${f.rule}: ${f.targets.join(' ')}`).join('\n')}`)
      expect(views.length).toBeGreaterThanOrEqual(27)
      expect(serious(findings)).toEqual([])
    }, 600_000)
  }
})

/** The focused element's data-testid, or its tag and class, looked up through open shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el instanceof HTMLElement ? (el.dataset.testid ?? `${el.tagName.toLowerCase()}.${el.className}`) : null
  })

describe('WCAG 2.4.3 focus order: the dialog takes focus and gives it back', () => {
  test('WCAG 2.4.3 opened from the keyboard, focus moves into the dialog and Tab stays in it; Escape closes it and focus is back on the button that opened it', async () => {
    const page = await e2e.newPage()
    const dialog = page.getByRole('dialog')
    await page.getByTestId('connect-button').focus()
    await page.keyboard.press('Enter')
    await walletListComplete(page)
    await expect.poll(() => focused(page)).toBe('div.dialog')
    const inDialog = () => dialog.evaluate((d) => d.contains((d.getRootNode() as ShadowRoot).activeElement))
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await inDialog()).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await focused(page)).toBe('connect-button')
    await page.close()
  })
})

describe('WCAG 2.4.3 focus order: Back', () => {
  /** Whether `locator`'s element has focus in its (shadow) root. */
  const hasFocus = (locator: Locator) => locator.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)

  test('WCAG 2.4.3 Back, from the keyboard, gives focus back to the control that led on: the All Wallets row on Connect, Send on Account', async () => {
    const page = await e2e.newPage()
    const dialog = page.getByRole('dialog')
    const back = async () => {
      await dialog.locator('header').getByRole('button', { name: 'Back' }).focus()
      await page.keyboard.press('Enter')
    }
    await page.getByTestId('connect-button').focus()
    await page.keyboard.press('Enter')
    await walletListComplete(page)
    const allWallets = dialog.getByRole('button', { name: 'All Wallets' })
    await allWallets.focus()
    await page.keyboard.press('Enter')
    await dialog.getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    await back()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Connect')
    await expect.poll(() => hasFocus(allWallets)).toBe(true)

    await pickWallet(page, 'Dev Wallet (local)')
    await untilText(page, 'host-status', 'connected')
    await page.getByTestId('connect-button').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    const send = dialog.getByRole('button', { name: 'Send', exact: true })
    await send.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('WalletSend')
    await back()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    await expect.poll(() => hasFocus(send)).toBe(true)
    await page.close()
  })
})

describe('WCAG 1.3.1 and 2.5.3: structure and names a person can rely on', () => {
  test('WCAG 1.3.1 the wallets are a list (Connect and All Wallets); WCAG 2.5.3 the connected button is named by the balance and address it shows', async () => {
    const page = await e2e.newPage()
    const dialog = page.getByRole('dialog')
    await page.getByTestId('connect-button').click()
    await walletListComplete(page)
    const connectList = dialog.getByRole('list', { name: 'Wallets' })
    expect(await connectList.getByRole('listitem').count()).toBe(await connectList.locator('button[data-wallet-id]').count())
    expect(await connectList.getByRole('listitem').count()).toBeGreaterThan(1)
    await pickWallet(page, 'All Wallets')
    const catalogue = dialog.getByRole('list', { name: /wallets/i })
    await expect.poll(() => catalogue.getByRole('listitem').count()).toBeGreaterThan(4)
    await dialog.locator('header').getByRole('button', { name: 'Back' }).click()
    await pickWallet(page, 'Dev Wallet (local)')
    await untilText(page, 'host-status', 'connected')
    const button = page.getByTestId('connect-button')
    await expect.poll(() => page.getByTestId('button-balance').textContent()).toMatch(/ETH$/)
    const shown = (await button.innerText()).replace(/\s+/g, ' ').trim()
    expect(shown).toMatch(/^[\d.]+ ETH 0xf3…b92266$/)
    // the name the accessibility tree gives the button is what it shows
    expect(await page.getByRole('button', { name: shown, exact: true }).count()).toBe(1)
    await page.close()
  })
})
