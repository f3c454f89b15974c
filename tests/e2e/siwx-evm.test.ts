// Sign-in required on the demo page with the EVM dev wallet, in Chromium against the local stack:
// SIWXSignMessage opens after connecting and cannot be closed before signing (SPEC §2); signing
// opens a session the host's server keeps in an HttpOnly cookie and reads back ("signed in as");
// a reload keeps it; cancel disconnects; a declined signature is said; a tampered signature or a
// replayed nonce is refused by the server; sign-out revokes.
import type { Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { e2eForFile } from './fixtures'
import { pickWallet } from './harness'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const run = e2eForFile({ freshData: true, url: (e2e) => `${e2e.stack.urls.demo}?signin=required` })

const dialog = () => run.page.getByRole('dialog')
const view = () => dialog().getAttribute('data-view', { timeout: 10_000 })
const signedInAs = () => run.page.getByTestId('signed-in-as').textContent()
const api = (path: string) => `${run.e2e.stack.urls.api}${path}?projectId=gangway-demo&st=gangway&sv=html-wagmi-4.2.2`
/** A request from the page itself, with its cookie, as its own scripts (or a forger on it) would send. */
const fromPage = (method: string, url: string, body?: unknown) =>
  run.page.evaluate(
    async ([method, url, body]) => {
      const res = await fetch(url as string, { method: method as string, credentials: 'include', headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    },
    [method, url, body] as const,
  )

async function connectEvm(): Promise<void> {
  await run.page.getByTestId('connect-button').click()
  // Once the catalogue's wallets are in: their arrival moves the rows, and a click then may land between them.
  await pickWallet(run.page, 'Dev Wallet (local)')
  await expect.poll(view).toBe('SIWXSignMessage')
}

interface SignedSession {
  data: { nonce: string; accountAddress: string; chainId: string }
  message: string
  signature: string
}
let signed: SignedSession

describe('SPEC §4 sign-in required with the EVM dev wallet', () => {
  test('SPEC §4 after connecting, SIWXSignMessage opens; SPEC §2 Escape, Close and the overlay do not close it', async () => {
    await connectEvm()
    expect(await run.page.getByTestId('host-status').textContent()).toBe('connected')
    await run.page.keyboard.press('Escape')
    await dialog().getByRole('button', { name: 'Close' }).click()
    await run.page.getByTestId('gangway-overlay').click({ position: { x: 5, y: 5 } })
    expect(await view()).toBe('SIWXSignMessage')
    expect(await dialog().getByText('Gangway demo needs to connect to your wallet').count()).toBe(1)
    await run.e2e.screenshot(run.page, 'siwx-sign-message-light')
    expect(await signedInAs()).toBe('Not signed in')
  })

  test("SPEC §8 a declined signature shows 'Signature declined' and the view stays", async () => {
    await run.page.evaluate(() => window.__devWallet!.reject())
    await dialog().getByTestId('siwx-sign').click()
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('Signature declined')
    expect(await view()).toBe('SIWXSignMessage')
  })

  test('SPEC §4 signing: the server verifies the EIP-4361 message and keeps the session; the modal closes; the page shows who signed in', async () => {
    const posted = run.page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions')
    await dialog().getByTestId('siwx-sign').click()
    signed = (await posted).postDataJSON() as SignedSession
    await expect.poll(() => dialog().count()).toBe(0)
    await expect.poll(signedInAs).toBe(`Signed in as ${ALICE} on eip155:31337`)
    expect(signed.message).toMatch(/^127\.0\.0\.1:\d+ wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nSign in to Gangway demo with your wallet\.\n\nURI: http:\/\/127\.0\.0\.1:\d+\/\?signin=required\nVersion: 1\nChain ID: 31337\nNonce: [0-9a-f]{36}\nIssued At: /)
    // HttpOnly: the page's scripts never see the session cookie.
    expect(await run.page.evaluate(() => document.cookie)).not.toContain('gangway_siwx')
    const cookie = (await run.page.context().cookies()).find((c) => c.name === 'gangway_siwx')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: '127.0.0.1' })
  })

  test('SPEC §4 a replayed nonce and a tampered signature are refused by the server', async () => {
    const replay = await fromPage('POST', api('/v1/sessions'), signed)
    expect(replay).toEqual({ status: 401, body: { error: 'Unknown, used or expired nonce' } })
    const { body: fresh } = await fromPage('POST', api('/v1/sessions/nonce'))
    const nonce = fresh.nonce as string
    const forged = { ...signed, data: { ...signed.data, nonce }, message: signed.message.replace(signed.data.nonce, nonce) }
    expect(await fromPage('POST', api('/v1/sessions'), forged)).toEqual({ status: 401, body: { error: 'Invalid signature' } })
    const flipped = `${signed.signature.slice(0, -4)}${signed.signature.endsWith('0000') ? '1111' : '0000'}`
    expect((await fromPage('POST', api('/v1/sessions'), { ...forged, signature: flipped })).status).toBe(401)
    // Still one session, the real one.
    const { body } = await fromPage('GET', api(`/v1/sessions/${ALICE}`))
    expect((body.sessions as unknown[]).length).toBe(1)
  })

  test('SPEC §4 a reload keeps the session: the page still shows it and the sign-in view does not open', async () => {
    const checked = run.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/v1/sessions/${ALICE}`)
    await run.page.reload()
    expect(await (await checked).json()).toMatchObject({ sessions: [{ data: { accountAddress: ALICE, chainId: 'eip155:31337' } }] })
    await expect.poll(signedInAs).toBe(`Signed in as ${ALICE} on eip155:31337`)
    await run.page.getByTestId('host-address').filter({ hasText: ALICE }).waitFor()
    expect(await dialog().count()).toBe(0)
  })

  test('SPEC §4 sign-out revokes the session on the server (and, sign-in being required, disconnects)', async () => {
    await run.page.getByTestId('sign-out').click()
    await expect.poll(signedInAs).toBe('Not signed in')
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('disconnected')
    expect((await fromPage('GET', api(`/v1/sessions/${ALICE}`))).body).toEqual({ sessions: [] })
  })

  test('SPEC §4 cancel disconnects when sign-in is required', async () => {
    await connectEvm()
    await dialog().getByTestId('siwx-cancel').click()
    await expect.poll(() => dialog().count()).toBe(0)
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('disconnected')
    expect(await run.page.getByTestId('connect-button').textContent()).toBe('Connect Wallet')
  })
})
