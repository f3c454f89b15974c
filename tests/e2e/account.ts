// What a person does in the Account on the demo page, as steps the account e2e tests share.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { closeModal, pickWallet, startE2E, untilText, type E2E } from './harness'

export interface AccountE2E {
  e2e: E2E
  /**
   * A page with the wallet connected as the account on its network and the modal closed: the page
   * the last test used when it is still so (the file's tests run faster one after the other), else
   * a new page connected through the modal (a test run alone gets what it needs).
   */
  connected(): Promise<Page>
  close(): Promise<void>
}

/** The stack (services keeping SQLite in a fresh folder), and pages with `wallet` connected as `address` on `network`. */
export async function startAccountE2E(o: { wallet: string; address: (e2e: E2E) => string; network: (e2e: E2E) => string }): Promise<AccountE2E> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-e2e-'))
  const e2e = await startE2E({ dataDir })
  let page: Page | undefined
  const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent()
  const ready = async (p: Page): Promise<boolean> =>
    !p.isClosed() &&
    (await closeModal(p)) &&
    (await text(p, 'host-status')) === 'connected' &&
    (await text(p, 'host-address')) === o.address(e2e) &&
    (await text(p, 'host-network')) === o.network(e2e)
  return {
    e2e,
    async connected() {
      if (page && (await ready(page))) return page
      await page?.close()
      page = await e2e.newPage()
      await page.getByTestId('connect-button').click()
      await pickWallet(page, o.wallet)
      await untilText(page, 'host-address', o.address(e2e))
      await untilText(page, 'host-network', o.network(e2e))
      return page
    },
    async close() {
      await e2e.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function accountSteps(page: Page) {
  const dialog = () => page.getByRole('dialog')
  const view = () => dialog().getAttribute('data-view')
  const tokenRow = (symbol: string) => dialog().locator(`[data-token="${symbol}"]`)
  const steps = {
    dialog,
    view,
    tokenRow,
    async openAccount(): Promise<void> {
      if ((await dialog().count()) === 0) await page.getByTestId('connect-button').click()
      await expect.poll(view).toBe('Account')
    },
    /** The token symbols of the Tokens tab, in order. */
    tokenSymbols: async () => {
      await dialog().getByTestId('token-list').waitFor()
      return dialog().getByTestId('token-list').locator('[data-token]').evaluateAll((els) => els.map((el) => el.getAttribute('data-token')))
    },
    async openSend(): Promise<void> {
      await steps.openAccount()
      await dialog().getByRole('button', { name: 'Send', exact: true }).click()
      await expect.poll(view).toBe('WalletSend')
    },
    async pickToken(symbol: string): Promise<void> {
      await dialog().getByRole('button', { name: /Token/ }).first().click()
      await expect.poll(view).toBe('WalletSendSelectToken')
      await tokenRow(symbol).click()
      await expect.poll(view).toBe('WalletSend')
    },
    review: () => dialog().getByRole('button', { name: 'Review send' }).click(),
    /** Open Send, pick the token, type amount and receiver, ask to review. */
    async fillSend(symbol: string, amount: string, to: string): Promise<void> {
      await steps.openSend()
      await steps.pickToken(symbol)
      await dialog().locator('#send-amount').fill(amount)
      await dialog().locator('#send-to').fill(to)
      await steps.review()
    },
    formError: () => dialog().getByTestId('send-error').textContent(),
    /** Opens the Activity tab and waits until every one of `amounts` is listed; resolves with the list in order. */
    async activityAmounts(amounts: string[]): Promise<string[]> {
      await steps.openAccount()
      await dialog().getByRole('tab', { name: 'Activity' }).click()
      await expect.poll(() => dialog().getByTestId('activity-amount').allTextContents(), { timeout: 15_000 }).toEqual(expect.arrayContaining(amounts))
      return dialog().getByTestId('activity-amount').allTextContents()
    },
  }
  return steps
}

/** Asserts `items` appear in `list` in this order (newest first, for Activity). */
export function expectInOrder(list: readonly string[], items: readonly string[]): void {
  const positions = items.map((item) => list.indexOf(item))
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
}
