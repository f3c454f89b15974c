// Sign-in required on the demo page with the Solana dev wallet (Wallet Standard) on the local
// Solana runtime: a Sign In With Solana message, verified by the server (ed25519), the session read
// back by the host's server; a reload keeps it; disconnecting revokes it.
import type { Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { e2eForFile } from './fixtures'
import { pickWallet } from './harness'

const run = e2eForFile({ freshData: true, url: (e2e) => `${e2e.stack.urls.demo}?signin=required` })

const dialog = () => run.page.getByRole('dialog')
const view = () => dialog().getAttribute('data-view', { timeout: 10_000 })
const signedInAs = () => run.page.getByTestId('signed-in-as').textContent()
const owner = () => run.e2e.stack.solana.accounts[0]!
const chainId = () => `solana:${run.e2e.stack.solana.genesisHash.slice(0, 32)}`

describe('SPEC §4 sign-in required with the Solana dev wallet', () => {
  test('SPEC §4 connecting opens SIWXSignMessage; SPEC §2 it cannot be closed before signing', async () => {
    await run.page.getByTestId('connect-button').click()
    await pickWallet(run.page, 'Dev Solana Wallet (local)')
    await expect.poll(view).toBe('SIWXSignMessage')
    await run.page.keyboard.press('Escape')
    expect(await view()).toBe('SIWXSignMessage')
  })

  test('SPEC §4 the wallet signs a Sign In With Solana message; the server verifies it and keeps the session; the page shows it', async () => {
    const posted = run.page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions')
    await dialog().getByTestId('siwx-sign').click()
    const { message, signature } = (await posted).postDataJSON() as { message: string; signature: string }
    expect(message).toMatch(new RegExp(`^127\\.0\\.0\\.1:\\d+ wants you to sign in with your Solana account:\\n${owner()}\\n\\n.+\\n\\nURI: .+\\nVersion: 1\\nChain ID: ${chainId().slice(7)}\\nNonce: `))
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    await expect.poll(() => dialog().count()).toBe(0)
    await expect.poll(signedInAs).toBe(`Signed in as ${owner()} on ${chainId()}`)
  })

  test('SPEC §4 a reload keeps the session', async () => {
    const checked = run.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/v1/sessions/${owner()}`)
    await run.page.reload()
    expect(((await (await checked).json()) as { sessions: unknown[] }).sessions).toHaveLength(1)
    await expect.poll(signedInAs).toBe(`Signed in as ${owner()} on ${chainId()}`)
    expect(await dialog().count()).toBe(0)
  })

  test('SPEC §4 disconnecting revokes the session on the server', async () => {
    await run.page.getByTestId('connect-button').click()
    await expect.poll(view).toBe('Account')
    const revoked = run.page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/sessions/${owner()}/revoke`)
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    expect(await (await revoked).json()).toEqual({ revoked: 1 })
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('disconnected')
    await expect.poll(signedInAs).toBe('Not signed in')
  })
})
