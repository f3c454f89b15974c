// Issue 16 languages on the demo page in Chromium: with no locale chosen (and an English browser)
// no locale is downloaded; ?locale=ja shows Japanese; ?locale=ar is right to left, its layout
// mirrored, a long network name cut at its end in either direction; the demo's picker switches
// language at run time. The stack has the simulated Cosmos chain for its long name ('Cosmos Local
// (simulated)', a testnet: it has a badge).
import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import ar from '../../ui/locales/ar'
import de from '../../ui/locales/de'
import es from '../../ui/locales/es'
import fr from '../../ui/locales/fr'
import ja from '../../ui/locales/ja'
import ko from '../../ui/locales/ko'
import ptBR from '../../ui/locales/pt-BR'
import ru from '../../ui/locales/ru'
import tr from '../../ui/locales/tr'
import zhCN from '../../ui/locales/zh-CN'
import { pickWallet, settled, startE2E, untilText, type E2E } from './harness'

const catalogues = { ar, de, es, fr, ja, ko, 'pt-BR': ptBR, ru, tr, 'zh-CN': zhCN }
/** A text only a locale's own chunk holds: its translation of a long sentence (JSON-escaped, as a bundle writes it). */
const marker = (locale: keyof typeof catalogues) => catalogues[locale]['Your connected wallet does not serve {network}. Connect a wallet for it to continue; your current connection stays.']

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ chains: { cosmos: true } })
})
afterAll(() => e2e?.close())

/** The demo with `search`, and every script it downloads (their texts, resolved when asked). */
async function openDemo(search = '', context?: BrowserContextOptions): Promise<{ page: Page; scripts(): Promise<string[]> }> {
  const page = await e2e.newPage({ url: '', context })
  const bodies: Array<Promise<string>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  await page.goto(`${e2e.stack.urls.demo}${search}`)
  return { page, scripts: () => Promise.all(bodies) }
}

const title = (page: Page) => page.getByRole('dialog').locator('h2')
/** The forms a bundler may write a text in: as it is, or ASCII-only with \\u escapes (esbuild's default), lower-cased to compare. */
const written = (text: string) => [text, text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)].map((form) => form.toLowerCase())
/** Which locales' catalogues are among the scripts. */
const localesIn = (scripts: string[]) => {
  const lower = scripts.map((script) => script.toLowerCase())
  return (Object.keys(catalogues) as Array<keyof typeof catalogues>).filter((locale) => written(marker(locale)).some((form) => lower.some((script) => script.includes(form))))
}

