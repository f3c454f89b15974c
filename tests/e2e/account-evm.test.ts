// The account on the demo page, as a person uses it on the local EVM chain: tokens with values,
// sending ETH and an ERC-20 (the receiver's balance read from the chain), each send in Activity,
// SPEC §5 mistakes in the SPEC's words, Receive, and a failing services API.
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, formatEther, http, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { DEV_MNEMONIC } from '../../services/dev/keys'
import { demoTokenAddress } from '../../services/stack/tokens'
import { ALICE, ALICE_ON_LOCAL_A, accountE2EForFile, accountSteps, expectInOrder } from './account'
import { tourDemo, untilText } from './harness'
import { setTheme } from './tour'

const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const GWAY = demoTokenAddress(0)

/** The stack, and the page of the running test: `await connected()` first, it gives the state every test starts from. */
const run = accountE2EForFile(ALICE_ON_LOCAL_A, { connectEachTest: false })
const connected = async () => void (await run.connect())

const chain = () => createPublicClient({ transport: http(run.e2e.stack.urls.evmA) })
/** Balances read from the chain, in base units: compared exactly. */
const weiOf = (address: Address) => chain().getBalance({ address })
const gwayOf = (address: Address) => chain().readContract({ address: GWAY, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
/** Sends from Alice's key outside the page, then waits until the services have indexed its block. */
async function sendFromAlice(tx: { to: Address; value?: bigint; data?: Hash }): Promise<void> {
  const wallet = createWalletClient({ account: mnemonicToAccount(DEV_MNEMONIC), transport: http(run.e2e.stack.urls.evmA) })
  const hash = await wallet.sendTransaction({ ...tx, chain: null })
  const { blockNumber } = await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  await run.e2e.stack.api.waitForIndexed('eip155:31337', blockNumber)
}
const transferData = (to: Address, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const steps = () => accountSteps(run.page)
const dialog = () => run.page.getByRole('dialog')
const view = () => steps().view()
const tokenRow = (symbol: string) => steps().tokenRow(symbol)
const openAccount = () => steps().openAccount()
const openSend = () => steps().openSend()
const pickToken = (symbol: string) => steps().pickToken(symbol)
const review = () => steps().review()
const formError = () => steps().formError()

describe('SPEC §2 Account: tokens with values, from the services reading the chain', () => {
  test('SPEC §9 Tokens tab: native and ERC-20 balances, quantities to 3 decimals, values to 2; decimals-0 tokens filtered out (SPEC §5)', async () => {
    await connected()
    await openAccount()
    expect(await steps().tokenSymbols()).toEqual(['ETH', 'DUSD', 'GWAY'])
    expect(await tokenRow('ETH').getByTestId('token-quantity').textContent()).toBe('10000.000 ETH')
    expect(await tokenRow('ETH').getByTestId('token-value').textContent()).toBe('$31,205,500.00')
    expect(await tokenRow('DUSD').getByTestId('token-quantity').textContent()).toBe('2500.000 DUSD')
    expect(await tokenRow('GWAY').getByTestId('token-value').textContent()).toBe('$1,250.00')
    expect(await tokenRow('GPT').count()).toBe(0)
    await run.e2e.screenshot(run.page, 'account-tokens-light')
  })

  test('SPEC §2 Receive: the address, its QR code, and the networks it is valid on; Escape closes after it', async () => {
    await connected()
    await openAccount()
    await dialog().getByRole('button', { name: 'Receive' }).click()
    await expect.poll(view).toBe('WalletReceive')
    expect(await dialog().getByTestId('receive-address').textContent()).toBe(ALICE)
    expect(await dialog().getByTestId('receive-qr').getAttribute('data-value')).toBe(ALICE)
    expect(await dialog().getByTestId('receive-networks').locator('li').allTextContents()).toEqual(['Local A', 'Local B'])
    await run.e2e.screenshot(run.page, 'receive-light')
    // Receive loaded for the first time, replacing the button that had focus: Escape still closes.
    await run.page.keyboard.press('Escape')
    expect(await dialog().count()).toBe(0)
  })
})

describe('SPEC §5 send mistakes get the SPEC words', () => {
  test("SPEC §5 no amount or receiver, no token, an invalid address, more than the balance, a name that resolves nowhere, an amount that is no plain decimal", async () => {
    await connected()
    await openSend()
    await review()
    expect(await formError()).toBe('An amount and receiver address are required')
    await dialog().locator('#send-amount').fill('1')
    await dialog().locator('#send-to').fill(BOB)
    await review()
    expect(await formError()).toBe('A token is required')
    await pickToken('GWAY')
    await dialog().locator('#send-to').fill('0x1234')
    await review()
    expect(await formError()).toBe('Invalid Address')
    await dialog().locator('#send-to').fill('nobody.gw')
    await review()
    expect(await formError()).toBe('Error resolving name')
    await dialog().locator('#send-to').fill(BOB)
    await dialog().locator('#send-amount').fill('1000.000000000000000001')
    await review()
    expect(await formError()).toBe('Insufficient Funds')
    await run.e2e.screenshot(run.page, 'send-error-light')
    // Not a decimal amount: the field does not take it, and keeps what it had.
    for (const amount of ['1e3', '-1']) {
      await dialog().locator('#send-amount').fill(amount)
      expect(await dialog().locator('#send-amount').inputValue(), amount).toBe('1000.000000000000000001')
    }
    // A point alone, on the way to '.5', is no amount yet: no dollar value is shown for it, and review refuses it.
    await dialog().locator('#send-amount').fill('.')
    expect((await dialog().locator('.hint span').first().textContent())?.trim()).toBe('')
    await review()
    expect(await formError()).toBe('Incorrect Value')
    // More than is held (review says Insufficient Funds): no value, which for 29 digits was a float's
    // $38,525,308,295,247,534,000,000,…, and the balance stays whole within the dialog.
    await dialog().locator('#send-amount').fill('12345678901234567890123456789')
    expect((await dialog().locator('.hint span').first().textContent())?.trim()).toBe('')
    const [balance, sides] = [(await dialog().getByTestId('send-balance').boundingBox())!, (await dialog().boundingBox())!]
    expect(balance.x + balance.width).toBeLessThanOrEqual(sides.x + sides.width)
    await dialog().locator('#send-amount').fill('2')
    expect(await dialog().locator('.hint span').first().textContent()).toMatch(/^\$\d/)
    expect(await view()).toBe('WalletSend')
    await run.page.keyboard.press('Escape')
  })

  test("the amount field, typed in the browser, takes only a decimal amount within the token's places (DUSD 6): a refused key leaves the text and the caret as they were; a comma is the point", async () => {
    await connected()
    await openSend()
    await pickToken('DUSD')
    const field = dialog().locator('#send-amount')
    await field.fill('')
    await field.pressSequentially('1a2,3.4e5678-9')
    expect(await field.inputValue()).toBe('12.345678')
    // Between 1 and 2: the refused keys leave the caret there, so the next digit goes there too.
    await field.press('Home')
    await field.press('ArrowRight')
    await field.pressSequentially('x.')
    expect(await field.evaluate((el) => [(el as HTMLInputElement).value, (el as HTMLInputElement).selectionStart])).toEqual(['12.345678', 1])
    await field.pressSequentially('0')
    expect(await field.inputValue()).toBe('102.345678')
    await run.page.keyboard.press('Escape')
  })
})

describe('SPEC §4 send flow on the local EVM chain', () => {
  test("SPEC §2 'After sending': a native send shows what was sent (titled Send, not Review Send; no toast over Done); BOB holds exactly 1.5 ETH more on the chain", async () => {
    await connected()
    const before = await weiOf(BOB)
    await steps().fillSend('ETH', '1.5', BOB)
    await expect.poll(view).toBe('WalletSendPreview')
    expect(await dialog().getByTestId('preview-amount').textContent()).toBe('1.5 ETH')
    await dialog().getByTestId('send-button').click()
    await dialog().getByTestId('send-done').waitFor({ timeout: 20_000 })
    expect(await view()).toBe('WalletSendSuccess')
    expect(await dialog().getByRole('heading', { level: 2 }).textContent()).toBe('Send')
    expect(await dialog().locator('.toast').count()).toBe(0)
    expect((await weiOf(BOB)) - before).toBe(parseEther('1.5'))
    await run.e2e.screenshot(run.page, 'send-native-done-light')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await expect.poll(view).toBe('Account')
  })

  test("SPEC §2 'After sending': an ERC-20 send to a name returns to Account; BOB's token balance on the chain grows by exactly the amount; the list follows", async () => {
    await connected()
    const before = await gwayOf(BOB)
    await openSend()
    await pickToken('GWAY')
    await dialog().locator('#send-amount').fill('12.345678')
    await dialog().locator('#send-to').fill('bob.gw')
    await expect.poll(() => dialog().getByTestId('send-receiver').textContent()).toContain('bob.gw')
    await review()
    await expect.poll(view).toBe('WalletSendPreview')
    expect(await dialog().getByTestId('preview-to').textContent()).toBe('bob.gw · 0x70…dc79C8')
    await dialog().getByTestId('send-button').click()
    await expect.poll(view, { timeout: 20_000 }).toBe('Account')
    expect((await gwayOf(BOB)) - before).toBe(parseUnits('12.345678', 18))
    expect((await dialog().getByTestId('send-token').count())).toBe(0)
    await expect.poll(() => tokenRow('GWAY').getByTestId('token-quantity').textContent()).toBe('987.654 GWAY')
  })

  test('SPEC §4 a double click on Send sends once', async () => {
    await connected()
    const nonce = await chain().getTransactionCount({ address: ALICE })
    const before = await weiOf(BOB)
    await steps().fillSend('ETH', '0.25', BOB)
    await dialog().getByTestId('send-button').dblclick()
    await dialog().getByTestId('send-done').waitFor({ timeout: 20_000 })
    expect(await chain().getTransactionCount({ address: ALICE })).toBe(nonce + 1)
    expect((await weiOf(BOB)) - before).toBe(parseEther('0.25'))
    await dialog().getByRole('button', { name: 'Done' }).click()
  })

  test('SPEC §4 another network resets the send: a review open when the wallet switches says so, and Start again leads to the empty form', async () => {
    await connected()
    await steps().fillSend('ETH', '0.1', BOB)
    await expect.poll(view).toBe('WalletSendPreview')
    await run.page.evaluate(() => window.__devWallet!.switchChain(31338))
    expect(await dialog().getByTestId('send-cleared').textContent()).toContain('The network or account changed, so this send was cleared.')
    await dialog().getByRole('button', { name: 'Start again' }).click()
    await expect.poll(view).toBe('WalletSend')
    expect(await dialog().locator('#send-amount').inputValue()).toBe('')
    await run.page.evaluate(() => window.__devWallet!.switchChain(31337))
    await run.page.keyboard.press('Escape')
  })

  test('SPEC §4 a send the wallet rejects goes back to the form with the values kept', async () => {
    await connected()
    await openSend()
    await pickToken('ETH')
    await dialog().locator('#send-amount').fill('0.1')
    await dialog().locator('#send-to').fill(BOB)
    await review()
    await run.page.evaluate(() => window.__devWallet!.reject(true))
    await dialog().getByTestId('send-button').click()
    await expect.poll(view).toBe('WalletSend')
    await expect.poll(() => dialog().getByRole('status').textContent()).toContain('Signature declined')
    expect(await dialog().locator('#send-amount').inputValue()).toBe('0.1')
    await run.page.keyboard.press('Escape')
  })
})

describe('SPEC §4 a send the chain refuses', () => {
  test("SPEC §4 the whole balance leaves nothing for the fee: the error toast shows its whole text within the dialog, over no button; nothing is sent", async () => {
    await connected()
    const nonce = await chain().getTransactionCount({ address: ALICE })
    await steps().fillSend('ETH', formatEther(await weiOf(ALICE)), BOB)
    await expect.poll(view).toBe('WalletSendPreview')
    await dialog().getByTestId('send-button').click()
    const toast = dialog().locator('.toast')
    await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toBe('Insufficient funds for the amount and the network fee.')
    // Every box read at one instant: the error shakes the dialog sideways, and boxes read one by one
    // while it moves were as much as its shake apart.
    const layout = await dialog().evaluate((d) => {
      const rect = (el: Element) => (({ left, right, top, bottom }) => ({ left, right, top, bottom }))(el.getBoundingClientRect())
      const toast = d.querySelector('.toast')!
      const buttons = [...d.querySelectorAll('button')].map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent, ...rect(b) }))
      return { dialog: rect(d), toast: rect(toast), whole: toast.scrollWidth <= toast.clientWidth, buttons }
    })
    const { toast: box, dialog: sides } = layout
    expect(box.left).toBeGreaterThanOrEqual(sides.left)
    expect(box.right).toBeLessThanOrEqual(sides.right)
    expect(layout.whole).toBe(true)
    // ...and covers none of the dialog's buttons (Back, Close, Cancel, Send): it sits on the title
    const covered = layout.buttons.filter((b) => !(b.left >= box.right || box.left >= b.right || b.top >= box.bottom || box.top >= b.bottom))
    expect(covered.map((b) => b.name)).toEqual([])
    await run.e2e.screenshot(run.page, 'send-refused-toast-light')
    expect(await chain().getTransactionCount({ address: ALICE })).toBe(nonce)
    await run.page.keyboard.press('Escape')
  })
})

