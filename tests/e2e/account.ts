// What a person does in the Account on the demo page, as steps the account e2e tests share.
import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { chainReader } from './chain'
import { closeModal, pickWallet, startE2EWithFreshData, untilText, type E2E } from './harness'

/** Dev account 0: the address the EVM dev wallet connects as. */
export const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type AccountOptions = Parameters<typeof startAccountE2E>[0]
/** The EVM dev wallet connected as Alice on Local A. */
export const ALICE_ON_LOCAL_A: AccountOptions = { wallet: 'Dev Wallet (local)', address: () => ALICE, network: () => 'eip155:31337' }

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
  const e2e = await startE2EWithFreshData()
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
    close: () => e2e.close(),
  }
}

/** An account e2e file's stack and the page its running test uses; see accountE2EForFile. */
export interface AccountFile {
  readonly e2e: E2E
  /** The page of the running test. */
  readonly page: Page
  /** Reads of Local A (balances in base units, pools), made once for the file. */
  readonly chain: ReturnType<typeof chainReader>
  /** Makes `page` the connected page (AccountE2E.connected) and resolves with it. */
  connect(): Promise<Page>
}

/**
 * Call once at the top of an account e2e file: one stack for the file (startAccountE2E with `account`,
 * closed after its tests) and, before each test unless `connectEachTest` is false, the connected page
 * it starts from (without it, a test calls `connect()` first).
 */
export function accountE2EForFile(account: AccountOptions = ALICE_ON_LOCAL_A, o: { connectEachTest?: boolean } = {}): AccountFile {
  let run: AccountE2E | undefined
  let page: Page | undefined
  let chain: ReturnType<typeof chainReader> | undefined
  const started = () => {
    if (!run) throw new Error('the stack starts in beforeAll: use it inside a test')
    return run
  }
  beforeAll(async () => {
    run = await startAccountE2E(account)
  })
  afterAll(() => run?.close())
  const file: AccountFile = {
    get e2e() {
      return started().e2e
    },
    get page() {
      if (!page) throw new Error('no connected page yet: call connect() first')
      return page
    },
    get chain() {
      const { stack } = started().e2e
      return (chain ??= chainReader(stack.urls.evmA, stack.contracts[31337]!))
    },
    connect: async () => (page = await started().connected()),
  }
  // Each test starts from a connected page: the last one when it still is, else a new one (a test run alone).
  if (o.connectEachTest !== false) beforeEach(async () => void (await file.connect()))
  return file
}

export function accountSteps(page: Page) {
  const dialog = () => page.getByRole('dialog')
  const view = () => dialog().getAttribute('data-view')
  const tokenRow = (symbol: string) => dialog().locator(`[data-token="${symbol}"]`)
  const steps = {
    dialog,
    view,
    tokenRow,
    /** Closes the modal with its Close button, as a person would. */
    close: () => dialog().locator('header').getByRole('button', { name: 'Close' }).click(),
    /**
     * Account as a person sees it before they click in it: its tab has loaded (the tokens, or what the
     * tab shows instead of its spinner). The list grows the centred dialog and moves every button above
     * it; a click aimed before it came lands where the button was (a full run missed 'Choose a name' so).
     */
    async openAccount(): Promise<void> {
      if ((await dialog().count()) === 0) await page.getByTestId('connect-button').click()
      await expect.poll(view).toBe('Account')
      // The view itself first: the first open after a reload shows the frame's spinner while Account's
      // code loads, and with no tab panel yet the check below passed before the tokens spinner was up.
      await dialog().getByTestId('account-address').waitFor()
      await expect.poll(() => dialog().locator('.tab-panel [role="progressbar"]').count()).toBe(0)
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
