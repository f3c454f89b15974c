// The foundation flow of a person on the demo page: connect the dev browser wallet, see the
// chain's balance, sign, switch chains, follow the wallet, disconnect, reconnect, reload.
import { createPublicClient, formatEther, http, parseEther, toHex, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { formatBalance, truncateAddress } from '../../kernel/format'
import { closeModal, pickWallet, startE2E, walletListComplete, tourDemo, untilText, type E2E } from './harness'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let e2e: E2E
/** The page the tests share while it is in the state the next test needs; each test asks for its state. */
let page: Page
beforeAll(async () => {
  e2e = await startE2E()
  // Give alice a distinct balance on chain B, so following the switch shows in the numbers.
  await createPublicClient({ transport: http(e2e.stack.urls.evmB) }).request({
    method: 'anvil_setBalance' as never,
    params: [ALICE, toHex(parseEther('1234.56789'))] as never,
  })
})
afterAll(() => e2e?.close())

const text = (testId: string) => page.getByTestId(testId).first().textContent()
const shownBalance = async (url: string, address: Address) =>
  `${formatBalance(formatEther(await createPublicClient({ transport: http(url) }).getBalance({ address })))} ETH`

/** Whether the current page shows this host state, its modal closed (by Escape if it was open). */
async function shows(state: Record<string, string>): Promise<boolean> {
  if (!page || page.isClosed() || !(await closeModal(page))) return false
  for (const [testId, value] of Object.entries(state)) if ((await text(testId)) !== value) return false
  return true
}

/** A page with nothing connected and the modal closed: the current one if it is so, else a new one. */
async function disconnectedPage(): Promise<void> {
  if (await shows({ 'host-status': 'disconnected' })) return
  await page?.close()
  page = await e2e.newPage()
}

/** The dev wallet connected through the modal as alice on `network`, the modal closed. */
async function connectedPage(network = 'eip155:31337'): Promise<void> {
  if (!(await shows({ 'host-status': 'connected', 'host-address': ALICE }))) {
    await page?.close()
    page = await e2e.newPage()
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'Dev Wallet (local)')
    await untilText(page, 'host-address', ALICE)
  }
  if ((await text('host-network')) === network) return
  // The wallet moves, as a person would move it in the wallet itself; the modal follows.
  await page.evaluate((chainId) => window.__devWallet!.switchChain(chainId), Number(network.split(':')[1]))
  await untilText(page, 'host-network', network)
}
describe('EVM connection through the modal (SPEC §2, §4, §9)', () => {
  test('connect the dev wallet: the button shows the address (4…6) and the balance read from the chain', async () => {
    await disconnectedPage()
    await page.getByTestId('connect-button').click()
    await walletListComplete(page)
    await e2e.screenshot(page, 'connect-light')
    await pickWallet(page, 'All Wallets')
    await page.getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    await e2e.screenshot(page, 'all-wallets-light')
    await page.getByRole('button', { name: 'Back' }).click()
    await pickWallet(page, 'Dev Wallet (local)')

    await expect.poll(() => text('button-address')).toBe(truncateAddress(ALICE))
    await expect.poll(() => text('button-balance')).toBe(await shownBalance(e2e.stack.urls.evmA, ALICE))
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await text('host-address')).toBe(ALICE)
    expect(await text('host-network')).toBe('eip155:31337')
  })

  test('Account shows address, chain balance truncated to 3 decimals, and network', async () => {
    await connectedPage()
    await page.getByTestId('connect-button').click()
    await expect.poll(() => text('account-address')).toBe('0xf3…b92266')
    expect(await text('account-balance')).toBe(await shownBalance(e2e.stack.urls.evmA, ALICE))
    expect(await text('account-network')).toBe('Local A')
    await e2e.screenshot(page, 'account-light')
    await page.keyboard.press('Escape')
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('sign a message: the signature verifies against the connected address', async () => {
    await connectedPage()
    await page.getByTestId('sign-button').click()
    const signature = (await page.getByTestId('signature').textContent())!.split(' ')[0] as Hex
    expect(await verifyMessage({ address: ALICE, message: 'Hello from Gangway', signature })).toBe(true)
  })

  test('SPEC §2 network switching: picking Local B in the modal asks the wallet and the account follows', async () => {
    await connectedPage('eip155:31337')
    await page.getByTestId('connect-button').click()
    await page.getByTestId('account-network').click()
    await page.locator('[data-network="eip155:31338"]').click()
    await expect.poll(() => text('host-network')).toBe('eip155:31338')
    expect(await page.evaluate(() => window.__devWallet!.getState().chain.id)).toBe(31338)
    await expect.poll(() => text('account-balance')).toBe('1234.567 ETH')
    expect(await text('account-network')).toBe('Local B')
    await page.keyboard.press('Escape')
  })

  test('SPEC §7 GET /public/getAssetImage/{id}: Networks shows each network\'s logo, loaded from the local services', async () => {
    await connectedPage()
    await page.getByTestId('connect-button').click()
    await page.getByTestId('account-network').click()
    for (const network of ['eip155:31337', 'eip155:31338']) {
      const logo = page.locator(`[data-network="${network}"] img`)
      await expect.poll(() => logo.getAttribute('src')).toBe(`${e2e.stack.urls.api}/public/getAssetImage/${network === 'eip155:31337' ? 'local-a' : 'local-b'}`)
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    }
    await page.keyboard.press('Escape')
  })

  test('SPEC §4 wallet events resync the account: another account, then another chain, from the wallet side', async () => {
    await connectedPage('eip155:31338') // so that the wallet's move to Local A is a change
    await page.evaluate(() => window.__devWallet!.setAccount(1))
    await expect.poll(() => text('host-address')).toBe(BOB)
    // SPEC §3 profileName: the stack names dev account 1 bob.gw, and the button shows a name where there is one.
    await expect.poll(() => text('button-address')).toBe('bob.gw')
    await page.evaluate(() => window.__devWallet!.switchChain(31337))
    await expect.poll(() => text('host-network')).toBe('eip155:31337')
    await expect.poll(() => text('button-balance')).toBe(await shownBalance(e2e.stack.urls.evmA, BOB))
    await page.evaluate(() => window.__devWallet!.setAccount(0))
    await expect.poll(() => text('host-address')).toBe(ALICE)
  })

  test('SPEC §4 a chain the host does not list opens UnsupportedChain; picking a listed one switches back and closes', async () => {
    await connectedPage()
    await page.evaluate((rpcUrl) =>
      window.__devWallet!.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x3e7', chainName: 'Elsewhere', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [rpcUrl] }],
      }), e2e.stack.urls.evmA)
    await expect.poll(() => page.getByRole('dialog').getAttribute('data-view')).toBe('UnsupportedChain')
    expect(await text('host-network')).toBe('unsupported')
    await page.locator('[data-network="eip155:31337"]').click()
    await expect.poll(() => text('host-network')).toBe('eip155:31337')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  })

  test('disconnect from Account, then connect again: the wallet is marked recent', async () => {
    await connectedPage()
    await page.getByTestId('connect-button').click()
    await page.getByRole('dialog').getByText('Disconnect').click()
    await expect.poll(() => text('connect-button')).toBe('Connect Wallet')
    expect(await text('host-status')).toBe('disconnected')

    await page.getByTestId('connect-button').click()
    await expect.poll(() => page.getByRole('dialog').getByText('Recent').count()).toBe(1)
    await pickWallet(page, 'Dev Wallet (local)')
    await expect.poll(() => text('host-status')).toBe('connected')
    expect(await text('host-address')).toBe(ALICE)
  })

  test('SPEC §4 startup: after a reload the connection is restored without a prompt', async () => {
    await connectedPage()
    await page.reload()
    await untilText(page, 'host-status', 'connected')
    expect(await text('host-address')).toBe(ALICE)
    expect(await text('host-network')).toBe('eip155:31337')
    await expect.poll(() => text('button-address')).toBe(truncateAddress(ALICE))
  })

  test('SPEC §9 dark theme: Account, Connect and All Wallets use the dark palette', async () => {
    await connectedPage()
    await page.getByTestId('theme-toggle').click()
    await page.getByTestId('connect-button').click()
    await expect.poll(() => page.getByRole('dialog').getAttribute('data-view')).toBe('Account')
    expect(await page.locator('gangway-modal').getAttribute('data-theme')).toBe('dark')
    await page.getByTestId('account-address').waitFor()
    const background = await page.getByRole('dialog').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).toBe('rgb(18, 19, 19)') // #121313, SPEC §9
    await e2e.screenshot(page, 'account-dark')
    await page.getByRole('dialog').getByText('Disconnect').click()
    await expect.poll(() => text('host-status')).toBe('disconnected')
    await page.getByTestId('connect-button').click()
    await walletListComplete(page)
    await e2e.screenshot(page, 'connect-dark')
    await pickWallet(page, 'All Wallets')
    await page.getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    await e2e.screenshot(page, 'all-wallets-dark')
    await page.getByRole('dialog').getByText('Dev Wallet (local)').click()
    await expect.poll(() => text('host-status')).toBe('connected')
  })

  test('no request of any page left 127.0.0.1', async () => {
    await tourDemo(e2e) // alone, this page is the one checked; after the others, theirs are too
    expect(e2e.blocked).toEqual([])
  })
})