describe('SPEC §5 Activity: each transfer, on the connected chain', () => {
  test('SPEC §7 history: the ETH and the token sends are listed newest first with relative times', async () => {
    await connected()
    // Alice sends from another app with the same key: her Activity lists what the chain holds.
    await sendFromAlice({ to: BOB, value: parseEther('0.75') })
    await sendFromAlice({ to: GWAY, data: transferData(BOB, parseUnits('3.21', 18)) })
    await sendFromAlice({ to: BOB, value: parseEther('0.375') })
    const sent = ['−0.375 ETH', '−3.210 GWAY', '−0.750 ETH']
    expectInOrder(await steps().activityAmounts(sent), sent)
    expect(await dialog().getByTestId('activity-row').first().locator('time').textContent()).toMatch(/^\d+ sec$|^1 min$/)
    await run.e2e.screenshot(run.page, 'activity-light')
  })

  test('WCAG 1.4.10 at 375 px wide, light and dark: a row of Activity shows whom a send went to whole (SPEC §7 history)', async () => {
    await connected()
    await sendFromAlice({ to: BOB, value: parseEther('0.125') })
    const wide = run.page.viewportSize()!
    await run.page.setViewportSize({ width: 375, height: 800 })
    try {
      for (const mode of ['light', 'dark'] as const) {
        await setTheme(run.page, mode)
        await steps().activityAmounts(['−0.125 ETH'])
        // Every row's counterparty (the mints' rows have long amounts beside it), whole: the address as the
        // modal shortens it everywhere (truncateAddress), not cut off by an ellipsis.
        const whom = dialog().getByTestId('activity-row').getByText(/\b(to|from) 0x\w{2}…\w{6}\b/)
        expect(await whom.count()).toBeGreaterThan(1)
        // The line it is on (which cuts what does not fit) holds it whole.
        const cut = await whom.evaluateAll((els) => els.map((el) => el.closest('.small') ?? el).filter((line) => line.scrollWidth > line.clientWidth).map((line) => line.textContent))
        expect(cut).toEqual([])
        await run.e2e.screenshot(run.page, `activity-375-${mode}`, { fullPage: false })
        await run.page.keyboard.press('Escape')
      }
    } finally {
      await setTheme(run.page, 'light')
      await run.page.setViewportSize(wide)
    }
  })

  test('SPEC §5 only the connected chain: on Local B the Local A sends are not listed', async () => {
    await connected()
    await openAccount()
    await dialog().getByTestId('account-network').click()
    await run.page.locator('[data-network="eip155:31338"]').click()
    await expect.poll(() => run.page.getByTestId('host-network').textContent()).toBe('eip155:31338')
    await openAccount()
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    await dialog().getByTestId('activity-list').waitFor({ timeout: 15_000 })
    const amounts = await dialog().getByTestId('activity-amount').allTextContents()
    expect(amounts).not.toContain('−12.345 GWAY')
    expect(amounts.every((a) => a.startsWith('+'))).toBe(true) // only the mints at deployment
    await dialog().getByTestId('account-network').click()
    await run.page.locator('[data-network="eip155:31337"]').click()
    await expect.poll(() => run.page.getByTestId('host-network').textContent()).toBe('eip155:31337')
    await run.page.keyboard.press('Escape')
  })
})

