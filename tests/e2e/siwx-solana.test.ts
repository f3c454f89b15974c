// Sign-in required on the demo page with the Solana dev wallet (Wallet Standard) on the local
// Solana runtime: a Sign In With Solana message, verified by the server (ed25519), the session read
// back by the host's server; a reload keeps it; disconnecting revokes it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startE2E, type E2E } from './harness'

let e2e: E2E
let page: Page
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gangway-e2e-'))
  e2e = await startE2E({ dataDir })
  page = await e2e.newPage({ url: `${e2e.stack.urls.demo}?signin=required` })
})
afterAll(async () => {
  await e2e?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const dialog = () => page.getByRole('dialog')
const view = () => dialog().getAttribute('data-view', { timeout: 10_000 })
const signedInAs = () => page.getByTestId('signed-in-as').textContent()
const owner = () => e2e.stack.solana.accounts[0]!
const chainId = () => `solana:${e2e.stack.solana.genesisHash.slice(0, 32)}`

describe('SPEC §4 sign-in required with the Solana dev wallet', () => {
  test('SPEC §4 connecting opens SIWXSignMessage; SPEC §2 it cannot be closed before signing', async () => {
    await page.getByTestId('connect-button').click()
    await dialog().getByText('Dev Solana Wallet (local)').click()
    await expect.poll(view).toBe('SIWXSignMessage')
    await page.keyboard.press('Escape')
    expect(await view()).toBe('SIWXSignMessage')
  })

  test('SPEC §4 the wallet signs a Sign In With Solana message; the server verifies it and keeps the session; the page shows it', async () => {
    const posted = page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions')
    await dialog().getByTestId('siwx-sign').click()
    const { message, signature } = (await posted).postDataJSON() as { message: string; signature: string }
    expect(message).toMatch(new RegExp(`^127\\.0\\.0\\.1:\\d+ wants you to sign in with your Solana account:\\n${owner()}\\n\\n.+\\n\\nURI: .+\\nVersion: 1\\nChain ID: ${chainId().slice(7)}\\nNonce: `))
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    await expect.poll(() => dialog().count()).toBe(0)
    await expect.poll(signedInAs).toBe(`Signed in as ${owner()} on ${chainId()}`)
  })

  test('SPEC §4 a reload keeps the session', async () => {
    const checked = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/v1/sessions/${owner()}`)
    await page.reload()
    expect(((await (await checked).json()) as { sessions: unknown[] }).sessions).toHaveLength(1)
    await expect.poll(signedInAs).toBe(`Signed in as ${owner()} on ${chainId()}`)
    expect(await dialog().count()).toBe(0)
  })

  test('SPEC §4 disconnecting revokes the session on the server', async () => {
    await page.getByTestId('connect-button').click()
    await expect.poll(view).toBe('Account')
    const revoked = page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/sessions/${owner()}/revoke`)
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    expect(await (await revoked).json()).toEqual({ revoked: 1 })
    await expect.poll(() => page.getByTestId('host-status').textContent()).toBe('disconnected')
    await expect.poll(signedInAs).toBe('Not signed in')
  })
})
