// A host page taking a payment with gangway/pay: the demo's "Pay 12.5 DUSD" button calls
// openPay(modal, …). The Pay view shows the request, connects first when needed, switches the
// wallet's network when needed, and the promise the page awaits resolves with the hash or rejects
// in the SPEC's words. Amounts are checked on the chain to the base unit.
import { parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { accountSteps, startAccountE2E, type AccountE2E } from './account'
import { chainReader } from './chain'
import type { E2E } from './harness'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The demo shop: dev account 5 (demo/panels/pay.tsx). */
const SHOP: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const PRICE = parseUnits('12.5', 6)

let run: AccountE2E
let e2e: E2E
let page: Page
let chain: ReturnType<typeof chainReader>
beforeAll(async () => {
  run = await startAccountE2E({ wallet: 'Dev Wallet (local)', address: () => ALICE, network: () => 'eip155:31337' })
  e2e = run.e2e
  chain = chainReader(e2e.stack.urls.evmA, e2e.stack.contracts[31337]!)
})
afterAll(() => run?.close())
// Each test starts from a connected page: the last one when it still is, else a new one (a test run alone).
beforeEach(async () => {
  page = await run.connected()
})

const steps = () => accountSteps(page)
const dialog = () => page.getByRole('dialog')
const view = () => steps().view()
const closeModal = () => dialog().locator('header').getByRole('button', { name: 'Close' }).click()
const balances = async () => ({ alice: await chain.balanceOf('DUSD', ALICE), shop: await chain.balanceOf('DUSD', SHOP) })

async function askToPay(): Promise<void> {
  if ((await dialog().count()) > 0) await closeModal()
  await page.getByTestId('pay-demo').click()
  await expect.poll(view).toBe('Pay')
  expect(await dialog().getByTestId('pay-amount').textContent()).toBe('12.5 DUSD')
}

/** What the page's awaited promise gave: the hash, or the rejection's message. */
const outcome = async () => {
  await page.locator('[data-testid="pay-result"], [data-testid="pay-result-error"]').first().waitFor({ timeout: 20_000 })
  const paid = await page.getByTestId('pay-result').count()
  return paid ? { hash: (await page.getByTestId('pay-result').textContent())!.replace('Paid: ', '') } : { error: await page.getByTestId('pay-result-error').textContent() }
}

async function disconnect(): Promise<void> {
  if ((await dialog().count()) > 0) await closeModal()
  await steps().openAccount()
  await dialog().getByRole('button', { name: 'Disconnect' }).click()
  await page.getByTestId('host-status').filter({ hasText: 'disconnected' }).waitFor()
}

describe('SPEC §9 pay (features.pay): the host asks for an exact amount and gets the transaction hash', () => {
  test('connected: the Pay view shows the request; paying moves exactly 12.5 DUSD (12500000 base units) and the promise resolves with its hash', async () => {
    await askToPay()
    expect(await dialog().getByTestId('pay-from').textContent()).toBe('0xf3…b92266')
    await e2e.screenshot(page, 'pay-light')
    const before = await balances()
    await dialog().getByTestId('pay-button').click()
    await dialog().getByTestId('pay-done').waitFor({ timeout: 20_000 })
    const { hash } = await outcome()
    const receipt = await chain.client.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    const after = await balances()
    expect(after.shop - before.shop).toBe(PRICE)
    expect(before.alice - after.alice).toBe(PRICE)
    await e2e.screenshot(page, 'pay-done-light')
    await dialog().getByRole('button', { name: 'Done' }).click()
    expect(await dialog().count()).toBe(0)
  })

  test("SPEC §4 closing the Pay view rejects with 'Modal closed', and nothing is sent", async () => {
    const nonce = await chain.nonce(ALICE)
    await askToPay()
    await closeModal()
    expect(await outcome()).toEqual({ error: 'Modal closed' })
    expect(await chain.nonce(ALICE)).toBe(nonce)
  })

  test("SPEC §4 a payment the wallet declines rejects with 'Signature declined', and nothing is sent", async () => {
    const nonce = await chain.nonce(ALICE)
    await askToPay()
    await page.evaluate(() => window.__devWallet!.reject(true))
    await dialog().getByTestId('pay-button').click()
    expect(await outcome()).toEqual({ error: 'Signature declined' })
    expect(await dialog().getByTestId('pay-failed').textContent()).toContain('Signature declined')
    expect(await chain.nonce(ALICE)).toBe(nonce)
  })

  test("SPEC §4 not connected: a rejected connection rejects with 'Connection rejected'", async () => {
    await disconnect()
    await askToPay()
    await dialog().getByTestId('pay-connect').waitFor()
    await page.evaluate(() => window.__devWallet!.reject(true))
    await dialog().getByTestId('pay-connect').getByText('Dev Wallet (local)').click()
    expect(await outcome()).toEqual({ error: 'Connection rejected' })
  })

  test('not connected, wallet on another network: the Pay view connects first, switches the wallet to Local A, then pays exactly', async () => {
    await disconnect()
    await askToPay()
    await e2e.screenshot(page, 'pay-connect-light')
    await dialog().getByTestId('pay-connect').getByText('Dev Wallet (local)').click()
    await dialog().getByTestId('pay-from').waitFor()
    // The wallet moves to Local B on its own before the person pays.
    await page.evaluate(() => window.__devWallet!.switchChain(31338))
    await dialog().getByTestId('pay-switch-note').waitFor()
    expect(await dialog().getByTestId('pay-switch-note').textContent()).toBe('Your wallet switches to Local A first.')
    const before = await balances()
    await dialog().getByTestId('pay-button').click()
    await dialog().getByTestId('pay-done').waitFor({ timeout: 20_000 })
    expect(await page.evaluate(() => window.__devWallet!.getState().chain.id)).toBe(31337)
    const { hash } = await outcome()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const after = await balances()
    expect(after.shop - before.shop).toBe(PRICE)
    expect(before.alice - after.alice).toBe(PRICE)
  })

  test('the Pay view in the dark theme', async () => {
    if ((await dialog().count()) > 0) await closeModal()
    await page.getByTestId('theme-toggle').click()
    await askToPay()
    await e2e.screenshot(page, 'pay-dark')
    await closeModal()
  })
})
