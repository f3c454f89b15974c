// The Account with every feature installed, on the demo page: SPEC §9's wallet feature order for its
// actions, SPEC §2's tabs (Tokens, NFTs, Activity), and the NFTs tab listing what the stack minted
// to dev account 0 (with names and images) while hiding the spam NFT; empty and failing states.
import { describe, expect, test } from 'vitest'
import { accountE2EForFile, accountSteps } from './account'

const run = accountE2EForFile()

const steps = () => accountSteps(run.page)
const dialog = () => run.page.getByRole('dialog')
const names = () => dialog().getByTestId('nft-name').allTextContents()

async function openNfts(): Promise<void> {
  await steps().openAccount()
  await dialog().getByRole('tab', { name: 'NFTs' }).click()
}

describe('SPEC §2 Account with the swap, on-ramp and NFT features', () => {
  test('SPEC §9 wallet feature order: Buy (crypto), Swap, Receive, Send; SPEC §2 tabs: Tokens, NFTs, Activity', async () => {
    await steps().openAccount()
    await expect.poll(() => dialog().locator('.feature-actions button').allTextContents()).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    expect(await dialog().getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity'])
  })

  test('SPEC §3 nft_info: the NFTs tab lists the pass and the items dev account 0 holds, with names and images; SPEC §5 the spam NFT is hidden', async () => {
    await openNfts()
    await expect.poll(names, { timeout: 10_000 }).toEqual(expect.arrayContaining(['Gangway Passes #1', 'Gangway Items #7']))
    expect((await names()).sort()).toEqual(['Gangway Items #7', 'Gangway Passes #1'])
    expect(await dialog().getByText('Claim Free Rewards #1').count()).toBe(0)
    expect(await dialog().locator('[data-testid="nft-card"]', { hasText: 'Gangway Items #7' }).getByTestId('nft-amount').textContent()).toBe('×3')
    // Each image is the services' own drawing, loaded.
    const images = dialog().getByTestId('nft-card').locator('img')
    await expect.poll(() => images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))).toEqual([true, true])
    expect(await images.evaluateAll((els) => els.map((el) => new URL((el as HTMLImageElement).src).pathname.split('/')[2]))).toEqual(['getNftImage', 'getNftImage'])
    await run.e2e.screenshot(run.page, 'nfts-light')
  })

  test("SPEC §2 Activity: an NFT's receipt reads whole, its long name wrapping rather than cutting off what happened and when", async () => {
    await steps().openAccount()
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    const row = dialog().getByTestId('activity-row').filter({ hasText: 'Gangway Items #7' }).first()
    await row.waitFor({ timeout: 15_000 })
    const cut = await row.evaluate((el) => {
      const name = el.querySelector('.tx-text .name')!
      const line = el.querySelector('.tx-text .small')!.getBoundingClientRect()
      const time = el.querySelector('time')!.getBoundingClientRect()
      return { name: name.scrollWidth > name.clientWidth, time: time.right > line.right + 0.5, amount: el.querySelector('[data-testid="activity-amount"]')!.textContent }
    })
    expect(cut).toEqual({ name: false, time: false, amount: '+3.000 Gangway Items #7' })
    await run.e2e.screenshot(run.page, 'activity-nft-light')
  })

  test('an account without NFTs sees a real empty state', async () => {
    await run.page.evaluate(() => window.__devWallet!.setAccount(2))
    await openNfts()
    await dialog().getByTestId('nfts-empty').waitFor({ timeout: 10_000 })
    expect(await dialog().getByTestId('nfts-empty').textContent()).toBe('No NFTs yet.')
    await run.e2e.screenshot(run.page, 'nfts-empty-light')
    await run.page.evaluate(() => window.__devWallet!.setAccount(0))
    await expect.poll(names, { timeout: 10_000 }).toHaveLength(2)
  })

  test('the NFTs tab in the dark theme', async () => {
    await run.page.getByTestId('theme-toggle').click()
    await openNfts()
    await expect.poll(names, { timeout: 10_000 }).toHaveLength(2)
    await run.e2e.screenshot(run.page, 'nfts-dark')
  })

  test('services down: the tab says the NFTs could not be fetched, and offers to try again', async () => {
    await run.e2e.stack.api.stop()
    await run.page.evaluate(() => window.__devWallet!.setAccount(1))
    await openNfts()
    await dialog().getByTestId('nfts-failed').waitFor({ timeout: 10_000 })
    expect(await dialog().getByTestId('nfts-failed').textContent()).toContain('Failed to fetch NFTs')
    expect(await dialog().getByTestId('nfts-failed').getByRole('button', { name: 'Try again' }).count()).toBe(1)
  })
})
