// The embedded wallet (e-mail) with sign-in required and with names, in Chromium against the local
// stack. The demo runs with ?names=auth: names() as a host gets it by default, without letting wallet
// connections register (SPEC §6). Sign-in: after the code, SIWXSignMessage, which cannot be closed, not
// even from the approval over it; the EIP-4361 message is signed in the secure frame after
// ApproveTransaction and verified by the server; a reload keeps the session; the embedded Solana account
// signs in with Sign In With Solana the same way; disconnecting revokes both; cancel disconnects (both namespaces, as
// the view says: one sign-in serves them).
// Names: the auth connector registers a name, signed in the secure frame, which the registry then
// answers for the embedded address; a rejection goes back to the form; a wallet connection is not
// offered it unless the host opted in.
import type { Request } from 'playwright-core'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { accountSteps } from './account'
import { embeddedSteps, nextCode } from './embedded'
import { e2eForFile } from './fixtures'
import { closeModal, pickWallet, untilText } from './harness'

const ERIN = 'erin.e2e@example.com'
const FRANK = 'frank.e2e@example.com'
// Not one of the stack's seeded names (bob, carol, dave, erin).
const NAME = 'mailbox-erin'
const DECLINED = 'mailbox-declined'
const DEV_WALLET: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const run = e2eForFile({ stack: { embedded: { email: true } }, freshData: true, url: (e2e) => `${e2e.stack.urls.demo}?signin=required&names=auth` })
let address: Address
let solanaAddress: string

const steps = () => embeddedSteps(run.page, run.e2e)
const dialog = () => run.page.getByRole('dialog')
const view = () => dialog().getAttribute('data-view', { timeout: 10_000 })
const signedInAs = () => run.page.getByTestId('signed-in-as').textContent()
const api = (path: string) => `${run.e2e.stack.urls.api}${path}?projectId=gangway-demo&st=gangway&sv=e2e`
const get = async <T>(path: string): Promise<T> => (await fetch(api(path))).json() as Promise<T>
/** The session routes answer the page's own cookie: ask from the page, as its scripts would. */
const sessionsOf = (who: string) =>
  run.page.evaluate(async (url) => ((await (await fetch(url, { credentials: 'include' })).json()) as { sessions: unknown[] }).sessions, api(`/v1/sessions/${who}`))

describe('SPEC §4 sign-in required with the embedded wallet (e-mail)', () => {
  test('SPEC §4 after the e-mail code, SIWXSignMessage opens; SPEC §2 it cannot be closed before signing', async () => {
    const seen = await steps().requestCode(ERIN)
    const { code } = await nextCode(run.e2e, ERIN, seen)
    await dialog().getByTestId('otp-input').fill(code)
    await expect.poll(view).toBe('SIWXSignMessage')
    expect(await run.page.getByTestId('host-status').textContent()).toBe('connected')
    address = (await run.page.getByTestId('host-address').textContent()) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await run.page.keyboard.press('Escape')
    expect(await view()).toBe('SIWXSignMessage')
    expect(await signedInAs()).toBe('Not signed in')
    await run.e2e.screenshot(run.page, 'embedded-siwx-sign-message-light')
  })

  test("SPEC §2, §8 on the secure frame's ApproveTransaction the modal still cannot be closed; rejected there, 'Signature declined' and back on SIWXSignMessage", async () => {
    await dialog().getByTestId('siwx-sign').click()
    const frame = await steps().approvalCard()
    await run.page.keyboard.press('Escape')
    expect(await dialog().count()).toBe(1)
    await run.page.getByTestId('gangway-overlay').click({ position: { x: 5, y: 5 } })
    expect(await view()).toBe('ApproveTransaction')
    await frame.getByTestId('reject').click()
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('Signature declined')
    await expect.poll(view).toBe('SIWXSignMessage')
    expect(await signedInAs()).toBe('Not signed in')
  })

  test("SPEC §4, §6 signing goes through the secure frame's ApproveTransaction; the server verifies the EIP-4361 message signed by the embedded account and keeps the session", async () => {
    const posted = run.page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions')
    await dialog().getByTestId('siwx-sign').click()
    const frame = await steps().approvalCard()
    const detail = await frame.getByTestId('approval-detail').textContent()
    expect(detail).toContain(`wants you to sign in with your Ethereum account:\n${address}\n`)
    await run.e2e.screenshot(run.page, 'embedded-siwx-approve-light')
    await frame.getByTestId('approve').click()
    const { message, signature } = (await posted).postDataJSON() as { message: string; signature: Hex }
    // What the person approved is what was signed and sent.
    expect(message).toBe(detail)
    expect(parseSiweMessage(message)).toMatchObject({ address, chainId: 31337, version: '1' })
    // The signature is the embedded account's (an EOA today; viem checks a smart account through the chain).
    const client = createPublicClient({ transport: http(run.e2e.stack.urls.evmA) })
    expect(await verifySiweMessage(client, { message, signature, address })).toBe(true)
    await steps().signedIn()
    await expect.poll(signedInAs).toBe(`Signed in as ${address} on eip155:31337`)
    expect(await sessionsOf(address)).toMatchObject([{ data: { accountAddress: address, chainId: 'eip155:31337' }, message, signature }])
  })

  test('SPEC §4 a reload keeps the session: the embedded wallet comes back signed in, without the sign-in view', async () => {
    await run.page.reload()
    await untilText(run.page, 'host-address', address)
    await expect.poll(signedInAs).toBe(`Signed in as ${address} on eip155:31337`)
    expect(await dialog().count()).toBe(0)
  })
})

