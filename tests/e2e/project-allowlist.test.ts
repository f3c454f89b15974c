// SPEC §6, §8 as a host meets them: the services refuse a page whose origin the demo project does
// not list, and a page built with a wrong project id. Each page shows its alert once, and the modal
// keeps working (the dev wallet connects, the balance comes from the chain).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { startFaultProxy, type FaultProxy } from './fault-proxy'
import { closeModal, pickWallet, startE2E, untilText, type E2E } from './harness'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let e2e: E2E
/** The demo page served from 127.0.0.2: loopback, but an origin the demo project does not list. */
let foreign: FaultProxy
beforeAll(async () => {
  e2e = await startE2E()
  foreign = await startFaultProxy(e2e.stack.urls.demo, { host: '127.0.0.2' })
})
afterAll(async () => {
  await foreign?.close()
  await e2e?.close()
})

/** The page's console lines that announce an alert ('{title}: {description}', logged once per alert shown). */
function alertLog(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('Invalid App Configuration')) lines.push(m.text())
  })
  return lines
}

/** Opens the modal, sees `code` in its alert bar, connects the dev wallet anyway, and dismisses the alert. */
async function alertOnceThenConnect(page: Page, code: string, lines: string[]) {
  const dialog = page.getByRole('dialog')
  await page.getByTestId('connect-button').click()
  const alert = dialog.locator(`[data-alert="${code}"]`)
  await alert.waitFor()
  expect(await alert.textContent()).toContain('Invalid App Configuration')
  // The catalogue is refused too: the installed wallet is still there.
  await pickWallet(page, 'Dev Wallet (local)', { catalogue: false })
  await untilText(page, 'host-address', ALICE)
  await expect.poll(() => page.getByTestId('button-balance').first().textContent()).toMatch(/ ETH$/)

  // Account: its balance and identity calls are refused as well, and no alert shows again once dismissed.
  await page.getByTestId('connect-button').click()
  await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
  if (await alert.count()) await dialog.getByRole('button', { name: 'Dismiss' }).click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => dialog.count()).toBe(0)
  await page.getByTestId('connect-button').click()
  await dialog.locator('[data-testid="token-list"], [data-testid="tokens-empty"]').first().waitFor()
  expect(await dialog.locator('[data-alert]').count()).toBe(0)
  expect(lines).toHaveLength(1)
  expect(await closeModal(page)).toBe(true)
}

describe('SPEC §6 origin allowlist and project id, as a host meets them (SPEC §8 alerts)', () => {
  test("SPEC §8 a page on an origin the project does not list: 'Invalid App Configuration' once, and the modal still connects", async () => {
    const page = await e2e.newPage({ url: '' })
    const lines = alertLog(page)
    await page.goto(`${foreign.url}/`)
    await alertOnceThenConnect(page, 'INVALID_APP_CONFIGURATION', lines)
    expect(lines[0]).toContain("origin is not on the project's allowlist")
    await page.close()
  })

  test("SPEC §8 a page built with a wrong project id: the invalid project id alert once, and the modal still connects", async () => {
    const page = await e2e.newPage({ url: '' })
    const lines = alertLog(page)
    await page.goto(`${e2e.stack.urls.demo}?projectId=not-a-project`)
    await alertOnceThenConnect(page, 'INVALID_PROJECT_ID', lines)
    expect(lines[0]).toContain('The project id is not valid.')
    await page.close()
  })

  test('SPEC §6 the demo page on its own origin with its own project id sees no alert', async () => {
    const page = await e2e.newPage()
    await page.getByTestId('connect-button').click()
    const dialog = page.getByRole('dialog')
    await pickWallet(page, 'Dev Wallet (local)')
    await untilText(page, 'host-address', ALICE)
    await page.getByTestId('connect-button').click()
    await dialog.locator('[data-testid="token-list"]').waitFor()
    expect(await dialog.locator('[data-alert]').count()).toBe(0)
    await page.close()
  })
})
