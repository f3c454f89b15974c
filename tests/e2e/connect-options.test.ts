// Host options on Connect, in Chromium on the demo (?legal=links, ?legal=checkbox): SPEC §3 terms and
// privacy links, SPEC §9 legalCheckbox (the browser itself keeps every way in disabled until the
// person agrees).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startE2E, type E2E } from './harness'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(() => e2e?.close())

const openConnect = async (query: string) => {
  const page = await e2e.newPage({ url: new URL(query, e2e.stack.urls.demo).href })
  await page.getByTestId('connect-button').click()
  await expect.poll(() => page.getByRole('dialog').getAttribute('data-view')).toBe('Connect')
  return page
}

describe('Connect with the host’s terms (SPEC §3, §9)', () => {
  test('SPEC §3 terms and privacy links show under the wallets and open the host’s pages', async () => {
    const page = await openConnect('?legal=links')
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getByText(/By connecting your wallet, you agree to our/).count()).toBe(1)
    expect(await dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(new URL('/#terms', e2e.stack.urls.demo).href)
    expect(await dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(new URL('/#privacy', e2e.stack.urls.demo).href)
    await e2e.screenshot(page, 'connect-legal-links-light')
  })

  test('SPEC §9 legalCheckbox: a click on a wallet does nothing until the person agrees, then it connects', async () => {
    const page = await openConnect('?legal=checkbox')
    const dialog = page.getByRole('dialog')
    const wallet = dialog.getByRole('button', { name: /Dev Wallet \(local\)/ })
    expect(await wallet.isDisabled()).toBe(true)
    await wallet.click({ force: true })
    expect(await dialog.getAttribute('data-view')).toBe('Connect')
    await e2e.screenshot(page, 'connect-legal-checkbox-light')
    await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check()
    expect(await wallet.isDisabled()).toBe(false)
    await wallet.click()
    await expect.poll(() => page.getByTestId('host-status').first().textContent()).toBe('connected')
  })

  test('no request of any page left 127.0.0.1', async () => {
    // This file's own flow, so the check means something when the file runs alone.
    await openConnect('?legal=links')
    expect(e2e.blocked).toEqual([])
  })
})
