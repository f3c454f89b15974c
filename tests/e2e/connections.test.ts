// Several wallets in one namespace on the demo page (gangway/connections), in Chromium against the
// local stack: the dev wallet (an EIP-6963 extension) and a phone wallet over WalletConnect through
// the local relay, both holding Alice's key; the person switches between them from Account, and the
// dev wallet is still listed after a reload.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { walletConnectE2EForFile } from './fixtures'
import { pickWallet, untilText } from './harness'

const run = walletConnectE2EForFile()
let page: Page

const dialog = () => page.getByRole('dialog')
const view = () => dialog().getAttribute('data-view')
const connectedWith = () => dialog().getByTestId('account-wallet').textContent()
/** Each row of WalletConnections as 'name status'. */
const rows = () =>
  dialog()
    .getByTestId('connection')
    .evaluateAll((els) => els.map((el) => `${el.querySelector('.name')?.firstChild?.textContent} ${(el as HTMLElement).dataset.status}`))

async function openAccount(): Promise<void> {
  await page.getByTestId('connect-button').click()
  await expect.poll(view).toBe('Account')
}

async function openConnections(): Promise<void> {
  await dialog().getByRole('button', { name: 'Switch wallet' }).click()
  await expect.poll(view).toBe('WalletConnections')
  // The view's code loads on first use: the dialog names it before its list is drawn.
  await dialog().getByTestId('wallet-connections').waitFor()
}

describe('SPEC §3, §4 several wallets per namespace: Switch wallet in Account', () => {
  test('SPEC §3, §4 a second wallet is added through Connect and the first stays known (active); after a reload it is listed (disconnected, Recent) and reconnects; switching re-activates the other; a disconnect hands over; the second disconnect ends it all', async () => {
    page = await run.e2e.newPage()
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'Dev Wallet (local)')
    await untilText(page, 'host-status', 'connected')

    await openAccount()
    expect(await connectedWith()).toBe('Connected with Dev Wallet (local)')
    await openConnections()
    expect(await rows()).toEqual(['Dev Wallet (local) connected'])
    await run.e2e.screenshot(page, 'connections-one', { element: dialog() })

    // Add wallet: Connect, then the phone wallet scans the QR code.
    await dialog().getByTestId('add-wallet').click()
    await pickWallet(page, 'WalletConnect')
    const qr = dialog().getByTestId('wc-qr')
    await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 20_000 }).toMatch(/^wc:/)
    await run.wallet.approve(await run.wallet.pair((await qr.getAttribute('data-uri'))!), ['eip155:31337', 'eip155:31338'])
    await expect.poll(() => dialog().count()).toBe(0)

    await openAccount()
    expect(await connectedWith()).toBe('Connected with Test Phone Wallet')
    await openConnections()
    expect(await rows()).toEqual(['Test Phone Wallet connected', 'Dev Wallet (local) active'])
    await run.e2e.screenshot(page, 'connections-two', { element: dialog() })

    // SPEC §3 known connections survive a reload: the phone wallet's session comes back over the relay
    // (SPEC §4 Startup), the dev wallet is listed as disconnected, tagged Recent.
    await page.reload()
    await untilText(page, 'host-status', 'connected')
    await openAccount()
    expect(await connectedWith()).toBe('Connected with Test Phone Wallet')
    await openConnections()
    expect(await rows()).toEqual(['Test Phone Wallet connected', 'Dev Wallet (local) disconnected'])
    expect(await dialog().getByTestId('connection').nth(1).getByText('Recent', { exact: true }).count()).toBe(1)
    await run.e2e.screenshot(page, 'connections-reloaded', { element: dialog() })

    // SPEC §4 a disconnected one is reconnected through its own way in; the phone wallet's stays, active.
    await dialog().getByRole('button', { name: 'Reconnect' }).click()
    await expect.poll(() => dialog().count()).toBe(0)
    await openAccount()
    expect(await connectedWith()).toBe('Connected with Dev Wallet (local)')
    await openConnections()
    expect(await rows()).toEqual(['Dev Wallet (local) connected', 'Test Phone Wallet active'])

    // SPEC §4 an active (known) connection is re-activated: back at Account, with the phone wallet.
    await dialog().getByRole('button', { name: 'Switch', exact: true }).click()
    await expect.poll(view).toBe('Account')
    await expect.poll(connectedWith).toBe('Connected with Test Phone Wallet')
    await openConnections()
    expect(await rows()).toEqual(['Test Phone Wallet connected', 'Dev Wallet (local) active'])
    await page.getByRole('button', { name: 'Back' }).click()
    await expect.poll(view).toBe('Account')

    // Disconnect ends the phone wallet's connection; the dev wallet's, still live, takes over.
    await dialog().getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(connectedWith).toBe('Connected with Dev Wallet (local)')
    expect(await view()).toBe('Account')
    expect(await page.getByTestId('host-status').textContent()).toBe('connected')

    // And the last one: nothing is left, the modal closes.
    await dialog().getByRole('button', { name: 'Disconnect', exact: true }).click()
    await untilText(page, 'host-status', 'disconnected')
    await expect.poll(() => dialog().count()).toBe(0)
  })
})
