// WalletConnect under faults, in Chromium against the local stack with a real sign-client wallet in
// this process: the relay killed and started again mid-session, a reload while a send waits for the
// wallet, the wallet disconnecting while a request waits for it, and the relay refusing the page.
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { ANVIL_KEY_0 } from '../unit/support/wc-wallet'
import { accountSteps } from './account'
import { walletConnectE2EForFile } from './fixtures'
import { closeModal, pickWallet, untilText } from './harness'

const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const run = walletConnectE2EForFile()
let page: Page
let topic: string

const text = (testId: string) => page.getByTestId(testId).first().textContent()
const chain = () => createPublicClient({ transport: http(run.e2e.stack.urls.evmA) })
const count = (method: string) => run.wallet.requests.filter((m) => m === method).length

/** A page connected through WalletConnect to the test wallet on Local A, the modal closed. */
async function sessionPage(): Promise<void> {
  const live = page && !page.isClosed() && (await closeModal(page)) && (await text('host-status')) === 'connected' && (await text('host-address')) === run.wallet.evmAddress
  if (live) return
  await page?.close()
  page = await run.e2e.newPage()
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'WalletConnect')
  const qr = page.getByTestId('wc-qr')
  await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 20_000 }).toMatch(/^wc:/)
  topic = await run.wallet.approve(await run.wallet.pair((await qr.getAttribute('data-uri'))!), ['eip155:31337', 'eip155:31338'])
  await untilText(page, 'host-address', run.wallet.evmAddress)
}

/** Clicks Sign on the host page and resolves with the signature shown (or throws with the error shown). */
async function signFromPage(): Promise<Hex> {
  await page.getByTestId('sign-button').click()
  await page.locator('[data-testid="signature"], [data-testid="sign-error"]').first().waitFor({ timeout: 45_000 })
  const error = await page.getByTestId('sign-error').count()
  if (error) throw new Error((await text('sign-error'))!)
  return (await text('signature'))!.split(' ')[0] as Hex
}

describe('WalletConnect faults (SPEC §4, §8)', () => {
  test('the relay killed and started again mid-session: the session survives, a request sent while it was down reaches the wallet once and is answered', async () => {
    await sessionPage()
    const before = count('personal_sign')
    await run.e2e.stack.relay.stop()
    // asked while no relay runs: the page's client keeps the request until it can publish it
    await page.getByTestId('sign-button').click()
    await run.e2e.stack.relay.start()
    await page.locator('[data-testid="signature"], [data-testid="sign-error"]').first().waitFor({ timeout: 45_000 })
    const signature = (await text('signature'))?.split(' ')[0] as Hex | undefined
    expect(await page.getByTestId('sign-error').count(), (await page.getByTestId('sign-error').count()) ? (await text('sign-error'))! : '').toBe(0)
    expect(await verifyMessage({ address: run.wallet.evmAddress, message: 'Hello from Gangway', signature: signature! })).toBe(true)
    expect(count('personal_sign')).toBe(before + 1)
    expect(await text('host-status')).toBe('connected')
    // and the session carries the next request as before
    expect(await verifyMessage({ address: run.wallet.evmAddress, message: 'Hello from Gangway', signature: await signFromPage() })).toBe(true)
    expect(count('personal_sign')).toBe(before + 2)
  }, 90_000)

  test('SPEC §4 a reload while a send waits for the wallet: the session comes back and no second transaction is asked for or sent', async () => {
    await sessionPage()
    const nonce = await chain().getTransactionCount({ address: run.wallet.evmAddress })
    const bobBefore = await chain().getBalance({ address: BOB })
    const sends = count('eth_sendTransaction')
    const held = run.wallet.holdNext('eth_sendTransaction')
    const steps = accountSteps(page)
    await steps.fillSend('ETH', '0.25', BOB)
    await steps.dialog().getByTestId('send-button').click()
    const request = await held

    await page.reload()
    await untilText(page, 'host-status', 'connected')
    // The person approves in the wallet now: it sends the one transaction and answers the old request.
    const [tx] = request.params as [{ to: Address; value: Hex; data?: Hex }]
    const signer = createWalletClient({ account: privateKeyToAccount(ANVIL_KEY_0), transport: http(run.e2e.stack.urls.evmA) })
    const hash = await signer.sendTransaction({ chain: null, to: tx.to, value: BigInt(tx.value), data: tx.data })
    await chain().waitForTransactionReceipt({ hash })
    await request.respond(hash).catch(() => {})
    // A later request goes through the same session: everything sent before it has arrived.
    await signFromPage()
    expect(count('eth_sendTransaction')).toBe(sends + 1)
    expect(await chain().getTransactionCount({ address: run.wallet.evmAddress })).toBe(nonce + 1)
    expect((await chain().getBalance({ address: BOB })) - bobBefore).toBe(parseEther('0.25'))
  }, 90_000)

  test('SPEC §4 the wallet disconnects while a request waits for it: the request fails with a clear error and every account resets', async () => {
    await sessionPage()
    const held = run.wallet.holdNext('personal_sign')
    await page.getByTestId('sign-button').click()
    await held
    await run.wallet.disconnect(topic)
    await untilText(page, 'host-status', 'disconnected')
    await page.getByTestId('sign-error').waitFor({ timeout: 20_000 })
    // the wallet's own words for why it left (the sign client rejected with a bare object: '[object Object]' before)
    expect(await text('sign-error')).toBe('User disconnected.')
    expect(await text('host-address')).toBe('—')
  })

  test("SPEC §8 a device clock ahead of the relay's: the relay refuses the page's JWT, 'Session Expired' shows once, and another wallet still connects", async () => {
    const own = await run.e2e.newPage({ url: '' })
    const crashes: string[] = []
    own.on('pageerror', (error) => crashes.push(error.message))
    // Five minutes ahead: the relay-auth JWT the page signs is issued in the relay's future.
    await own.clock.install({ time: Date.now() + 5 * 60_000 })
    await own.goto(run.e2e.stack.urls.demo)
    const dialog = own.getByRole('dialog')
    await own.getByTestId('connect-button').click()
    await pickWallet(own, 'WalletConnect')
    await dialog.getByTestId('wc-error').waitFor({ timeout: 20_000 })
    // The alert's view loads on its first show: it may paint just after the error.
    await expect.poll(() => dialog.locator('[data-alert]').evaluateAll((els) => els.map((e) => e.getAttribute('data-alert')))).toEqual(['SESSION_EXPIRED'])
    await dialog.getByRole('button', { name: 'Dismiss' }).click()
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByTestId('wc-error').waitFor({ timeout: 20_000 })
    expect(await dialog.locator('[data-alert]').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await pickWallet(own, 'Dev Wallet (local)')
    await untilText(own, 'host-status', 'connected')
    expect(crashes, crashes.join('\n')).toEqual([])
    await own.close()
  })
})
