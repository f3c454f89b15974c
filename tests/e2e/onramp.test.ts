// Buy crypto on the demo page: the on-ramp options with their limits, a quote for 100 USD of USDC
// from each provider, and purchases through the stack's test provider (its checkout opens in a new
// window; "Pay" there sends Demo Dollars, standing in for USDC, from the treasury on Local A).
import { formatUnits, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { ALICE, accountE2EForFile, accountSteps } from './account'

const run = accountE2EForFile()

const steps = () => accountSteps(run.page)
const dialog = () => run.page.getByRole('dialog')
const view = () => steps().view()
const closeModal = () => steps().close()
const cents = (text: string | null) => Math.round(Number(/([\d.]+)/.exec(text ?? '')?.[1]) * 100)
const shownAmount = () => dialog().getByTestId('onramp-purchase-amount').textContent()

async function openBuy(): Promise<void> {
  if ((await dialog().count()) > 0) await closeModal()
  await steps().openAccount()
  await dialog().getByRole('button', { name: 'Buy', exact: true }).click()
  await expect.poll(view).toBe('OnRampProviders')
  await dialog().getByTestId('onramp-buy').waitFor()
}

/** Buys with `provider` and pays on the test provider's checkout; resolves with what it said it sent and the hash. */
async function buyAndPay(provider: string): Promise<{ amount: string; hash: string; checkout: Page }> {
  await dialog().locator(`[data-provider="${provider}"] input`).check()
  await expect.poll(shownAmount, { timeout: 10_000 }).toMatch(/^\d+\.\d+ USDC$/)
  const opened = run.page.context().waitForEvent('page')
  await dialog().getByTestId('onramp-buy').click()
  const checkout = await opened
  await checkout.waitForURL(/\/onramp\/dev\/checkout\/[0-9a-f-]{36}$/)
  expect(await checkout.getByText('Test on-ramp provider — no real money').count()).toBeGreaterThan(0)
  const amount = /([\d.]+) USDC/.exec((await checkout.locator('[data-field="purchaseAmount"]').textContent()) ?? '')![1]!
  await checkout.getByRole('button', { name: 'Pay' }).click()
  const hash = (await checkout.locator('[data-tx-hash]').getAttribute('data-tx-hash', { timeout: 20_000 }))!
  return { amount, hash, checkout }
}

describe('SPEC §1 on-ramp: Buy crypto on the local chain through the test provider', () => {
  test('SPEC §9 options: USDC by card in USD by default, card limits 10.00 to 7500.00, ACH up to 25000.00; SPEC §4 the quote sets the purchase amount', async () => {
    await openBuy()
    expect(await dialog().getByRole('heading').textContent()).toBe('Buy crypto')
    expect(await dialog().locator('#onramp-currency option:checked').textContent()).toBe('USD Coin (USDC) on Local A')
    expect(await dialog().getByRole('combobox', { name: 'Payment currency' }).inputValue()).toBe('USD')
    expect(await dialog().locator('#onramp-amount').inputValue()).toBe('100')
    expect(await dialog().getByTestId('onramp-limits').textContent()).toBe('Card: 10.00 to 7500.00 USD')
    // SPEC §5 providers rule: the default remote list, meld then coinbase, both offered by the services.
    expect(await dialog().getByTestId('onramp-providers').locator('[data-provider]').evaluateAll((els) => els.map((el) => el.getAttribute('data-provider')))).toEqual(['meld', 'coinbase'])
    // What arrives is what 100 USD buys after the provider's fee (1-2%) and the network fee, to the cent (USDC at 1 USD).
    await expect.poll(shownAmount, { timeout: 10_000 }).toMatch(/^\d+\.\d+ USDC$/)
    for (const [provider, fee] of [['meld', 150], ['coinbase', 200]] as const) {
      expect(await dialog().locator(`[data-provider="${provider}"]`).textContent()).toContain(`Fee ${(fee / 100).toFixed(2)} USD`)
      const received = cents(await dialog().getByTestId(`onramp-quote-${provider}`).textContent())
      const networkFee = cents(await dialog().locator('.summary-line', { hasText: 'Network fee' }).locator('.value').textContent())
      expect(received + fee + networkFee).toBe(10_000)
    }
    await run.e2e.screenshot(run.page, 'onramp-light')

    await dialog().locator('#onramp-method').selectOption('ach_bank_account')
    expect(await dialog().getByTestId('onramp-limits').textContent()).toBe('Bank transfer (ACH): 10.00 to 25000.00 USD')
    await dialog().locator('#onramp-amount').fill('9.99')
    expect(await dialog().getByTestId('onramp-error').textContent()).toBe('Amount must be between 10.00 and 25000.00 USD for ach_bank_account')
    expect(await dialog().getByTestId('onramp-buy').getAttribute('aria-disabled')).toBe('true')
    await run.e2e.screenshot(run.page, 'onramp-limit-error-light')
    await dialog().locator('#onramp-method').selectOption('card')
    await dialog().locator('#onramp-amount').fill('100')
  })

  test('SPEC §7 a Coinbase-style purchase (POST /v1/generators/onrampurl): the checkout opens in a new window; paying there lands exactly the quoted USDC (DUSD) at the address, and the view says it arrived; Done back to Account', async () => {
    await openBuy()
    const before = await run.chain.balanceOf('DUSD', ALICE)
    const { amount, hash, checkout } = await buyAndPay('coinbase')
    expect(await dialog().getByTestId('onramp-in-progress').count()).toBe(1)
    const receipt = await run.chain.client.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect((await run.chain.balanceOf('DUSD', ALICE)) - before).toBe(parseUnits(amount, 6))
    // on a phone the checkout's 'Sent … to 0x… in 0x…' wraps rather than widen the page
    await checkout.setViewportSize({ width: 375, height: 667 })
    expect(await checkout.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // As AppKit's on-ramp: the view notices the purchase, the bought token's balance rising by what was sent, with the checkout still open.
    await expect.poll(() => dialog().getByTestId('onramp-arrived').textContent(), { timeout: 10_000 }).toBe(`${formatUnits(parseUnits(amount, 6), 6)} DUSD arrived`)
    await run.e2e.screenshot(run.page, 'onramp-arrived-light')
    await checkout.close()
    await dialog().getByRole('button', { name: 'Done' }).click()
    await expect.poll(view).toBe('Account')
  })

  test('SPEC §4 the Meld URL carries publicKey, destinationCurrencyCode USDC (not on Solana), walletAddress and externalCustomerId = the project id; its checkout delivers too', async () => {
    await openBuy()
    const before = await run.chain.balanceOf('DUSD', ALICE)
    const meld = run.page.context().waitForEvent('request', (r) => r.url().includes('/onramp/dev/meld?'))
    const { amount, checkout } = await buyAndPay('meld')
    await checkout.close()
    const url = new URL((await meld).url())
    expect(url.searchParams.get('publicKey')).toBe('gangway-demo-meld-key')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(ALICE)
    expect(url.searchParams.get('externalCustomerId')).toBe('gangway-demo')
    expect((await run.chain.balanceOf('DUSD', ALICE)) - before).toBe(parseUnits(amount, 6))
  })

  test('the Buy crypto view in the dark theme', async () => {
    if ((await dialog().count()) > 0) await closeModal()
    await run.page.getByTestId('theme-toggle').click()
    await openBuy()
    await expect.poll(shownAmount, { timeout: 10_000 }).toMatch(/USDC$/)
    await run.e2e.screenshot(run.page, 'onramp-dark')
  })
})
