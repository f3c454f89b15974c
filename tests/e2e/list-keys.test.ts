// Up/Down and Home/End among a view's rows, pressed in a real browser, as in a list box (WAI-ARIA
// APG; AppKit's lists): Connect's wallets and All Wallets, the windowed All Wallets list, Networks,
// Send's and Swap's tokens. Tab order is untouched; text fields keep their arrows.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { accountE2EForFile, accountSteps } from './account'
import { walletListComplete } from './harness'

const run = accountE2EForFile(undefined, { connectEachTest: false })

const dialog = (page: Page) => page.getByRole('dialog')

/** The rows of the shown view by name, in order, and the one with focus (-1: none). */
const rowFocus = (page: Page) =>
  dialog(page)
    .locator('.body')
    .evaluate((body) => {
      const rows = [...body.querySelectorAll('button.row')]
      const focused = (body.getRootNode() as ShadowRoot).activeElement
      return { rows: rows.map((row) => (row.querySelector('.name') ?? row).textContent!.trim()), focused: rows.indexOf(focused!) }
    })

/** Presses `key` and resolves with the index of the row that then has focus. */
async function press(page: Page, key: string): Promise<number> {
  await page.keyboard.press(key)
  return (await rowFocus(page)).focused
}

/** Down and Up one row at a time, Home and End to the ends, no wrap at either end. */
async function expectListKeys(page: Page): Promise<void> {
  const { rows } = await rowFocus(page)
  expect(rows.length).toBeGreaterThan(2)
  await dialog(page).locator('.body button.row').first().focus()
  expect(await press(page, 'ArrowDown')).toBe(1)
  expect(await press(page, 'ArrowDown')).toBe(2)
  expect(await press(page, 'ArrowUp')).toBe(1)
  expect(await press(page, 'End')).toBe(rows.length - 1)
  expect(await press(page, 'ArrowDown')).toBe(rows.length - 1)
  expect(await press(page, 'ArrowUp')).toBe(rows.length - 2)
  expect(await press(page, 'Home')).toBe(0)
  expect(await press(page, 'ArrowUp')).toBe(0)
}

/** The connected page with Networks opened from Account's network button. */
async function openNetworks(): Promise<{ page: Page; steps: ReturnType<typeof accountSteps> }> {
  const page = await run.connect()
  const steps = accountSteps(page)
  await steps.openAccount()
  await dialog(page).getByTestId('account-network').click()
  await expect.poll(steps.view).toBe('Networks')
  return { page, steps }
}

describe('list keys, nothing connected (WAI-ARIA APG list box keys)', () => {
  test('Connect: Up/Down move one wallet row, Home/End to the first wallet and to All Wallets, without wrapping', async () => {
    const page = await run.e2e.newPage()
    await page.getByTestId('connect-button').click()
    await walletListComplete(page)
    const { rows } = await rowFocus(page)
    expect(rows[rows.length - 1]).toBe('All Wallets')
    await expectListKeys(page)
    await page.close()
  })

  test('All Wallets: Down goes on past the rows drawn at first (the list scrolls and draws the next); Home/End reach its first and last loaded wallet; the search field keeps its arrows', async () => {
    const page = await run.e2e.newPage()
    await page.getByTestId('connect-button').click()
    await walletListComplete(page)
    await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
    const search = dialog(page).getByRole('searchbox', { name: 'Search wallet' })
    await search.waitFor()
    const list = dialog(page).getByTestId('wallet-list')
    await expect.poll(() => list.locator('li').count()).toBeGreaterThan(4)
    /** The focused row's place in the whole list (aria-posinset), and the list's length. */
    const place = () =>
      list.evaluate((ul) => {
        const focused = (ul.getRootNode() as ShadowRoot).activeElement
        return { at: Number(focused?.closest('li')?.getAttribute('aria-posinset') ?? 0), of: Number(ul.querySelector('li')?.getAttribute('aria-setsize')), drawn: ul.querySelectorAll('li').length }
      })
    await search.focus()
    await page.keyboard.press('ArrowDown')
    expect(await search.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)

    await list.locator('li[aria-posinset="1"] button').focus()
    const drawn = (await place()).drawn
    for (let i = 2; i <= drawn + 5; i++) {
      await page.keyboard.press('ArrowDown')
      expect((await place()).at).toBe(i)
    }
    await page.keyboard.press('ArrowUp')
    expect((await place()).at).toBe(drawn + 4)
    await page.keyboard.press('Home')
    await expect.poll(async () => (await place()).at).toBe(1)
    // The last wallet loaded when End is pressed (reaching it loads the next page, which End reaches then).
    const { of: last } = await place()
    expect(last).toBeGreaterThan(drawn)
    await page.keyboard.press('End')
    await expect.poll(async () => (await place()).at).toBe(last)
    await page.close()
  })
})

