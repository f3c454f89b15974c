// EIP-5792 for browser wallets in Chromium against the local stack (anvil): the demo's Batch calls card
// sends two DUSD transfers with modal.request('wallet_sendCalls'). A dev wallet that has EIP-5792 gets the
// batch itself (its own id comes back); one without it (?devWallet5792=off, answering 4200) gets the calls
// one by one from the modal where the host allows it (eip155({ sendCallsFallback })), else 5700; and
// atomicRequired gives 5760. Every claim is checked on the chain.
import { parseUnits, type Address, type Hash } from 'viem'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BATCH_AMOUNTS, BATCH_RECEIVERS } from '../../demo/panels/batch'
import { chainReader } from './chain'
import { pickWallet, startE2E, untilText, type E2E } from './harness'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let e2e: E2E
let chain: ReturnType<typeof chainReader>
beforeAll(async () => {
  const t0 = performance.now()
  e2e = await startE2E()
  console.log(`stack up in ${Math.round(performance.now() - t0)} ms`)
  chain = chainReader(e2e.stack.urls.evmA, e2e.stack.contracts[31337]!)
})
afterAll(() => e2e?.close())

const dusdBalances = () => Promise.all([...BATCH_RECEIVERS, ALICE].map((who) => chain.balanceOf('DUSD', who as Address)))
const amounts = BATCH_AMOUNTS.map((a) => parseUnits(a, 6))

/** The demo (with `query`) and the dev wallet connected through the modal on Local A; the last one made is kept for the next test. */
let last: { query: string; page: Page } | undefined
async function connectedPage(query = ''): Promise<Page> {
  if (last?.query === query && !last.page.isClosed()) return last.page
  await last?.page.close()
  const page = await e2e.newPage({ url: `${e2e.stack.urls.demo}${query}` })
  last = { query, page }
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'Dev Wallet (local)')
  await untilText(page, 'host-address', ALICE)
  await expect.poll(() => page.getByTestId('batch-send').isEnabled()).toBe(true)
  return page
}

/** The transaction hashes the card lists from wallet_getCallsStatus's receipts, with their status. */
async function receiptsShown(page: Page): Promise<Array<{ hash: Hash; ok: boolean }>> {
  const text = (await page.getByTestId('batch-status').textContent()) ?? ''
  return [...text.matchAll(/(0x[0-9a-f]{64}) \((success|reverted)\)/g)].map((m) => ({ hash: m[1] as Hash, ok: m[2] === 'success' }))
}

/** Each hash is a DUSD transfer from alice that succeeded on the chain, in the batch's order. */
async function landedTransfers(hashes: readonly Hash[]): Promise<void> {
  const dusd = chain.token('DUSD').toLowerCase()
  for (const [i, hash] of hashes.entries()) {
    const receipt = await chain.client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ALICE.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(dusd)
    // the token's Transfer log carries the amount as its data
    expect(BigInt(receipt.logs[0]!.data)).toBe(amounts[i])
  }
}

describe('EIP-5792 with a browser wallet (SPEC §6, §8)', () => {
  test('EIP-5792 a wallet that has wallet_sendCalls gets the batch through the modal: its own batch id comes back, both DUSD transfers land, its status 200 lists both receipts', async () => {
    const page = await connectedPage()
    const before = await dusdBalances()
    await page.getByTestId('batch-send').click()
    await expect.poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('200')
    expect(await page.getByTestId('batch-id').textContent()).toMatch(/^dev-wallet-1-[0-9a-f]+$/)
    expect(await page.getByTestId('batch-atomic').textContent()).toBe('atomic: unsupported')
    const after = await dusdBalances()
    expect(after[0]! - before[0]!).toBe(amounts[0])
    expect(after[1]! - before[1]!).toBe(amounts[1])
    expect(before[2]! - after[2]!).toBe(amounts[0]! + amounts[1]!)
    const receipts = await receiptsShown(page)
    expect(receipts.map((r) => r.ok)).toEqual([true, true])
    await landedTransfers(receipts.map((r) => r.hash))
    await e2e.screenshot(page, 'batch-dev-wallet-light', { element: page.getByRole('region', { name: 'Batch calls' }) })
  })

  describe('a wallet without EIP-5792 (it answers 4200), the host allowing the one-by-one fallback', () => {
    const fallbackPage = () => connectedPage('?devWallet5792=off')
    test('EIP-5792 fallback: the modal sends the two transfers one by one; wallet_getCallsStatus answers 200 with two receipts under the modal\'s batch id; exact DUSD deltas', async () => {
      const page = await fallbackPage()
      const [before, nonce] = await Promise.all([dusdBalances(), chain.nonce(ALICE)])
      await page.getByTestId('batch-send').click()
      await expect.poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('200')
      expect(await page.getByTestId('batch-id').textContent()).toMatch(/^0x[0-9a-f]{64}$/)
      const after = await dusdBalances()
      expect(after[0]! - before[0]!).toBe(amounts[0])
      expect(after[1]! - before[1]!).toBe(amounts[1])
      expect(before[2]! - after[2]!).toBe(amounts[0]! + amounts[1]!)
      expect(await chain.nonce(ALICE)).toBe(nonce + 2)
      const receipts = await receiptsShown(page)
      expect(receipts.map((r) => r.ok)).toEqual([true, true])
      await landedTransfers(receipts.map((r) => r.hash))
    })

    test('EIP-5792 atomicRequired against it: 5760 before anything is sent; no transaction, no DUSD moved', async () => {
      const page = await fallbackPage()
      const [before, nonce] = await Promise.all([dusdBalances(), chain.nonce(ALICE)])
      await page.getByTestId('batch-atomic-required').check()
      await page.getByTestId('batch-send').click()
      await expect.poll(() => page.getByTestId('batch-error').textContent()).toBe('Atomicity not supported: the wallet sends calls one by one (code 5760)')
      expect(await chain.nonce(ALICE)).toBe(nonce)
      expect(await dusdBalances()).toEqual(before)
      await page.getByTestId('batch-atomic-required').uncheck()
    })

    test('EIP-5792 v2 a second call that fails: the first transfer stays, status 600 (partial), nothing further sent', async () => {
      const page = await fallbackPage()
      const [before, nonce] = await Promise.all([dusdBalances(), chain.nonce(ALICE)])
      await page.getByTestId('batch-send-failing').click()
      await expect.poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('600')
      const after = await dusdBalances()
      expect(after[0]! - before[0]!).toBe(amounts[0])
      expect(after[1]).toBe(before[1])
      expect(await chain.nonce(ALICE)).toBe(nonce + 1)
      expect((await receiptsShown(page)).map((r) => r.ok)).toEqual([true])
    })
  })

  test('SPEC §8 the host not allowing the fallback: 5700 with its meaning, and no transaction on the chain', async () => {
    const page = await connectedPage('?devWallet5792=off&callsFallback=off')
    const [before, nonce] = await Promise.all([dusdBalances(), chain.nonce(ALICE)])
    await page.getByTestId('batch-send').click()
    await expect
      .poll(() => page.getByTestId('batch-error').textContent())
      .toBe('Unsupported non-optional capability: the wallet cannot send a batch of calls, and this site does not send them one by one (code 5700)')
    expect(await chain.nonce(ALICE)).toBe(nonce)
    expect(await dusdBalances()).toEqual(before)
  })
})
