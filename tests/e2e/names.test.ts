// Registering a name on the demo page with the EVM dev wallet, in Chromium against the local stack:
// SPEC §5 rules said as the person types, a taken name, a declined signature (back to the form), a
// registration signed by the address; the name then shows in Account (from the identity route the
// registry answers), and another account sends to it by name: the receiver's balance on the chain
// grows by exactly the amount.
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { demoTokenAddress } from '../../services/stack/tokens'
import { ALICE, accountE2EForFile, accountSteps } from './account'

const CAROL: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const GWAY = demoTokenAddress(0)

const run = accountE2EForFile()

const steps = () => accountSteps(run.page)
const dialog = () => run.page.getByRole('dialog')
const view = () => steps().view()
const input = () => dialog().locator('#name-input')
const register = () => dialog().getByTestId('name-register')
const suggestion = (name: string) => dialog().locator(`[data-name="${name}"]`)
const gwayOf = (address: Address) =>
  createPublicClient({ transport: http(run.e2e.stack.urls.evmA) }).readContract({ address: GWAY, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

async function openChooseName(): Promise<void> {
  await steps().openAccount()
  await dialog().getByRole('button', { name: 'Choose a name' }).click()
  await expect.poll(view).toBe('RegisterAccountName')
}

const aliceName = async () => ((await (await fetch(`${run.e2e.stack.urls.api}/v1/identity/${ALICE}?projectId=gangway-demo&st=gangway&sv=x`)).json()) as { name: string | null }).name

/** Types 'alice' on RegisterAccountName and waits for the registry to call it available. */
async function typeAlice(): Promise<void> {
  await openChooseName()
  await input().fill('alice')
  await expect.poll(() => suggestion('alice.gw').textContent({ timeout: 5000 })).toBe('alice.gwAvailable')
}

/** Registers alice.gw through the modal, as the registration test does, when no earlier test has. */
async function ensureAliceRegistered(): Promise<void> {
  if ((await aliceName()) === 'alice.gw') return
  await typeAlice()
  await register().click()
  await expect.poll(view, { timeout: 10_000 }).toBe('RegisterAccountNameSuccess')
  await run.page.keyboard.press('Escape')
}

describe('SPEC §2 RegisterAccountName on the demo', () => {
  test('SPEC §5 a short or invalid name is refused as the person types, with the rule', async () => {
    await openChooseName()
    expect(await dialog().getByTestId('name-rule').textContent()).toBe('Letters, digits and hyphens only, at least 4 characters')
    for (const name of ['ali', 'al_ice', 'al ice']) {
      await input().fill(name)
      expect(await input().getAttribute('aria-invalid')).toBe('true')
      expect(await register().getAttribute('aria-disabled')).toBe('true')
    }
    await run.e2e.screenshot(run.page, 'names-invalid-light')
  })

  test('SPEC §7 a taken name shows as taken, with free suggestions; it cannot be registered', async () => {
    await openChooseName()
    await input().fill('carol')
    await suggestion('carol.gw').waitFor({ timeout: 5000 })
    expect(await suggestion('carol.gw').textContent()).toBe('carol.gwTaken')
    expect(await suggestion('carol.gw').isDisabled()).toBe(true)
    expect(await suggestion('carol1.gw').textContent()).toBe('carol1.gwAvailable')
    expect(await register().getAttribute('aria-disabled')).toBe('true')
    await run.e2e.screenshot(run.page, 'names-taken-light')
  })

  test('keyboard access (WCAG 2.4.3): a suggestion picked from the keyboard fills the field and gives focus to Register, not to the dialog', async () => {
    await openChooseName()
    await input().fill('carol')
    await suggestion('carol1.gw').waitFor({ timeout: 5000 })
    await suggestion('carol1.gw').focus()
    await run.page.keyboard.press('Enter')
    await expect.poll(() => input().inputValue()).toBe('carol1')
    await expect.poll(() => register().evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
  })

  test("SPEC §4 a declined signature goes back to RegisterAccountName with 'Signature declined'", async () => {
    await typeAlice()
    await run.page.evaluate(() => window.__devWallet!.reject())
    await register().click()
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('Signature declined')
    expect(await view()).toBe('RegisterAccountName')
    expect(await input().inputValue()).toBe('alice')
  })

  test('SPEC §4 the address signs the registration; RegisterAccountNameSuccess; the registry answers the name', async () => {
    await typeAlice()
    await register().click()
    await expect.poll(view, { timeout: 10_000 }).toBe('RegisterAccountNameSuccess')
    expect(await dialog().getByTestId('name-registered').locator('.title').textContent()).toBe('alice.gw')
    await run.e2e.screenshot(run.page, 'names-registered-light')
    expect(await aliceName()).toBe('alice.gw')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await expect.poll(view).toBe('Account')
  })

  test('SPEC §3 profileName: after a reload, Account shows the registered name for the address', async () => {
    await ensureAliceRegistered()
    await run.page.reload()
    await run.page.getByTestId('host-address').filter({ hasText: ALICE }).waitFor()
    await steps().openAccount()
    await expect.poll(() => dialog().getByTestId('account-address').textContent(), { timeout: 10_000 }).toBe('alice.gw')
    // One name per address in the zone: the form says so instead of offering another.
    await dialog().getByRole('button', { name: 'Choose a name' }).click()
    await expect.poll(() => dialog().getByTestId('names-owned').textContent({ timeout: 5000 })).toBe('This address is already alice.gw: one name per address in .gw.')
    await run.page.keyboard.press('Escape')
  })

  test("SPEC §4 another account sends GWAY to 'alice.gw': the name resolves and ALICE holds exactly 1.5 GWAY more on the chain", async () => {
    await ensureAliceRegistered()
    await run.page.evaluate(() => window.__devWallet!.setAccount(2))
    await run.page.getByTestId('host-address').filter({ hasText: CAROL }).waitFor()
    const before = await gwayOf(ALICE)
    await steps().openSend()
    await steps().pickToken('GWAY')
    await dialog().locator('#send-amount').fill('1.5')
    await dialog().locator('#send-to').fill('alice.gw')
    await expect.poll(() => dialog().getByTestId('send-receiver').textContent(), { timeout: 10_000 }).toContain('alice.gw')
    await steps().review()
    await expect.poll(view).toBe('WalletSendPreview')
    expect(await dialog().getByTestId('preview-to').textContent()).toBe('alice.gw · 0xf3…b92266')
    await dialog().getByTestId('send-button').click()
    await expect.poll(view, { timeout: 20_000 }).toBe('Account')
    expect((await gwayOf(ALICE)) - before).toBe(parseUnits('1.5', 18))
  })
})
