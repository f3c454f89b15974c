// A host page taking a payment with gangway/pay: the demo's "Pay 12.5 DUSD" button calls
// openPay(modal, …). The Pay view shows the request, connects first when needed, switches the
// wallet's network when needed, and the promise the page awaits resolves with the hash or rejects
// in the SPEC's words. Amounts are checked on the chain to the base unit.
import { parseUnits, type Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { ALICE, accountE2EForFile, accountSteps } from './account'

/** The demo shop: dev account 5 (demo/panels/pay.tsx). */
const SHOP: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const PRICE = parseUnits('12.5', 6)

const run = accountE2EForFile()

const steps = () => accountSteps(run.page)
const dialog = () => run.page.getByRole('dialog')
const view = () => steps().view()
const closeModal = () => steps().close()
const balances = async () => ({ alice: await run.chain.balanceOf('DUSD', ALICE), shop: await run.chain.balanceOf('DUSD', SHOP) })

async function askToPay(): Promise<void> {
  if ((await dialog().count()) > 0) await closeModal()
  await run.page.getByTestId('pay-demo').click()
  await expect.poll(view).toBe('Pay')
  expect(await dialog().getByTestId('pay-amount').textContent()).toBe('12.5 DUSD')
}

/** What the page's awaited promise gave: the hash, or the rejection's message. */
const outcome = async () => {
  await run.page.locator('[data-testid="pay-result"], [data-testid="pay-result-error"]').first().waitFor({ timeout: 20_000 })
  const paid = await run.page.getByTestId('pay-result').count()
  return paid ? { hash: (await run.page.getByTestId('pay-result').textContent())!.replace('Paid: ', '') } : { error: await run.page.getByTestId('pay-result-error').textContent() }
}

async function disconnect(): Promise<void> {
  if ((await dialog().count()) > 0) await closeModal()
  await steps().openAccount()
  await dialog().getByRole('button', { name: 'Disconnect' }).click()
  await run.page.getByTestId('host-status').filter({ hasText: 'disconnected' }).waitFor()
}

describe('SPEC §9 pay (features.pay): the host asks for an exact amount and gets the transaction hash', () => {
  test('connected: the Pay view shows the request; paying moves exactly 12.5 DUSD (12500000 base units) and the promise resolves with its hash', async () => {
    await askToPay()
    expect(await dialog().getByTestId('pay-from').textContent()).toBe('0xf3…b92266')
    await run.e2e.screenshot(run.page, 'pay-light')
    const before = await balances()
    await dialog().getByTestId('pay-button').click()
    await dialog().getByTestId('pay-done').waitFor({ timeout: 20_000 })
    const { hash } = await outcome()
    const receipt = await run.chain.client.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    const after = await balances()
    expect(after.shop - before.shop).toBe(PRICE)
    expect(before.alice - after.alice).toBe(PRICE)
    await run.e2e.screenshot(run.page, 'pay-done-light')
    await dialog().getByRole('button', { name: 'Done' }).click()
    expect(await dialog().count()).toBe(0)
  })

  test("SPEC §4 closing the Pay view rejects with 'Modal closed', and nothing is sent", async () => {
    const nonce = await run.chain.nonce(ALICE)
    await askToPay()
    await closeModal()
    expect(await outcome()).toEqual({ error: 'Modal closed' })
    expect(await run.chain.nonce(ALICE)).toBe(nonce)
  })

  test("SPEC §4 a payment the wallet declines rejects with 'Signature declined', and nothing is sent", async () => {
    const nonce = await run.chain.nonce(ALICE)
    await askToPay()
    await run.page.evaluate(() => window.__devWallet!.reject(true))
    await dialog().getByTestId('pay-button').click()
    expect(await outcome()).toEqual({ error: 'Signature declined' })
    expect(await dialog().getByTestId('pay-failed').textContent()).toContain('Signature declined')
    expect(await run.chain.nonce(ALICE)).toBe(nonce)
  })

  test("SPEC §4 not connected: a rejected connection rejects with 'Connection rejected'", async () => {
    await disconnect()
    await askToPay()
    await dialog().getByTestId('pay-connect').waitFor()
    await run.page.evaluate(() => window.__devWallet!.reject(true))
    await dialog().getByTestId('pay-connect').getByText('Dev Wallet (local)').click()
    expect(await outcome()).toEqual({ error: 'Connection rejected' })
  })

  test('not connected, wallet on another network: the Pay view connects first, switches the wallet to Local A, then pays exactly', async () => {
    await disconnect()
    await askToPay()
    await run.e2e.screenshot(run.page, 'pay-connect-light')
    await dialog().getByTestId('pay-connect').getByText('Dev Wallet (local)').click()
    await dialog().getByTestId('pay-from').waitFor()
    // The wallet moves to Local B on its own before the person pays.
    await run.page.evaluate(() => window.__devWallet!.switchChain(31338))
    await dialog().getByTestId('pay-switch-note').waitFor()
    expect(await dialog().getByTestId('pay-switch-note').textContent()).toBe('Your wallet switches to Local A first.')
    const before = await balances()
    await dialog().getByTestId('pay-button').click()
    await dialog().getByTestId('pay-done').waitFor({ timeout: 20_000 })
    expect(await run.page.evaluate(() => window.__devWallet!.getState().chain.id)).toBe(31337)
    const { hash } = await outcome()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const after = await balances()
    expect(after.shop - before.shop).toBe(PRICE)
    expect(before.alice - after.alice).toBe(PRICE)
  })

  test('the Pay view in the dark theme', async () => {
    if ((await dialog().count()) > 0) await closeModal()
    await run.page.getByTestId('theme-toggle').click()
    await askToPay()
    await run.e2e.screenshot(run.page, 'pay-dark')
    await closeModal()
  })
})