describe('languages on the demo (issue 16)', () => {
  test('no locale chosen, an English browser: English, left to right, and no locale chunk is downloaded', async () => {
    const { page, scripts } = await openDemo()
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe('Connect Wallet')
    await page.getByTestId('connect-button').click()
    await expect.poll(() => title(page).textContent()).toBe('Connect Wallet')
    expect(await page.locator('gangway-modal').getAttribute('dir')).toBe('ltr')
    // Every script the page asked for, after the modal opened and its first views loaded.
    await page.getByRole('dialog').getByText('All Wallets').click()
    await expect.poll(() => page.getByRole('dialog').getAttribute('data-view')).toBe('AllWallets')
    expect(localesIn(await scripts())).toEqual([])
    await page.close()
  })

  test('?locale=ja: the buttons and the modal in Japanese, and only the Japanese chunk downloaded', async () => {
    const { page, scripts } = await openDemo('?locale=ja')
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe(ja['Connect Wallet'])
    await page.getByTestId('connect-button').click()
    await expect.poll(() => title(page).textContent()).toBe(ja['Connect Wallet'])
    await expect.poll(() => page.getByRole('dialog').getByText(ja['All Wallets']).count()).toBe(1)
    expect(await page.locator('gangway-modal').getAttribute('lang')).toBe('ja')
    expect(localesIn(await scripts())).toEqual(['ja'])
    await e2e.screenshot(page, 'languages-ja-connect')
    await page.close()
  })

  test('?locale=ar: right to left, the layout mirrored (Close on the left, the rows read from the right)', async () => {
    const { page } = await openDemo('?locale=ar')
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe(ar['Connect Wallet'])
    await page.getByTestId('connect-button').click()
    await expect.poll(() => title(page).textContent()).toBe(ar['Connect Wallet'])
    expect(await page.locator('gangway-modal').getAttribute('dir')).toBe('rtl')
    const dialog = page.getByRole('dialog')
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    const close = (await dialog.getByRole('button', { name: ar.Close }).boundingBox())!
    const heading = (await title(page).boundingBox())!
    expect(close.x + close.width).toBeLessThanOrEqual(heading.x)
    // A row starts at the right: its icon right of its name.
    const row = dialog.getByRole('button', { name: ar['All Wallets'] })
    const [icon, name] = await Promise.all([row.locator('.wallet-icon').boundingBox(), row.locator('.name').boundingBox()])
    expect(icon!.x).toBeGreaterThan(name!.x)
    await e2e.screenshot(page, 'languages-ar-connect')
    await page.close()
  })

  test("?locale=ar: Swap's switch-tokens arrow points down, as in left to right (its mirroring for right to left does not undo its turn)", async () => {
    const { page } = await openDemo('?locale=ar')
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'Dev Wallet (local)')
    await untilText(page, 'host-status', 'connected')
    await page.getByTestId('connect-button').click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    await dialog.getByRole('button', { name: ar.Swap, exact: true }).click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Swap')
    // The chevron is drawn pointing to the end (›); where its drawn transform sends that direction is where it points.
    const points = () =>
      dialog.getByRole('button', { name: ar['Switch tokens'] }).locator('svg').evaluate((svg) => {
        const p = new DOMMatrix(getComputedStyle(svg).transform).transformPoint(new DOMPoint(1, 0))
        return { x: Math.round(p.x) + 0, y: Math.round(p.y) + 0 } // + 0: -0 is 0
      })
    expect(await points()).toEqual({ x: 0, y: 1 })
    await page.close()
  })

  test('WCAG 1.4.10 at 320 px, right to left (?locale=ar) and left to right: a network name too long beside its badges shows its start and is cut at its end, with an ellipsis; a name that fits sits by its icon', async () => {
    for (const search of ['?locale=ar', '']) {
      const { page } = await openDemo(search, { viewport: { width: 320, height: 640 } })
      await page.getByTestId('network-button').click()
      const dialog = page.getByRole('dialog')
      await expect.poll(() => dialog.getAttribute('data-view')).toBe('Networks')
      await dialog.locator('button.row[data-network]', { hasText: 'Cosmos Local (simulated)' }).waitFor()
      await settled(page)
      // Where each name's first and last letters are drawn, against the box that clips the name.
      const rows = await dialog.locator('button.row[data-network]').evaluateAll((buttons) =>
        buttons.map((row) => {
          const name = row.querySelector('.name')!
          const text = name.firstChild as Text
          const box = name.getBoundingClientRect()
          const drawn = (from: number, to: number) => {
            const range = document.createRange()
            range.setStart(text, from)
            range.setEnd(text, to)
            return range.getBoundingClientRect()
          }
          const shows = (r: DOMRect) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5
          const [whole, icon] = [drawn(0, text.length), row.querySelector('.wallet-icon')!.getBoundingClientRect()]
          return {
            name: text.data,
            cut: name.scrollWidth > name.clientWidth,
            ellipsis: getComputedStyle(name).textOverflow,
            startShows: shows(drawn(0, 1)),
            endShows: shows(drawn(text.length - 1, text.length)),
            // from the icon to the nearer end of the drawn name: the row's 12 px gap when it sits by the icon
            fromIcon: Math.round(Math.min(Math.abs(whole.left - icon.right), Math.abs(icon.left - whole.right))),
            badges: row.querySelectorAll('.tag').length,
          }
        }),
      )
      const long = rows.find((row) => row.name === 'Cosmos Local (simulated)')
      expect(long, `${search}: the Cosmos row`).toMatchObject({ cut: true, badges: 1 })
      for (const row of rows) {
        if (row.cut) expect(row, `${search}: ${row.name}`).toMatchObject({ startShows: true, endShows: false, ellipsis: 'ellipsis' })
        else expect(row, `${search}: ${row.name}`).toMatchObject({ startShows: true, endShows: true, fromIcon: 12 })
      }
      await e2e.screenshot(page, `languages-${search ? 'ar' : 'en'}-networks-320`, { fullPage: false })
      await page.close()
    }
  })

  test("the demo's picker switches the language at run time, and the next visit keeps it", async () => {
    const { page } = await openDemo()
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe('Connect Wallet')
    await page.getByTestId('language-picker').selectOption('de')
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe(de['Connect Wallet'])
    await page.reload()
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe(de['Connect Wallet'])
    await page.close()
  })
})
