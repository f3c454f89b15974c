// Swaps on the demo page, as a person does them on Local A against the stack's Uniswap v2 pools:
// ETH → DUSD and back (with its one approve), each balance change checked on the chain to the base
// unit against the constant-product formula; a quote the pools cannot fill; the views light and dark.
import { formatUnits, maxUint256, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { accountSteps, startAccountE2E, type AccountE2E } from './account'
import { chainReader, constantProductOut } from './chain'
import type { E2E } from './harness'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

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

/** Opens Swap from a closed modal's Account (the swap state, picks included, stays with the modal). */
async function openSwap(): Promise<void> {
  if ((await dialog().count()) > 0) await closeModal()
  await steps().openAccount()
  await dialog().getByRole('button', { name: 'Swap', exact: true }).click()
  await expect.poll(view).toBe('Swap')
  await dialog().getByTestId('swap-from-token').filter({ hasText: /\w/ }).waitFor()
}

async function pick(side: 'from' | 'to', symbol: string): Promise<void> {
  await dialog().getByTestId(`swap-${side}-token`).click()
  await expect.poll(view).toBe('SwapSelectToken')
  await dialog().locator(`[data-token="${symbol}"]`).click()
  await expect.poll(view).toBe('Swap')
}

/** The token symbols listed under `list`, in order. */
const symbolsIn = (list: Locator) => list.locator('[data-token]').evaluateAll((els) => els.map((el) => el.getAttribute('data-token')))

/** SPEC §9 quantities are cut to 3 decimals. */
const threeDecimals = (value: string) => {
  const [whole, fraction = ''] = value.split('.')
  return `${whole}.${fraction.slice(0, 3).padEnd(3, '0')}`
}

/** The quote as shown, in full (the output's title holds the exact decimal). */
const shownQuote = () => dialog().getByTestId('swap-to-amount').getAttribute('title')

describe('SPEC §7 swaps on the local chain, through the services and the dev wallet', () => {
  test('SPEC §7 token picker: suggested tokens, the tokens held with balances, search; SPEC §5 the zero-decimal GPT is not offered', async () => {
    await openSwap()
    expect(await dialog().getByTestId('swap-from-token').textContent()).toContain('ETH')
    await dialog().getByTestId('swap-to-token').click()
    await expect.poll(view).toBe('SwapSelectToken')
    await expect.poll(() => dialog().getByTestId('swap-suggested').locator('button').allTextContents()).toEqual(['ETH', 'DUSD', 'GWAY'])
    expect(await symbolsIn(dialog().getByTestId('swap-your-tokens'))).toEqual(['ETH', 'DUSD', 'GWAY'])
    expect(await dialog().locator('[data-token="GPT"]').count()).toBe(0)
    await e2e.screenshot(page, 'swap-select-token-light')
    await dialog().getByRole('searchbox', { name: 'Search token' }).fill('dollar')
    await expect.poll(() => symbolsIn(dialog().locator('ul'))).toEqual(['DUSD'])
    await dialog().locator('[data-token="DUSD"]').click()
    await expect.poll(view).toBe('Swap')
    expect(await dialog().getByTestId('swap-to-token').textContent()).toContain('DUSD')
  })

  test('SPEC §7 ETH → DUSD 0.5: the quote is the pool\'s constant-product output; DUSD grows by exactly it and ETH falls by exactly 0.5 plus gas', async () => {
    const amountIn = parseEther('0.5')
    await openSwap()
    if (!(await dialog().getByTestId('swap-to-token').textContent())?.includes('DUSD')) await pick('to', 'DUSD')
    const [reserveEth, reserveDusd] = await chain.reserves('DUSD')
    const expected = constantProductOut(amountIn, reserveEth, reserveDusd)
    await dialog().locator('#swap-amount').fill('0.5')
    await expect.poll(shownQuote, { timeout: 10_000 }).toBe(formatUnits(expected, 6))
    // Price impact against the mid price, the 0.3% fee included; a gas estimate from the services' gas price.
    expect(await dialog().getByTestId('swap-price-impact').textContent()).toMatch(/^0\.\d\d%$/)
    expect(await dialog().getByTestId('swap-network-fee').textContent()).toMatch(/^0\.0\d* ETH · \$\d+\.\d\d$/)
    // SPEC §9 slippage 1 by default: the minimum is the quote less 1%, rounded down; 0.5 when chosen.
    expect(await dialog().getByRole('button', { name: '1%', exact: true }).getAttribute('aria-pressed')).toBe('true')
    expect(await dialog().getByTestId('swap-minimum').textContent()).toBe(`${formatUnits((expected * 99n) / 100n, 6)} DUSD`)
    await dialog().getByRole('button', { name: '0.5%', exact: true }).click()
    await expect.poll(() => dialog().getByTestId('swap-minimum').textContent()).toBe(`${formatUnits((expected * 995n) / 1000n, 6)} DUSD`)
    await e2e.screenshot(page, 'swap-quote-light')

    await dialog().getByTestId('swap-review').click()
    await expect.poll(view).toBe('SwapPreview')
    expect(await dialog().getByTestId('preview-approve-note').count()).toBe(0)
    await e2e.screenshot(page, 'swap-preview-light')
    const [ethBefore, dusdBefore, block] = await Promise.all([chain.wei(ALICE), chain.balanceOf('DUSD', ALICE), chain.client.getBlockNumber()])
    await dialog().getByTestId('swap-submit').click()
    await dialog().getByTestId('swap-done').waitFor({ timeout: 20_000 })
    const gas = await chain.gasPaidSince(ALICE, block)
    expect(gas.hashes).toHaveLength(1)
    expect((await chain.balanceOf('DUSD', ALICE)) - dusdBefore).toBe(expected)
    expect(ethBefore - (await chain.wei(ALICE))).toBe(amountIn + gas.wei)
    expect(await dialog().getByTestId('swap-done').locator('[data-hash]').getAttribute('data-hash')).toBe(gas.hashes[0])
    await e2e.screenshot(page, 'swap-done-light')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await expect.poll(view).toBe('Account')
    // Balances refreshed after: the Tokens tab shows the new DUSD balance.
    await expect.poll(() => steps().tokenRow('DUSD').getByTestId('token-quantity').textContent(), { timeout: 10_000 }).toBe(`${threeDecimals(formatUnits(dusdBefore + expected, 6))} DUSD`)
  })

  test('SPEC §7 DUSD → ETH 500: the allowance is short of the amount, so one approve, then the swap; DUSD falls by exactly 500, ETH grows by exactly the quote less both gas costs', async () => {
    const amountIn = parseUnits('500', 6)
    expect(await chain.allowance('DUSD', ALICE)).toBe(0n)
    await openSwap()
    await pick('from', 'DUSD')
    await pick('to', 'ETH')
    const [reserveEth, reserveDusd] = await chain.reserves('DUSD')
    const expected = constantProductOut(amountIn, reserveDusd, reserveEth)
    await dialog().locator('#swap-amount').fill('500')
    await expect.poll(shownQuote, { timeout: 10_000 }).toBe(formatUnits(expected, 18))
    await dialog().getByTestId('swap-review').click()
    await expect.poll(view).toBe('SwapPreview')
    expect(await dialog().getByTestId('swap-submit').textContent()).toBe('Approve DUSD')
    await dialog().getByTestId('preview-approve-note').waitFor()
    await e2e.screenshot(page, 'swap-approve-light')

    const [ethBefore, dusdBefore, block] = await Promise.all([chain.wei(ALICE), chain.balanceOf('DUSD', ALICE), chain.client.getBlockNumber()])
    await dialog().getByTestId('swap-submit').click()
    await expect.poll(() => dialog().getByTestId('swap-submit').textContent(), { timeout: 20_000 }).toBe('Swap')
    expect(await chain.allowance('DUSD', ALICE)).toBe(maxUint256)
    expect(await dialog().getByTestId('preview-approve-note').count()).toBe(0)
    await dialog().getByTestId('swap-submit').click()
    await dialog().getByTestId('swap-done').waitFor({ timeout: 20_000 })
    const gas = await chain.gasPaidSince(ALICE, block)
    expect(gas.hashes).toHaveLength(2) // one approve, one swap
    expect(dusdBefore - (await chain.balanceOf('DUSD', ALICE))).toBe(amountIn)
    expect((await chain.wei(ALICE)) - ethBefore).toBe(expected - gas.wei)
    await dialog().getByRole('button', { name: 'Done' }).click()
    // The swap lists in Activity.
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    await expect.poll(() => dialog().locator(`[data-testid="activity-row"][data-hash="${gas.hashes[1]}"]`).count(), { timeout: 15_000 }).toBe(1)
  })

  test('SPEC §7 a quote above the pool\'s liquidity says so clearly, cannot be reviewed, and nothing is sent', async () => {
    await openSwap()
    const [reserveEth] = await chain.reserves('DUSD')
    const tooMuch = formatUnits(reserveEth + parseEther('1'), 18)
    const nonce = await chain.nonce(ALICE)
    if (!(await dialog().getByTestId('swap-to-token').textContent())?.includes('DUSD')) await pick('to', 'DUSD')
    await dialog().locator('#swap-amount').fill(tooMuch)
    expect(await dialog().getByTestId('swap-error').textContent({ timeout: 10_000 })).toBe('Insufficient liquidity: the pools cannot fill this amount. Try a smaller one.')
    expect(await dialog().getByTestId('swap-review').getAttribute('aria-disabled')).toBe('true')
    // Pressed anyway (aria-disabled keeps it focusable): nothing moves on.
    await dialog().getByTestId('swap-review').click({ force: true })
    expect(await view()).toBe('Swap')
    await e2e.screenshot(page, 'swap-liquidity-error-light')
    expect(await chain.nonce(ALICE)).toBe(nonce)
  })

  test('the swap views in the dark theme', async () => {
    if ((await dialog().count()) > 0) await closeModal()
    await page.getByTestId('theme-toggle').click()
    await openSwap()
    await dialog().locator('#swap-amount').fill('0.1')
    await dialog().getByTestId('swap-details').waitFor({ timeout: 10_000 })
    await e2e.screenshot(page, 'swap-quote-dark')
    await dialog().getByTestId('swap-review').click()
    await expect.poll(view).toBe('SwapPreview')
    await e2e.screenshot(page, 'swap-preview-dark')
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    await dialog().getByTestId('swap-to-token').click()
    await expect.poll(view).toBe('SwapSelectToken')
    await e2e.screenshot(page, 'swap-select-token-dark')
  })
})
