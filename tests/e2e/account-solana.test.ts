// The account on the demo page with the dev Solana wallet on the local Solana runtime: SOL and
// the demo SPL token listed with values, sent (the receiver's balance read from the runtime), each
// send in Activity; Solana addresses are checked as Solana addresses.
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeBase58 } from '../../plugins/solana/base58'
import { startE2E, type E2E } from './harness'

let e2e: E2E
let page: Page
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gangway-e2e-sol-'))
  e2e = await startE2E({ dataDir })
  page = await e2e.newPage()
  await page.getByTestId('connect-button').click()
  await page.getByRole('dialog').getByText('Dev Solana Wallet (local)').click()
  await page.getByTestId('host-address').filter({ hasText: e2e.stack.solana.accounts[0]! }).waitFor()
})
afterAll(async () => {
  await e2e?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const me = () => e2e.stack.solana.accounts[0]!
const friend = () => e2e.stack.solana.accounts[1]!
const rpc = async <T,>(method: string, params: unknown[]): Promise<T> => {
  const res = await fetch(e2e.stack.urls.solana, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await res.json()) as { result: T }).result
}
const lamportsOf = async (address: string) => BigInt((await rpc<{ value: number }>('getBalance', [address])).value)
/** Base units of the demo token held by `owner`, read from its token accounts on the runtime. */
const tokenUnitsOf = async (owner: string) => {
  const { value } = await rpc<{ value: Array<{ account: { data: [string, string] } }> }>('getTokenAccountsByOwner', [owner, { mint: e2e.stack.solana.token.mint }, { encoding: 'base64' }])
  return value.reduce((sum, { account }) => sum + Buffer.from(account.data[0], 'base64').readBigUInt64LE(64), 0n)
}
const dialog = () => page.getByRole('dialog')
const view = () => dialog().getAttribute('data-view')
const openAccount = async () => {
  if ((await dialog().count()) === 0) await page.getByTestId('connect-button').click()
  await expect.poll(view).toBe('Account')
}
const sendToken = async (symbol: string, amount: string, to: string) => {
  await openAccount()
  await dialog().getByRole('button', { name: 'Send', exact: true }).click()
  await dialog().getByRole('button', { name: /Token/ }).first().click()
  await dialog().locator(`[data-token="${symbol}"]`).click()
  await dialog().locator('#send-amount').fill(amount)
  await dialog().locator('#send-to').fill(to)
  await dialog().getByRole('button', { name: 'Review send' }).click()
}

describe('SPEC §2 Account on Solana: SOL and SPL balances from the services', () => {
  test('SPEC §9 Tokens tab: SOL and the demo SPL token with quantities to 3 decimals and values to 2', async () => {
    await openAccount()
    await dialog().getByTestId('token-list').waitFor()
    const rows = await dialog().getByTestId('token-list').locator('[data-token]').evaluateAll((els) => els.map((el) => el.getAttribute('data-token')))
    expect(rows).toEqual(['SOL', 'GANG'])
    expect(await dialog().locator('[data-token="GANG"]').getByTestId('token-quantity').textContent()).toBe('1000000.000 GANG')
    expect(await dialog().locator('[data-token="GANG"]').getByTestId('token-value').textContent()).toBe('$50,000.00')
    await e2e.screenshot(page, 'account-solana-light')
  })
})

describe('SPEC §5 Solana addresses', () => {
  test('SPEC §5 an address that is not base58 of 32 to 44 characters, or a name (names are eip155 only), is an invalid address', async () => {
    await sendToken('SOL', '1', 'not-base58-0OIl')
    expect(await dialog().getByTestId('send-error').textContent()).toBe('Invalid Address')
    await dialog().locator('#send-to').fill('bob.gw')
    await dialog().getByRole('button', { name: 'Review send' }).click()
    expect(await dialog().getByTestId('send-error').textContent()).toBe('Invalid Address')
    await page.keyboard.press('Escape')
  })
})

describe('SPEC §4 send flow on the local Solana runtime', () => {
  test("SPEC §2 'After sending': a SOL send returns to Account; the receiver holds exactly 1.25 SOL more", async () => {
    const before = await lamportsOf(friend())
    await sendToken('SOL', '1.25', friend())
    await expect.poll(view).toBe('WalletSendPreview')
    await dialog().getByTestId('send-button').click()
    await expect.poll(view, { timeout: 20_000 }).toBe('Account')
    expect((await lamportsOf(friend())) - before).toBe(1_250_000_000n)
  })

  test("SPEC §2 'After sending': an SPL send returns to Account; the receiver's token balance grows by exactly the amount", async () => {
    const before = await tokenUnitsOf(friend())
    await sendToken('GANG', '250.5', friend())
    await dialog().getByTestId('send-button').click()
    await expect.poll(view, { timeout: 20_000 }).toBe('Account')
    expect((await tokenUnitsOf(friend())) - before).toBe(250_500_000n)
    await expect.poll(() => dialog().locator('[data-token="GANG"]').getByTestId('token-quantity').textContent(), { timeout: 10_000 }).toBe('999749.500 GANG')
  })

  test('SPEC §4 an SPL send to an address with no token account creates it, and the tokens arrive', async () => {
    const stranger = encodeBase58(nacl.sign.keyPair().publicKey)
    expect(await tokenUnitsOf(stranger)).toBe(0n)
    await sendToken('GANG', '7.000001', stranger)
    await dialog().getByTestId('send-button').click()
    await expect.poll(view, { timeout: 20_000 }).toBe('Account')
    expect(await tokenUnitsOf(stranger)).toBe(7_000_001n)
  })
})

describe('SPEC §5 Activity on Solana', () => {
  test('SPEC §7 history: the SOL and the SPL sends are listed newest first', async () => {
    await openAccount()
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(async () => dialog().getByTestId('activity-amount').allTextContents(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['−7.000 GANG', '−250.500 GANG', '−1.250 SOL']))
    const amounts = await dialog().getByTestId('activity-amount').allTextContents()
    expect(amounts.indexOf('−7.000 GANG')).toBeLessThan(amounts.indexOf('−250.500 GANG'))
    expect(amounts.indexOf('−250.500 GANG')).toBeLessThan(amounts.indexOf('−1.250 SOL'))
    await e2e.screenshot(page, 'activity-solana-light')
  })

  test('no request of any page left 127.0.0.1', () => {
    expect(e2e.blocked).toEqual([])
  })
})