describe('SPEC §8 a failing services API', () => {
  test("SPEC §8 answering 500: 'Token Balance Unavailable' and 'Failed to fetch transactions'; the modal keeps working", async () => {
    await connected()
    const api = new URL(run.e2e.stack.urls.api).origin
    await run.page.context().route(`${api}/v1/**`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }))
    try {
      await run.page.reload()
      await untilText(run.page, 'host-status', 'connected')
      await openAccount()
      await expect.poll(() => dialog().getByRole('status').textContent()).toContain('Token Balance Unavailable')
      expect(await dialog().getByTestId('tokens-empty').textContent()).toBe('Token balances are unavailable right now.')
      await dialog().getByRole('tab', { name: 'Activity' }).click()
      await expect.poll(() => dialog().getByRole('status').textContent()).toContain('Failed to fetch transactions')
      await dialog().getByTestId('activity-failed').waitFor()
      await run.e2e.screenshot(run.page, 'services-500-light')
      // Still a working modal: the network list, and back.
      await dialog().getByTestId('account-network').click()
      await expect.poll(view).toBe('Networks')
      await run.page.getByRole('button', { name: 'Back' }).click()
      await expect.poll(view).toBe('Account')
      await run.page.keyboard.press('Escape')
    } finally {
      await run.page.context().unroute(`${api}/v1/**`)
    }
  })

  test('SPEC §8 stopped: the toast shows, and ETH can still be sent with its balance read from the chain', async () => {
    await connected()
    await run.e2e.stack.api.stop()
    await run.page.reload()
    await untilText(run.page, 'host-status', 'connected')
    await openAccount()
    await expect.poll(() => dialog().getByRole('status').textContent()).toContain('Token Balance Unavailable')
    const before = await weiOf(BOB)
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await pickToken('ETH')
    await dialog().locator('#send-amount').fill('0.5')
    await dialog().locator('#send-to').fill(BOB)
    await review()
    await dialog().getByTestId('send-button').click()
    await dialog().getByTestId('send-done').waitFor({ timeout: 20_000 })
    expect((await weiOf(BOB)) - before).toBe(parseEther('0.5'))
  })

  test('no request of any page left 127.0.0.1', async () => {
    await tourDemo(run.e2e) // alone, this page is the one checked; after the others, theirs are too
    expect(run.e2e.blocked).toEqual([])
  })
})