describe('list keys, the dev wallet connected', () => {
  test('Networks: Up/Down/Home/End move among the networks of every chain family', async () => {
    const { page, steps } = await openNetworks()
    await expectListKeys(page)
    await steps.close()
  })

  test("Send's select token: Up/Down/Home/End move among the tokens; the search field keeps its arrows", async () => {
    const page = await run.connect()
    const steps = accountSteps(page)
    await steps.openSend()
    await dialog(page).getByRole('button', { name: /Token/ }).first().click()
    await expect.poll(steps.view).toBe('WalletSendSelectToken')
    await expect.poll(async () => (await rowFocus(page)).rows.length).toBeGreaterThan(2)
    await expectListKeys(page)
    const search = dialog(page).getByRole('searchbox', { name: 'Search token' })
    await search.focus()
    await page.keyboard.press('ArrowDown')
    expect(await search.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    await steps.close()
  })

  test("Swap's select token: Up/Down/Home/End move among your tokens and the popular ones", async () => {
    const page = await run.connect()
    const steps = accountSteps(page)
    await steps.openAccount()
    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.poll(steps.view).toBe('Swap')
    await dialog(page).getByTestId('swap-from-token').filter({ hasText: /\w/ }).click()
    await expect.poll(steps.view).toBe('SwapSelectToken')
    await expect.poll(async () => (await rowFocus(page)).rows.length).toBeGreaterThan(2)
    await expectListKeys(page)
    await steps.close()
  })
})

describe('keyboard access: focus after a pick, and on the current row', () => {
  /** Whether `locator`'s element has focus in its (shadow) root. */
  const hasFocus = (locator: Locator) => locator.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)

  test("keyboard access (WCAG 2.4.3): a pick in the list a control led to gives focus back to that control, though it now names the pick: Send's token, Account's network", async () => {
    const page = await run.connect()
    const steps = accountSteps(page)
    await steps.openSend()
    const token = dialog(page).getByRole('button', { name: /Token/ }).first()
    await token.focus()
    await page.keyboard.press('Enter')
    await expect.poll(steps.view).toBe('WalletSendSelectToken')
    await steps.tokenRow('DUSD').focus()
    await page.keyboard.press('Enter')
    await expect.poll(steps.view).toBe('WalletSend')
    await expect.poll(() => hasFocus(token)).toBe(true)

    await dialog(page).locator('header').getByRole('button', { name: 'Back' }).click()
    await steps.openAccount()
    const chip = dialog(page).locator('button:has([data-testid="account-network"])')
    // There and back: the file's next test starts on Local A.
    for (const network of ['Local B', 'Local A']) {
      await chip.focus()
      await page.keyboard.press('Enter')
      await expect.poll(steps.view).toBe('Networks')
      await dialog(page).locator('button.row', { hasText: network }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => dialog(page).getByTestId('account-network').textContent()).toBe(network)
      await expect.poll(() => hasFocus(chip)).toBe(true)
    }
    await steps.close()
  })

  test("keyboard access (WCAG 2.4.7): focus on the active network's row is visible, not hidden by the row's active ring", async () => {
    const { page, steps } = await openNetworks()
    const active = dialog(page).locator('button.row[aria-current="true"]')
    const ring = () => active.evaluate((el) => ({ focused: el.matches(':focus-visible'), look: ['outlineStyle', 'outlineWidth', 'outlineOffset', 'boxShadow'].map((p) => getComputedStyle(el).getPropertyValue(p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))).join(' ') }))
    // From the row after it, by the keyboard, so the browser shows its focus ring.
    await dialog(page).locator('button.row', { hasText: 'Local B' }).focus()
    await page.keyboard.press('ArrowUp')
    const withFocus = await ring()
    expect(withFocus.focused).toBe(true)
    await page.keyboard.press('ArrowDown')
    const without = await ring()
    expect(without.focused).toBe(false)
    expect(withFocus.look).not.toBe(without.look)
    await steps.close()
  })
})
