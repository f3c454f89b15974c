// WalletConnect in Chromium against the local stack: the page's modal pairs through the local relay
// with a real @walletconnect/sign-client wallet in this process, as a phone wallet would.
import { createPublicClient, formatEther, http, verifyMessage, type Address, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { formatBalance, truncateAddress } from '../../kernel/format'
import { walletConnectE2EForFile } from './fixtures'
import { accountSteps } from './account'
import { closeModal, pickWallet, tourDemo, untilText, walletListComplete } from './harness'

const run = walletConnectE2EForFile()
let page: Page
let topic: string

const dialog = () => page.getByRole('dialog')
const text = (testId: string) => page.getByTestId(testId).first().textContent()
const shownBalance = async (url: string, address: Address) =>
  `${formatBalance(formatEther(await createPublicClient({ transport: http(url) }).getBalance({ address })))} ETH`

// The page the tests share while it is in the state the next test needs; each test asks for its state.
async function newPage(): Promise<void> {
  await page?.close()
  page = await run.e2e.newPage()
}
const modalClosed = async () => page !== undefined && !page.isClosed() && (await closeModal(page))

/** A page with nothing connected and the modal closed. */
async function disconnectedPage(): Promise<void> {
  if ((await modalClosed()) && (await text('host-status')) === 'disconnected') return
  await newPage()
}

/** A page connected through WalletConnect to the test wallet (Local A and B approved), on `network`, the modal closed. */
async function sessionPage(network = 'eip155:31337'): Promise<void> {
  const live = (await modalClosed()) && (await text('host-status')) === 'connected' && (await text('host-address')) === run.wallet.evmAddress
  if (!live) {
    await newPage()
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'WalletConnect')
    topic = await run.wallet.approve(await run.wallet.pair(await qrUri(page)), ['eip155:31337', 'eip155:31338'])
    await untilText(page, 'host-address', run.wallet.evmAddress)
  }
  if ((await text('host-network')) === network) return
  await run.wallet.switchChain(topic, network)
  await untilText(page, 'host-network', network)
}

/** The wc: URI the QR code shows, once it is there (and differs from `previous`). */
async function qrUri(p: Page, previous?: string | null): Promise<string> {
  const qr = p.getByTestId('wc-qr')
  await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 20_000 }).toMatch(/^wc:/)
  if (previous) await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 20_000 }).not.toBe(previous)
  return (await qr.getAttribute('data-uri'))!
}

