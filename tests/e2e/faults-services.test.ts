// The services failing under a host's page (SPEC §8): answering 429 with Retry-After, 500, or not at
// all. A fault proxy stands between the page and the services; the modal shows each state, says the
// alert once, and keeps working with what needs no services (the installed wallet, the chain).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { DemoConfig } from '../../services/dev/demo-config'
import { demoWithConfig, startFaultProxy, type FaultProxy } from './fault-proxy'
import { pickWallet, startE2E, untilText, type E2E } from './harness'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let e2e: E2E
let proxy: FaultProxy
beforeAll(async () => {
  e2e = await startE2E()
  proxy = await startFaultProxy(e2e.stack.urls.api)
})
afterAll(async () => {
  await proxy?.close()
  await e2e?.close()
})
beforeEach(() => proxy.set({ kind: 'pass' }))

/** The demo with its services behind the proxy. */
const throughProxy = () => demoWithConfig<DemoConfig>(e2e.newPage, e2e.stack.urls.demo, (config) => ({ ...config, apiUrl: proxy.url }))
const dialog = (page: Page) => page.getByRole('dialog')

/** Connects the dev wallet from an open Connect view that has no catalogue, and sees the chain's balance on the button. */
async function connectWithoutServices(page: Page) {
  await pickWallet(page, 'Dev Wallet (local)', { catalogue: false })
  await untilText(page, 'host-address', ALICE)
  await expect.poll(() => page.getByTestId('button-balance').first().textContent()).toMatch(/^[\d,]+\.\d{3} ETH$/)
}

describe('SPEC §8 the services failing, as the page sees it', () => {
  test("SPEC §8 429 with Retry-After: 'Rate Limited' once; the installed wallet connects; once the services recover, All Wallets lists the catalogue", async () => {
    proxy.set({ kind: 'status', status: 429, headers: { 'retry-after': '1' }, body: { error: 'Too many requests' } })
    const page = await throughProxy()
    await page.getByTestId('connect-button').click()
    await dialog(page).locator('[data-alert="RATE_LIMITED"]').waitFor()
    expect(await dialog(page).locator('[data-alert]').count()).toBe(1)
    await connectWithoutServices(page)

    proxy.set({ kind: 'pass' })
    await page.evaluate(() => window.__devWallet!.disconnect())
    await untilText(page, 'host-status', 'disconnected')
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'All Wallets', { catalogue: false })
    await expect.poll(() => dialog(page).getByTestId('wallet-list').getByRole('button').count()).toBeGreaterThan(5)
    await page.close()
  })

  test("SPEC §8 500: 'Server Error' (the app config could not be read); the modal connects, and says the token balances are unavailable", async () => {
    proxy.set({ kind: 'status', status: 500, body: { error: 'Internal server error' } })
    const page = await throughProxy()
    await page.getByTestId('connect-button').click()
    await dialog(page).locator('[data-alert="SERVER_ERROR"]').waitFor()
    await connectWithoutServices(page)
    await page.getByTestId('connect-button').click()
    await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('Account')
    await expect.poll(() => dialog(page).getByTestId('tokens-empty').textContent()).toBe('Token balances are unavailable right now.')
    // the dialog still does what needs no services: sign with the wallet from the host page
    await page.keyboard.press('Escape')
    await page.getByTestId('sign-button').click()
    await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]{130}/)
    await page.close()
  })

  test('services that never answer: Connect lists the installed wallet at once, it connects, Account shows its tokens loading, and the rest works', async () => {
    proxy.set({ kind: 'hang' })
    const page = await throughProxy()
    await page.getByTestId('connect-button').click()
    await connectWithoutServices(page)
    await page.getByTestId('connect-button').click()
    await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('Account')
    await dialog(page).getByRole('progressbar', { name: 'Loading tokens' }).waitFor()
    // a network switch goes to the wallet and the chain, not to the hanging services
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByTestId('network-button').click()
    await dialog(page).locator('[data-network="eip155:31338"]').click()
    await untilText(page, 'host-network', 'eip155:31338')
    expect(proxy.seen.length).toBeGreaterThan(0)
    await page.close()
  })
})
