// The foundation flow of a person on the demo page: connect the dev browser wallet, see the
// chain's balance, sign, switch chains, follow the wallet, disconnect, reconnect, reload.
import { createPublicClient, formatEther, http, parseEther, toHex, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { formatBalance, truncateAddress } from '../../kernel/format'
import { startE2E, type E2E } from './harness'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let e2e: E2E
let page: Page
beforeAll(async () => {
  e2e = await startE2E()
  // Give alice a distinct balance on chain B, so following the switch shows in the numbers.
  await createPublicClient({ transport: http(e2e.stack.urls.evmB) }).request({
    method: 'anvil_setBalance' as never,
    params: [ALICE, toHex(parseEther('1234.56789'))] as never,
  })
  page = await e2e.newPage()
})
afterAll(() => e2e?.close())

const text = (testId: string) => page.getByTestId(testId).first().textContent()
const shownBalance = async (url: string, address: Address) =>
  `${formatBalance(formatEther(await createPublicClient({ transport: http(url) }).getBalance({ address })))} ETH`

describe('EVM connection through the modal (SPEC §2, §4, §9)', () => {
  test('connect the dev wallet: the button shows the address (4…6) and the balance read from the chain', async () => {
    await page.getByTestId('connect-button').click()
    await expect.poll(() => page.getByRole('dialog').getAttribute('data-view')).toBe('Connect')
    await e2e.screenshot(page, 'connect-light')
    await page.getByRole('dialog').getByText('All Wallets').click()
    await page.getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    await e2e.screenshot(page, 'all-wallets-light')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('dialog').getByText('Dev Wallet (local)').click()

    await expect.poll(() => text('button-address')).toBe(truncateAddress(ALICE))
    await expect.poll(() => text('button-balance')).toBe(await shownBalance(e2e.stack.urls.evmA, ALICE))
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await text('host-address')).toBe(ALICE)
    expect(await text('host-network')).toBe('eip155:31337')
  })

  test('Account shows address, chain balance truncated to 3 decimals, and network', async () => {
    await page.getByTestId('connect-button').click()
    await expect.poll(() => text('account-address')).toBe('0xf3…b92266')
    expect(await text('account-balance')).toBe(await shownBalance(e2e.stack.urls.evmA, ALICE))
    expect(await text('account-network')).toBe('Local A')
    await e2e.screenshot(page, 'account-light')
    await page.keyboard.press('Escape')
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('sign a message: the signature verifies against the connected address', async () => {
    await page.getByTestId('sign-button').click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 10_000 }))!.split(' ')[0] as Hex
    expect(await verifyMessage({ address: ALICE, message: 'Hello from Gangway', signature })).toBe(true)
  })

  test('SPEC §2 network switching: picking Local B in the modal asks the wallet and the account follows', async () => {
    await page.getByTestId('connect-button').click()
    await page.getByTestId('account-network').click()
    await page.locator('[data-network="eip155:31338"]').click()
    await expect.poll(() => text('host-network')).toBe('eip155:31338')
    expect(await page.evaluate(() => window.__devWallet!.getState().chain.id)).toBe(31338)
    await expect.poll(() => text('account-balance')).toBe('1234.567 ETH')
    expect(await text('account-network')).toBe('Local B')
    await page.keyboard.press('Escape')
  })

  test('SPEC §4 wallet events resync the account: another account, then another chain, from the wallet side', async () => {
    await page.evaluate(() => window.__devWallet!.setAccount(1))
    await expect.poll(() => text('host-address')).toBe(BOB)
    await expect.poll(() => text('button-address')).toBe(truncateAddress(BOB))
    await page.evaluate(() => window.__devWallet!.switchChain(31337))
    await expect.poll(() => text('host-network')).toBe('eip155:31337')
    await expect.poll(() => text('button-balance')).toBe(await shownBalance(e2e.stack.urls.evmA, BOB))
    await page.evaluate(() => window.__devWallet!.setAccount(0))
    await expect.poll(() => text('host-address')).toBe(ALICE)
  })

  test('SPEC §4 a chain the host does not list opens UnsupportedChain; picking a listed one switches back and closes', async () => {
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
    await page.getByTestId('connect-button').click()
    await page.getByRole('dialog').getByText('Disconnect').click()
    await expect.poll(() => text('connect-button')).toBe('Connect Wallet')
    expect(await text('host-status')).toBe('disconnected')

    await page.getByTestId('connect-button').click()
    await expect.poll(() => page.getByRole('dialog').getByText('Recent').count()).toBe(1)
    await page.getByRole('dialog').getByText('Dev Wallet (local)').click()
    await expect.poll(() => text('host-status')).toBe('connected')
    expect(await text('host-address')).toBe(ALICE)
  })

  test('SPEC §4 startup: after a reload the connection is restored without a prompt', async () => {
    await page.reload()
    await expect.poll(() => text('host-status')).toBe('connected')
    expect(await text('host-address')).toBe(ALICE)
    expect(await text('host-network')).toBe('eip155:31337')
    await expect.poll(() => text('button-address')).toBe(truncateAddress(ALICE))
  })

  test('SPEC §9 dark theme: Account, Connect and All Wallets use the dark palette', async () => {
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
    await e2e.screenshot(page, 'connect-dark')
    await page.getByRole('dialog').getByText('All Wallets').click()
    await page.getByRole('searchbox', { name: 'Search wallet' }).waitFor()
    await e2e.screenshot(page, 'all-wallets-dark')
    await page.getByRole('dialog').getByText('Dev Wallet (local)').click()
    await expect.poll(() => text('host-status')).toBe('connected')
  })

  test('no request of any page left 127.0.0.1', () => {
    expect(e2e.blocked).toEqual([])
  })
})