describe('WalletConnect on desktop (SPEC §2, §4, §9)', () => {
  test('SPEC §4 scan the QR code with a WalletConnect wallet: the modal shows the account and its balance from the chain', async () => {
    await disconnectedPage()
    await page.getByTestId('connect-button').click()
    await walletListComplete(page)
    // SPEC §9 connector order: WalletConnect first.
    await expect.poll(() => dialog().getByRole('button').nth(1).textContent()).toBe('WalletConnect')
    await run.e2e.screenshot(page, 'wc-connect-light')
    await pickWallet(page, 'WalletConnect')
    const uri = await qrUri(page)
    expect(await page.getByTestId('wc-copy-link').getAttribute('data-uri')).toBe(uri)
    await run.e2e.screenshot(page, 'wc-qr-light')

    topic = await run.wallet.approve(await run.wallet.pair(uri), ['eip155:31337', 'eip155:31338'])
    await expect.poll(() => text('button-address')).toBe(truncateAddress(run.wallet.evmAddress))
    await expect.poll(() => text('button-balance')).toBe(await shownBalance(run.e2e.stack.urls.evmA, run.wallet.evmAddress))
    expect(await dialog().count()).toBe(0)
    expect(await text('host-status')).toBe('connected')
    expect(await text('host-network')).toBe('eip155:31337')

    await page.getByTestId('connect-button').click()
    await expect.poll(() => text('account-wallet')).toBe('Connected with Test Phone Wallet')
    await run.e2e.screenshot(page, 'wc-account-light')
    await page.keyboard.press('Escape')
  })

  test('SPEC §7 a personal_sign from the host goes to the wallet, which approves; the signature verifies', async () => {
    await sessionPage()
    await page.getByTestId('sign-button').click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 }))!.split(' ')[0] as Hex
    expect(await verifyMessage({ address: run.wallet.evmAddress, message: 'Hello from Gangway', signature })).toBe(true)
    expect(run.wallet.requests).toContain('personal_sign')
  })

  test('SPEC §4 the wallet switches chain and the modal follows, balance included', async () => {
    await sessionPage('eip155:31337')
    await run.wallet.switchChain(topic, 'eip155:31338')
    await expect.poll(() => text('host-network')).toBe('eip155:31338')
    await expect.poll(() => text('button-balance')).toBe(await shownBalance(run.e2e.stack.urls.evmB, run.wallet.evmAddress))
  })

  test('SPEC §4 switching back from the modal: an approved chain is set without a wallet prompt', async () => {
    await sessionPage('eip155:31338')
    const asked = run.wallet.requests.length
    await page.getByTestId('network-button').click()
    await dialog().locator('[data-network="eip155:31337"]').click()
    await expect.poll(() => text('host-network')).toBe('eip155:31337')
    expect(run.wallet.requests.length).toBe(asked)
    await page.keyboard.press('Escape')
  })

  test('SPEC §4 startup: a reload restores the live session without a new QR code', async () => {
    await sessionPage()
    await page.reload()
    // The session comes back over the relay: wait for the account to be connected again, however long that takes.
    await untilText(page, 'host-status', 'connected')
    expect(await text('host-address')).toBe(run.wallet.evmAddress)
    expect(await text('host-network')).toBe('eip155:31337')
    // The restored session still carries requests.
    await page.getByTestId('sign-button').click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 }))!.split(' ')[0] as Hex
    expect(await verifyMessage({ address: run.wallet.evmAddress, message: 'Hello from Gangway', signature })).toBe(true)
  })

  test('SPEC §4 the wallet disconnects: the modal resets every account', async () => {
    await sessionPage()
    await run.wallet.disconnect(topic)
    await expect.poll(() => text('host-status')).toBe('disconnected')
    await expect.poll(() => text('connect-button')).toBe('Connect Wallet')
    expect(await text('host-address')).toBe('—')
  })

  test('SPEC §9 All Wallets: hundreds of catalogue wallets, the installed one marked once; a catalogue wallet connects and becomes recent', async () => {
    await disconnectedPage()
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'All Wallets')
    const rows = dialog().getByTestId('wallet-list').getByRole('button')
    await expect.poll(() => rows.count()).toBeGreaterThan(5)
    // A windowed list: a few rows exist, not hundreds.
    expect(await rows.count()).toBeLessThan(30)
    await expect.poll(() => rows.first().textContent()).toBe('Dev Wallet (local)Installed')
    await run.e2e.screenshot(page, 'wc-all-wallets-light')

    await dialog().getByRole('searchbox', { name: 'Search wallet' }).fill('dev wallet')
    await expect.poll(() => rows.allTextContents()).toEqual(['Dev Wallet (local)Installed'])
    await dialog().getByRole('searchbox', { name: 'Search wallet' }).fill('sishevail')
    await expect.poll(() => rows.allTextContents()).toEqual(['Sishevail'])
    await rows.first().click()
    await expect.poll(() => page.locator('#gangway-title').first().textContent().catch(() => null)).toBe('Sishevail')
    const uri = await qrUri(page)
    await run.e2e.screenshot(page, 'wc-qr-catalogue-wallet')
    topic = await run.wallet.approve(await run.wallet.pair(uri), ['eip155:31337'])
    await expect.poll(() => text('host-status')).toBe('connected')

    await page.getByTestId('connect-button').click()
    await expect.poll(() => text('account-wallet')).toBe('Connected with Sishevail')
    await dialog().getByText('Disconnect').click()
    await expect.poll(() => text('host-status')).toBe('disconnected')
    await page.getByTestId('connect-button').click()
    await expect.poll(() => dialog().getByText('Recent').count()).toBe(1)
    await expect.poll(() => dialog().getByRole('button').nth(2).textContent()).toBe('SishevailRecent')
    await page.keyboard.press('Escape')
  })

  test("SPEC §4 a wallet that turns the request down shows 'Connection rejected'; Try again brings a new QR code", async () => {
    await disconnectedPage()
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'WalletConnect')
    const first = await qrUri(page)
    await run.wallet.reject(await run.wallet.pair(first))
    await expect.poll(() => dialog().getByRole('alert').textContent()).toBe('Connection rejected')
    expect(await text('host-status')).toBe('disconnected')
    await run.e2e.screenshot(page, 'wc-rejected')
    await dialog().getByRole('button', { name: 'Try again' }).click()
    expect(await qrUri(page, first)).not.toBe(first)
    await page.keyboard.press('Escape')
    await expect.poll(() => text('host-status')).toBe('disconnected')
  })

  test('SPEC §4 and §9 an expiring pairing is replaced with a new QR code, and the new one connects', async () => {
    const timed = await run.e2e.newPage({ url: '' })
    await timed.clock.install()
    await timed.goto(run.e2e.stack.urls.demo)
    await timed.getByTestId('connect-button').click()
    await pickWallet(timed, 'WalletConnect')
    const first = await qrUri(timed)
    // 3 min 51 s later under 10 s would remain of the 4 minutes: the QR code must already be new.
    await timed.clock.fastForward('03:51')
    const fresh = await qrUri(timed, first)
    expect(fresh).not.toBe(first)
    await run.wallet.approve(await run.wallet.pair(fresh), ['eip155:31337'])
    await expect.poll(() => timed.getByTestId('host-status').textContent()).toBe('connected')
    await timed.close()
  })

  test('SPEC §9 dark theme: the QR code stays dark on light inside the dark modal', async () => {
    await disconnectedPage()
    await page.getByTestId('theme-toggle').click()
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'WalletConnect')
    await qrUri(page)
    expect(await dialog().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(18, 19, 19)')
    await run.e2e.screenshot(page, 'wc-qr-dark')
    await page.getByRole('button', { name: 'Back' }).click()
    await pickWallet(page, 'All Wallets')
    await expect.poll(() => dialog().getByTestId('wallet-list').getByRole('button').count()).toBeGreaterThan(5)
    await run.e2e.screenshot(page, 'wc-all-wallets-dark')
    await page.keyboard.press('Escape')
    await page.getByTestId('theme-toggle').click()
  })
})

