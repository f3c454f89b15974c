// The embedded wallet's smart account (ERC-4337) in Chromium against the local stack with a real bundler
// (alto) on Local A, Local B without one: an e-mail user is connected with a counterfactual smart account,
// their first send deploys it through one user operation, they switch to the EOA and back (remembered
// after a reload), Local B gives the toast and the EOA, a token send's approval card at 320 px keeps
// Reject and Approve whole, and a stopped bundler sends nothing.
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import type { ConsoleMessage } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { ENTRY_POINT_V08 } from '../../services/aa/contracts'
import { simpleAccountAddress } from '../../services/aa/simple-account'
import { BATCH_AMOUNTS, BATCH_RECEIVERS } from '../../demo/panels/batch'
import { accountSteps } from './account'
import { embeddedSteps } from './embedded'
import { e2eForFile } from './fixtures'
import { setTheme } from './tour'

const BOB = 'bob.smart@example.com'
const RECEIVER: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

const run = e2eForFile({ stack: { embedded: { email: true }, smartAccounts: true } })
beforeAll(() => console.log(`stack with the bundler up in ${run.startMs} ms (ERC-4337 contracts and alto: ${run.e2e.stack.startMs.smartAccounts} ms)`))
let smart: Address
let owner: Address

const steps = () => embeddedSteps(run.page, run.e2e)
const dialog = () => run.page.getByRole('dialog')
const chainA = () => createPublicClient({ transport: http(run.e2e.stack.urls.evmA) })
const ethOf = (who: Address) => chainA().getBalance({ address: who })
const hostAddress = () => run.page.getByTestId('host-address').textContent()
const dusd = () => run.e2e.stack.contracts[31337]!.tokens.find((t) => t.symbol === 'DUSD')!
const dusdOf = (who: Address) => chainA().readContract({ address: dusd().address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
const dusdBalances = () => Promise.all([...BATCH_RECEIVERS, smart].map(dusdOf))
/** Closes the modal by its Close button (after a switch, the button that had focus is gone, so Escape lands nowhere). */
const closeModal = async () => {
  await dialog().getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => dialog().count()).toBe(0)
}
const activeType = () => dialog().getByTestId('account-type-active').getAttribute('data-type')

async function openAccountType(): Promise<void> {
  await accountSteps(run.page).openAccount()
  await dialog().getByRole('button', { name: 'Account type' }).click()
  await expect.poll(steps().view).toBe('AccountType')
}

async function switchNetwork(name: string): Promise<void> {
  await accountSteps(run.page).openAccount()
  await dialog().getByTestId('account-network').click()
  await dialog().getByText(name, { exact: true }).click()
  await expect.poll(() => dialog().getByTestId('account-network').textContent()).toBe(name)
}

async function sendEth(amount: string): Promise<void> {
  const account = accountSteps(run.page)
  await account.fillSend('ETH', amount, RECEIVER)
  await expect.poll(account.view).toBe('WalletSendPreview')
  await dialog().getByTestId('send-button').click()
}

describe('the embedded wallet with a smart account (SPEC §3, §4, §5, §6)', () => {
  test('SPEC §6 eip155 defaults to smartAccount: an e-mail user is connected with the counterfactual SimpleAccount of their key, labelled in Account, not deployed yet', async () => {
    await steps().emailSignIn(BOB)
    smart = (await hostAddress()) as Address
    await accountSteps(run.page).openAccount()
    expect(await dialog().getByTestId('account-type').textContent()).toBe('Smart account')
    await openAccountType()
    expect(await activeType()).toBe('smartAccount')
    await expect.poll(() => dialog().getByTestId('smart-account-deployed').getAttribute('data-deployed')).toBe('false')
    owner = (await dialog().getByTestId('smart-account-owner').getAttribute('data-address')) as Address
    expect(smart).not.toBe(owner)
    expect(await simpleAccountAddress(chainA(), owner)).toBe(smart)
    expect(await chainA().getCode({ address: smart })).toBeUndefined()
    // the faucet funds the smart account too: it pays its own user operations (no paymaster)
    expect(await ethOf(smart)).toBe(parseEther('10'))
    await run.e2e.screenshot(run.page, 'smart-account-type-light')
    await run.page.keyboard.press('Escape')
  })

  test('SPEC §3 deployed flag: the first send goes out as one user operation that deploys the account; the receiver gets exactly the amount, and the flag follows', async () => {
    const before = await ethOf(RECEIVER)
    await sendEth('0.25')
    const frame = await steps().approvalCard()
    expect(await frame.locator('dd').first().textContent()).toBe(`${smart} (smart account)`)
    await frame.getByTestId('approval-user-operation').waitFor()
    await run.e2e.screenshot(run.page, 'smart-account-approve-light')
    await frame.getByTestId('approve').click()
    await dialog().getByTestId('send-done').waitFor({ timeout: 20_000 })
    expect((await ethOf(RECEIVER)) - before).toBe(parseEther('0.25'))
    expect(await chainA().getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
    expect(await ethOf(smart)).toBeLessThan(parseEther('9.75')) // and the user operation's gas
    expect(await ethOf(owner)).toBe(parseEther('10')) // the owner key only signed
    await run.page.keyboard.press('Escape')
    await openAccountType()
    await expect.poll(() => dialog().getByTestId('smart-account-deployed').getAttribute('data-deployed')).toBe('true')
    await run.page.keyboard.press('Escape')
  })

  test('SPEC §4, §5 switching to the EOA and back in Account; the choice is remembered after a reload', async () => {
    await openAccountType()
    await dialog().getByRole('button', { name: 'Switch to EOA' }).click()
    await expect.poll(hostAddress).toBe(owner)
    expect(await activeType()).toBe('eoa')
    await run.e2e.screenshot(run.page, 'smart-account-eoa-light')
    await run.page.reload()
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('connected')
    await expect.poll(hostAddress).toBe(owner)
    await openAccountType()
    expect(await activeType()).toBe('eoa')
    // SPEC §5: switching to the smart account is offered because it is enabled here and eoa is preferred
    await dialog().getByRole('button', { name: 'Switch to smart account' }).click()
    await expect.poll(hostAddress).toBe(smart)
    await closeModal()
    await run.page.reload()
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('connected')
    await expect.poll(hostAddress).toBe(smart)
  })

  test("SPEC §8 on Local B, where smart accounts are not enabled: 'This application might not support Smart Accounts' and the EOA; back on Local A the smart account again", async () => {
    await switchNetwork('Local B')
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('This application might not support Smart Accounts')
    await expect.poll(hostAddress).toBe(owner)
    expect(await dialog().getByTestId('account-type').count()).toBe(0)
    await run.e2e.screenshot(run.page, 'smart-account-not-enabled-light')
    await dialog().getByRole('button', { name: 'Account type' }).click()
    await dialog().getByTestId('account-type-unavailable').waitFor()
    expect(await dialog().getByRole('button', { name: 'Switch to smart account' }).count()).toBe(0)
    await dialog().getByRole('button', { name: 'Back' }).click()
    await switchNetwork('Local A')
    await expect.poll(hostAddress).toBe(smart)
    await run.page.keyboard.press('Escape')
  })

  test('WCAG 1.4.10 at 320 px wide, light and dark: the tallest approval card (a token send from the smart account: From, To, its data, the user-operation note) keeps Reject and Approve whole inside the frame', async () => {
    const wide = run.page.viewportSize()!
    await run.page.setViewportSize({ width: 320, height: 640 })
    try {
      for (const mode of ['light', 'dark'] as const) {
        await setTheme(run.page, mode)
        const account = accountSteps(run.page)
        await account.fillSend('DUSD', '1', RECEIVER)
        await expect.poll(account.view).toBe('WalletSendPreview')
        await dialog().getByTestId('send-button').click()
        await expect.poll(() => steps().secureFrame().locator('html').getAttribute('data-theme')).toBe(mode)
        const frame = await steps().approvalCard() // Reject and Approve whole: embedded.ts
        expect(await frame.getByTestId('approval-detail').textContent()).toMatch(/^Data 0xa9059cbb/)
        await frame.getByTestId('approval-user-operation').waitFor()
        await run.e2e.screenshot(run.page, `smart-account-approve-token-320-${mode}`, { fullPage: false })
        await frame.getByTestId('reject').click()
        await expect.poll(() => dialog().getByRole('status').textContent()).toBe('Signature declined')
        await closeModal()
      }
    } finally {
      if ((await dialog().count()) > 0) await closeModal()
      await setTheme(run.page, 'light')
      await run.page.setViewportSize(wide)
    }
  })

  test('EIP-5792 wallet_sendCalls through modal.request: two DUSD transfers, approved once, land in one user operation; wallet_getCallsStatus reports its receipt', async () => {
    const [a, b, own] = await dusdBalances()
    await run.page.getByTestId('batch-send').click()
    const frame = await steps().approvalCard()
    expect(await frame.getByRole('heading').textContent()).toBe('Send 2 calls')
    await frame.getByTestId('approval-user-operation').waitFor()
    await run.e2e.screenshot(run.page, 'smart-account-batch-approve-light')
    await frame.getByTestId('approve').click()
    await expect.poll(() => run.page.getByTestId('batch-status').getAttribute('data-status')).toBe('200')
    expect(await run.page.getByTestId('batch-atomic').textContent()).toBe('atomic: supported')
    const [a2, b2, own2] = await dusdBalances()
    expect(a2! - a!).toBe(parseUnits(BATCH_AMOUNTS[0], 6))
    expect(b2! - b!).toBe(parseUnits(BATCH_AMOUNTS[1], 6))
    expect(own! - own2!).toBe(parseUnits(BATCH_AMOUNTS[0], 6) + parseUnits(BATCH_AMOUNTS[1], 6))
    // one transaction to the EntryPoint carries both transfers
    const hash = /0x[0-9a-f]{64}/.exec((await run.page.getByTestId('batch-status').textContent()) ?? '')![0] as `0x${string}`
    const receipt = await chainA().getTransactionReceipt({ hash })
    expect(receipt.to?.toLowerCase()).toBe(ENTRY_POINT_V08.toLowerCase())
    expect(receipt.logs.filter((l) => l.address.toLowerCase() === dusd().address.toLowerCase())).toHaveLength(2)
  })

  test("SPEC §7 history indexes user operations: the smart account's Activity lists the ETH its first user operation sent (an internal call), and the batch's DUSD", async () => {
    const listed = await accountSteps(run.page).activityAmounts(['−0.250 ETH'])
    expect(listed.some((amount) => /^−[12]\.500 DUSD$/.test(amount))).toBe(true)
    await closeModal()
  })

  test("EIP-5792 atomic: a batch whose second call reverts moves nothing, not even the first transfer; the page says why in words (the revert's reason string, not its data), the console keeps the whole error", async () => {
    const before = await dusdBalances()
    const logged: string[] = []
    const onConsole = (message: ConsoleMessage) => void (message.type() === 'error' && logged.push(message.text()))
    run.page.on('console', onConsole)
    try {
      await run.page.getByTestId('batch-send-failing').click()
      await (await steps().approvalCard()).getByTestId('approve').click()
      // the bundler quotes the account's revert data: ExecuteError(1, Error('ERC20: transfer amount exceeds balance'))
      await expect.poll(() => run.page.getByTestId('batch-error').textContent()).toBe('Call 2 of the batch would fail: ERC20: transfer amount exceeds balance (code -32003)')
      await expect.poll(() => logged.find((text) => text.startsWith('wallet_sendCalls failed:'))).toMatch(/reverted during simulation with reason: 0x5a154675[0-9a-f]+/)
    } finally {
      run.page.off('console', onConsole)
    }
    expect(await dusdBalances()).toEqual(before)
  })

  test('SPEC §8 5760: atomicRequired from the EOA, which sends calls one by one, is refused before ApproveTransaction (the person is not asked) and nothing moves', async () => {
    await openAccountType()
    await dialog().getByRole('button', { name: 'Switch to EOA' }).click()
    await expect.poll(hostAddress).toBe(owner)
    await closeModal()
    const before = await dusdBalances()
    await run.page.getByTestId('batch-send').click()
    // (the page shows the refusal at once: its 'atomic: unsupported' line is replaced by the error)
    await expect.poll(() => run.page.getByTestId('batch-error').textContent()).toBe('Atomicity not supported: this account sends calls one by one (code 5760)')
    // the modal never opened on ApproveTransaction: there was nothing to approve
    expect(await dialog().count()).toBe(0)
    expect(await dusdBalances()).toEqual(before)
    await openAccountType()
    await dialog().getByRole('button', { name: 'Switch to smart account' }).click()
    await expect.poll(hostAddress).toBe(smart)
    await closeModal()
  })

  test('the bundler stopped: a send and a batch fail with a clear error and nothing of either is sent; started again, the next send lands (and only it)', async () => {
    const bundler = run.e2e.stack.smartAccounts!.bundlers[31337]!
    const [receiverBefore, smartBefore] = await Promise.all([ethOf(RECEIVER), ethOf(smart)])
    const dusdBefore = await dusdBalances()
    await bundler.stop()
    try {
      await sendEth('0.1')
      const frame = await steps().approvalCard()
      await frame.getByTestId('approve').click()
      await expect.poll(() => dialog().getByRole('status').textContent()).toBe('The bundler is not reachable: nothing was sent')
      expect(await ethOf(RECEIVER)).toBe(receiverBefore)
      expect(await ethOf(smart)).toBe(smartBefore)
      await closeModal()
      // EIP-5792: the batch is refused whole, no transfer of it goes out
      await run.page.getByTestId('batch-send').click()
      await (await steps().approvalCard()).getByTestId('approve').click()
      await expect.poll(() => run.page.getByTestId('batch-error').textContent()).toBe('The bundler is not reachable: nothing was sent (code -32003)')
      expect(await dusdBalances()).toEqual(dusdBefore)
      expect(await ethOf(smart)).toBe(smartBefore)
    } finally {
      await bundler.start()
    }
    await run.page.keyboard.press('Escape')
    await sendEth('0.1')
    await (await steps().approvalCard()).getByTestId('approve').click()
    await dialog().getByTestId('send-done').waitFor({ timeout: 20_000 })
    // the refused send and batch did not wait in the bundler to land later
    expect((await ethOf(RECEIVER)) - receiverBefore).toBe(parseEther('0.1'))
    expect(await dusdBalances()).toEqual(dusdBefore)
  })
})