describe('SPEC §6 names with the embedded wallet (the auth connector)', () => {
  test("SPEC §4 a registration rejected in the secure frame returns to RegisterAccountName with 'Signature declined'; nothing is registered", async () => {
    await accountSteps(run.page).openAccount()
    await dialog().getByRole('button', { name: 'Choose a name' }).click()
    await expect.poll(view).toBe('RegisterAccountName')
    await dialog().locator('#name-input').fill(DECLINED)
    await expect.poll(() => dialog().locator(`[data-name="${DECLINED}.gw"]`).textContent({ timeout: 5000 })).toBe(`${DECLINED}.gwAvailable`)
    await dialog().getByTestId('name-register').click()
    const frame = await steps().approvalCard()
    await frame.getByTestId('reject').click()
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('Signature declined')
    await expect.poll(view).toBe('RegisterAccountName')
    expect(await dialog().locator('#name-input').inputValue()).toBe(DECLINED)
    expect(await get(`/v1/profile/reverse/${address}`)).toEqual([])
    await closeModal(run.page)
  })

  test('SPEC §4, §6 the auth connector registers a name: signed in the secure frame, RegisterAccountNameSuccess, and the registry answers it for the embedded address', async () => {
    await accountSteps(run.page).openAccount()
    await dialog().getByRole('button', { name: 'Choose a name' }).click()
    await expect.poll(view).toBe('RegisterAccountName')
    await dialog().locator('#name-input').fill(NAME)
    await expect.poll(() => dialog().locator(`[data-name="${NAME}.gw"]`).textContent({ timeout: 5000 })).toBe(`${NAME}.gwAvailable`)
    await dialog().getByTestId('name-register').click()
    const frame = await steps().approvalCard()
    // SPEC §3 the registration message: { name, attributes: {}, timestamp } in seconds.
    const approved = JSON.parse((await frame.getByTestId('approval-detail').textContent()) ?? '') as { name: string; attributes: object; timestamp: number }
    expect(approved).toMatchObject({ name: `${NAME}.gw`, attributes: {} })
    expect(Math.abs(approved.timestamp - Date.now() / 1000)).toBeLessThan(120)
    await frame.getByTestId('approve').click()
    await expect.poll(view, { timeout: 10_000 }).toBe('RegisterAccountNameSuccess')
    expect(await dialog().getByTestId('name-registered').locator('.title').textContent()).toBe(`${NAME}.gw`)
    await run.e2e.screenshot(run.page, 'embedded-names-registered-light')
    const reverse = await get<Array<{ name: string; addresses: Record<string, { address: string }> }>>(`/v1/profile/reverse/${address}`)
    expect(reverse.map((r) => [r.name, r.addresses['60']?.address])).toEqual([[`${NAME}.gw`, address]])
    await dialog().getByRole('button', { name: 'Done' }).click()
    await expect.poll(view).toBe('Account')
    await expect.poll(() => dialog().getByTestId('account-address').textContent(), { timeout: 10_000 }).toBe(`${NAME}.gw`)
  })

})

