// Swaps on the demo page, as a person does them on Local A against the stack's Uniswap v2 pools:
// ETH → DUSD and back (with its one approve), each balance change checked on the chain to the base
// unit against the constant-product formula; a quote the pools cannot fill; the views light and dark.
import { formatUnits, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { ALICE, accountE2EForFile, accountSteps } from './account'
import { constantProductOut } from './chain'

const run = accountE2EForFile()

const steps = () => accountSteps(run.page)
const dialog = () => run.page.getByRole('dialog')
const view = () => steps().view()
const closeModal = () => steps().close()

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
    await run.e2e.screenshot(run.page, 'swap-select-token-light')
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
    const [reserveEth, reserveDusd] = await run.chain.reserves('DUSD')
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
    await run.e2e.screenshot(run.page, 'swap-quote-light')

    await dialog().getByTestId('swap-review').click()
    await expect.poll(view).toBe('SwapPreview')
    expect(await dialog().getByTestId('preview-approve-note').count()).toBe(0)
    await run.e2e.screenshot(run.page, 'swap-preview-light')
    const [ethBefore, dusdBefore, block] = await Promise.all([run.chain.wei(ALICE), run.chain.balanceOf('DUSD', ALICE), run.chain.client.getBlockNumber()])
    await dialog().getByTestId('swap-submit').click()
    await dialog().getByTestId('swap-done').waitFor({ timeout: 20_000 })
    const gas = await run.chain.gasPaidSince(ALICE, block)
    expect(gas.hashes).toHaveLength(1)
    expect((await run.chain.balanceOf('DUSD', ALICE)) - dusdBefore).toBe(expected)
    expect(ethBefore - (await run.chain.wei(ALICE))).toBe(amountIn + gas.wei)
    expect(await dialog().getByTestId('swap-done').locator('[data-hash]').getAttribute('data-hash')).toBe(gas.hashes[0])
    // done, not under review: the header says Swap, not Review swap
    expect(await view()).toBe('SwapSuccess')
    expect(await dialog().getByRole('heading', { level: 2 }).textContent()).toBe('Swap')
    await run.e2e.screenshot(run.page, 'swap-done-light')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await expect.poll(view).toBe('Account')
    // Balances refreshed after: the Tokens tab shows the new DUSD balance.
    await expect.poll(() => steps().tokenRow('DUSD').getByTestId('token-quantity').textContent(), { timeout: 10_000 }).toBe(`${threeDecimals(formatUnits(dusdBefore + expected, 6))} DUSD`)
  })

  test('SPEC §7 DUSD → ETH 500: the allowance is short of the amount, so one approve, then the swap; DUSD falls by exactly 500, ETH grows by exactly the quote less both gas costs; Activity shows it as Swapped, −500 DUSD / +ETH', async () => {
    const amountIn = parseUnits('500', 6)
    expect(await run.chain.allowance('DUSD', ALICE)).toBe(0n)
    await openSwap()
    await pick('from', 'DUSD')
    await pick('to', 'ETH')
    const [reserveEth, reserveDusd] = await run.chain.reserves('DUSD')
    const expected = constantProductOut(amountIn, reserveDusd, reserveEth)
    await dialog().locator('#swap-amount').fill('500')
    await expect.poll(shownQuote, { timeout: 10_000 }).toBe(formatUnits(expected, 18))
    await dialog().getByTestId('swap-review').click()
    await expect.poll(view).toBe('SwapPreview')
    expect(await dialog().getByTestId('swap-submit').textContent()).toBe('Approve DUSD')
    await dialog().getByTestId('preview-approve-note').waitFor()
    await run.e2e.screenshot(run.page, 'swap-approve-light')

    const [ethBefore, dusdBefore, block] = await Promise.all([run.chain.wei(ALICE), run.chain.balanceOf('DUSD', ALICE), run.chain.client.getBlockNumber()])
    await dialog().getByTestId('swap-submit').click()
    await expect.poll(() => dialog().getByTestId('swap-submit').textContent(), { timeout: 20_000 }).toBe('Swap')
    expect(await run.chain.allowance('DUSD', ALICE)).toBe(maxUint256)
    expect(await dialog().getByTestId('preview-approve-note').count()).toBe(0)
    await dialog().getByTestId('swap-submit').click()
    await dialog().getByTestId('swap-done').waitFor({ timeout: 20_000 })
    const gas = await run.chain.gasPaidSince(ALICE, block)
    expect(gas.hashes).toHaveLength(2) // one approve, one swap
    expect(dusdBefore - (await run.chain.balanceOf('DUSD', ALICE))).toBe(amountIn)
    expect((await run.chain.wei(ALICE)) - ethBefore).toBe(expected - gas.wei)
    await dialog().getByRole('button', { name: 'Done' }).click()
    // SPEC §3 transfers: the swap lists in Activity as a swap, with what left and what came in (AppKit's trade row).
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    const row = dialog().locator(`[data-testid="activity-row"][data-hash="${gas.hashes[1]}"]`)
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    expect(await row.locator('.name').textContent()).toBe('Swapped')
    expect(await row.getByTestId('activity-amount').allTextContents()).toEqual(['−500.000 DUSD', `+${threeDecimals(formatUnits(expected, 18))} ETH`])
  })

  test('SPEC §7 a quote above the pool\'s liquidity says so clearly, cannot be reviewed, and nothing is sent', async () => {
    await openSwap()
    const [reserveEth] = await run.chain.reserves('DUSD')
    const tooMuch = formatUnits(reserveEth + parseEther('1'), 18)
    const nonce = await run.chain.nonce(ALICE)
    if (!(await dialog().getByTestId('swap-to-token').textContent())?.includes('DUSD')) await pick('to', 'DUSD')
    await dialog().locator('#swap-amount').fill(tooMuch)
    expect(await dialog().getByTestId('swap-error').textContent({ timeout: 10_000 })).toBe('Insufficient liquidity: the pools cannot fill this amount. Try a smaller one.')
    expect(await dialog().getByTestId('swap-review').getAttribute('aria-disabled')).toBe('true')
    // Pressed anyway (aria-disabled keeps it focusable): nothing moves on.
    await dialog().getByTestId('swap-review').click({ force: true })
    expect(await view()).toBe('Swap')
    await run.e2e.screenshot(run.page, 'swap-liquidity-error-light')
    expect(await run.chain.nonce(ALICE)).toBe(nonce)
  })

  test('the swap views in the dark theme', async () => {
    if ((await dialog().count()) > 0) await closeModal()
    await run.page.getByTestId('theme-toggle').click()
    await openSwap()
    await dialog().locator('#swap-amount').fill('0.1')
    await dialog().getByTestId('swap-details').waitFor({ timeout: 10_000 })
    await run.e2e.screenshot(run.page, 'swap-quote-dark')
    await dialog().getByTestId('swap-review').click()
    await expect.poll(view).toBe('SwapPreview')
    await run.e2e.screenshot(run.page, 'swap-preview-dark')
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    await dialog().getByTestId('swap-to-token').click()
    await expect.poll(view).toBe('SwapSelectToken')
    await run.e2e.screenshot(run.page, 'swap-select-token-dark')
  })
})