describe("the demo as a new user tries it: the page's phone wallet over the local relay", () => {
  test('SPEC §4 copy the link, pair the phone wallet, approve (it names the session\'s chains, then the chain a request is for); sign, switch chain and disconnect from the phone', async () => {
    const user = await run.e2e.newPage({ url: '', context: { permissions: ['clipboard-read', 'clipboard-write'] } })
    await user.goto(run.e2e.stack.urls.demo)
    const modal = user.getByRole('dialog')
    const phone = user.getByTestId('phone-wallet')
    await user.getByTestId('connect-button').click()
    await pickWallet(user, 'WalletConnect')
    await qrUri(user)
    await modal.getByTestId('wc-copy-link').click()
    await expect.poll(() => modal.getByRole('status').textContent()).toBe('Link copied')
    const link = await user.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(await modal.getByTestId('wc-qr').getAttribute('data-uri'))

    await phone.getByRole('textbox', { name: 'WalletConnect link' }).fill(link)
    await phone.getByRole('button', { name: 'Pair' }).click()
    await expect.poll(() => phone.getByText('Gangway demo asks to connect on Local A, Local B.').count()).toBe(1)
    await run.e2e.screenshot(user, 'wc-demo-phone-wallet-proposal')
    await phone.getByRole('button', { name: 'Approve' }).click()
    const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await expect.poll(() => user.getByTestId('host-address').textContent()).toBe(BOB)
    expect(await modal.count()).toBe(0)
    // Before the page asks for anything the phone knows only the session's chains, not which one the page shows.
    expect(await phone.getByTestId('phone-wallet-status').textContent()).toBe('connected to Gangway demo on Local A, Local B')
    await run.e2e.screenshot(user, 'wc-demo-phone-wallet-connected')

    await user.getByTestId('sign-button').click()
    await expect.poll(() => phone.getByTestId('phone-wallet-request').textContent()).toBe('Sign “Hello from Gangway”?')
    // A request names the chain it is for: the phone shows that one, the page's.
    expect(await phone.getByTestId('phone-wallet-status').textContent()).toBe('connected to Gangway demo on Local A')
    await phone.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => user.getByTestId('signature-valid').textContent()).toBe('valid')

    // The phone signs and sends the transaction itself; exactly 0.01 ETH arrive on the chain.
    const CAROL: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const chainA = createPublicClient({ transport: http(run.e2e.stack.urls.evmA) })
    const before = await chainA.getBalance({ address: CAROL })
    const account = accountSteps(user)
    await account.fillSend('ETH', '0.01', CAROL)
    await expect.poll(account.view).toBe('WalletSendPreview')
    await modal.getByTestId('send-button').click()
    await expect.poll(() => phone.getByTestId('phone-wallet-request').textContent()).toMatch(new RegExp(`^Send 0\\.01 ETH to ${CAROL}\\?$`, 'i'))
    await run.e2e.screenshot(user, 'wc-demo-phone-wallet-send')
    await phone.getByRole('button', { name: 'Approve' }).click()
    await modal.getByTestId('send-done').waitFor({ timeout: 20_000 })
    expect((await chainA.getBalance({ address: CAROL })) - before).toBe(10n ** 16n)
    await user.keyboard.press('Escape')

    await phone.getByRole('button', { name: 'Switch to Local B' }).click()
    await expect.poll(() => user.getByTestId('host-network').textContent()).toBe('eip155:31338')
    await phone.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => user.getByTestId('host-status').textContent()).toBe('disconnected')
    await user.close()
  })
})