describe('SPEC §4 sign-in with the embedded wallet: its Solana account, disconnect, cancel', () => {
  test('SPEC §4 the embedded Solana account is another sign-in: Sign In With Solana, approved in the secure frame, verified by the server', async () => {
    await accountSteps(run.page).openAccount()
    await dialog().getByTestId('account-network').click()
    await dialog().getByText('Solana Local', { exact: true }).click()
    await expect.poll(view).toBe('SIWXSignMessage')
    // Cancel here would end the EVM account's connection and sign-in too (one sign-in serves both): the view says so.
    expect(await dialog().getByTestId('siwx-view').textContent()).toContain('Cancelling will disconnect this wallet here and on Ethereum and EVM, ending any sign-in there too.')
    await run.e2e.screenshot(run.page, 'embedded-siwx-solana-cancel-says-light')
    solanaAddress = (await run.page.getByTestId('host-address').textContent()) ?? ''
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const posted = run.page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions')
    await dialog().getByTestId('siwx-sign').click()
    const frame = await steps().approvalCard()
    expect(await frame.getByTestId('approval-detail').textContent()).toContain(`wants you to sign in with your Solana account:\n${solanaAddress}\n`)
    await frame.getByTestId('approve').click()
    const { message } = (await posted).postDataJSON() as { message: string }
    expect(message).toContain(`wants you to sign in with your Solana account:\n${solanaAddress}\n`)
    await expect.poll(() => dialog().count()).toBe(0)
    // The host's server now holds both sessions of this browser.
    const solanaChain = `solana:${run.e2e.stack.solana.genesisHash.slice(0, 32)}`
    const both = async () => ((await signedInAs()) ?? '').replace(/^Signed in as /, '').split(', ').sort()
    await expect.poll(both).toEqual([`${address} on eip155:31337`, `${solanaAddress} on ${solanaChain}`].sort())
    expect(await sessionsOf(solanaAddress)).toHaveLength(1)
    // Back on Local A, the EVM session still holds: nothing is asked.
    await accountSteps(run.page).openAccount()
    await dialog().getByTestId('account-network').click()
    await dialog().getByText('Local A', { exact: true }).click()
    await untilText(run.page, 'host-address', address)
    await expect.poll(view).toBe('Account')
    expect(await sessionsOf(address)).toHaveLength(1)
    await closeModal(run.page)
  })

  test('SPEC §4 disconnecting revokes the sessions on the server, the Solana account\'s too', async () => {
    await closeModal(run.page)
    await accountSteps(run.page).openAccount()
    const revoked = run.page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/sessions/${address}/revoke`)
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    expect(await (await revoked).json()).toEqual({ revoked: 1 })
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('disconnected')
    await expect.poll(signedInAs).toBe('Not signed in')
    expect(await sessionsOf(address)).toEqual([])
    // The embedded wallet's Solana account was disconnected with it: its session ended too.
    await expect.poll(() => sessionsOf(solanaAddress)).toEqual([])
  })

  test('SPEC §4 cancel disconnects when sign-in is required: the embedded wallet too, and a reload does not bring it back', async () => {
    // Another person (a new code for ERIN would be within SPEC §5's 30 s throttle).
    const seen = await steps().requestCode(FRANK)
    const { code } = await nextCode(run.e2e, FRANK, seen)
    await dialog().getByTestId('otp-input').fill(code)
    await expect.poll(view).toBe('SIWXSignMessage')
    const frank = (await run.page.getByTestId('host-address').textContent()) as Address
    expect(frank).not.toBe(address)
    // One sign-in serves both namespaces: Cancel says it ends the Solana account's connection too.
    await expect.poll(() => dialog().getByTestId('siwx-view').textContent()).toContain('Cancelling will disconnect this wallet here and on Solana, ending any sign-in there too.')
    await dialog().getByTestId('siwx-cancel').click()
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('disconnected')
    await expect.poll(() => dialog().count()).toBe(0)
    // Nothing is left for startup to restore (SPEC §3 stored items) …
    const stored = await run.page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.endsWith('connected_connector_ids') && !key.endsWith('disconnected_connector_ids'))
        .map((key) => localStorage.getItem(key)),
    )
    expect(stored).toEqual(['{}'])
    // … and the page comes back disconnected.
    await run.page.reload()
    await run.page.getByTestId('connect-button').waitFor()
    expect(await run.page.getByTestId('connect-button').textContent()).toBe('Connect Wallet')
    expect(await run.page.getByTestId('host-status').textContent()).toBe('disconnected')
    expect(await sessionsOf(frank)).toEqual([])
  })

})

describe('SPEC §6 names with a wallet connection', () => {
  test("SPEC §6 a wallet connection (not auth) is not offered 'Choose a name' unless the host opts in", async () => {
    for (const [names, offered] of [['auth', 0], ['wallets', 1]] as const) {
      // Sign-in off here: this is about what Account offers a wallet connection.
      const other = await run.e2e.newPage({ url: `${run.e2e.stack.urls.demo}?signin=off&names=${names}` })
      await other.getByTestId('connect-button').click()
      await pickWallet(other, 'Dev Wallet (local)')
      await untilText(other, 'host-address', DEV_WALLET)
      await closeModal(other)
      await accountSteps(other).openAccount()
      // Account's own actions are there (it has rendered) …
      await other.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).waitFor()
      // … and the names entry only when the host let wallet connections register.
      const chooseName = other.getByRole('dialog').getByRole('button', { name: 'Choose a name' })
      if (offered) await chooseName.waitFor()
      expect(await chooseName.count()).toBe(offered)
      await other.close()
    }
  })
})