describe('WalletConnect on a phone (SPEC §2, §3)', () => {
  test("SPEC §2 and §3 a phone-sized page offers All Wallets and no QR code row; the picked wallet's deep link opens with the pairing, and the choice is stored", async () => {
    const phone = await run.e2e.newPage({
      url: '',
      context: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    })
    // Record what the modal opens instead of leaving the page for an app that is not there.
    await phone.addInitScript(() => {
      const opened: Array<{ url: string; target: string }> = []
      Object.assign(window, { __opened: opened })
      window.open = (url?: string | URL, target?: string) => (opened.push({ url: String(url), target: target ?? '' }), null)
    })
    await phone.goto(run.e2e.stack.urls.demo)
    await phone.getByTestId('connect-button').click()
    const modal = phone.getByRole('dialog')
    // A phone cannot scan its own screen: the QR code's row gives way to All Wallets, which deep-links each wallet.
    await walletListComplete(phone)
    expect(await modal.locator('[data-wallet-id="walletConnect"]').count()).toBe(0)
    await pickWallet(phone, 'All Wallets')
    await modal.getByRole('searchbox', { name: 'Search wallet' }).fill('fuzeagrark')
    const row = modal.getByTestId('wallet-list').getByRole('button').first()
    await expect.poll(() => row.textContent()).toBe('Fuzeagrark Vault')
    await run.e2e.screenshot(phone, 'wc-phone-all-wallets')
    await row.tap()
    const opened = () => phone.evaluate(() => (window as unknown as { __opened: Array<{ url: string; target: string }> }).__opened)
    await expect.poll(async () => (await opened()).length, { timeout: 20_000 }).toBe(1)
    const [{ url, target }] = (await opened()) as [{ url: string; target: string }]
    expect(target).toBe('_self')
    expect(url).toMatch(/^fuzeagrark:\/\/wc\?uri=wc%3A/)
    expect(await modal.getByText('Continue in Fuzeagrark Vault').count()).toBe(1)
    await run.e2e.screenshot(phone, 'wc-phone-deep-link')
    const stored = await phone.evaluate(() => localStorage.getItem('@appkit-wallet/wallet_deeplink'))
    expect(JSON.parse(stored!)).toEqual({ name: 'Fuzeagrark Vault', href: 'fuzeagrark://' })

    // The wallet app receives the URI from the link and approves.
    const uri = decodeURIComponent(url.split('uri=')[1]!)
    await run.wallet.approve(await run.wallet.pair(uri), ['eip155:31337'])
    await expect.poll(() => phone.getByTestId('host-status').textContent()).toBe('connected')
    await phone.close()
  })

  test('no request of any page left 127.0.0.1', async () => {
    await tourDemo(run.e2e) // alone, this page is the one checked; after the others, theirs are too
    expect(run.e2e.blocked).toEqual([])
  })
})
