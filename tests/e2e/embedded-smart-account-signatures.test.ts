// The embedded wallet's smart account signs for itself, in Chromium against the local stack with the
// bundler on Local A (smartAccounts on): sign-in (EIP-4361) and a name registration signed in the secure
// frame are verified by the services through Local A's node, while the account is counterfactual (ERC-6492:
// the signature carries the factory call) and once it is deployed (ERC-1271: the account's isValidSignature).
// Gina signs in with sign-in required before her account exists; Hank first deploys his with a send, then
// registers a name and signs in.
import type { Page, Request } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address, type Hex } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountSteps } from './account'
import { embeddedSteps, nextCode } from './embedded'
import { closeModal, startE2E, untilText, type E2E } from './harness'

const GINA = 'gina.smart@example.com'
const HANK = 'hank.smart@example.com'
const RECEIVER: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
/** ERC-6492's magic suffix: the signature of an account that is not deployed yet. */
const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'

let e2e: E2E
beforeAll(async () => {
  const t0 = performance.now()
  e2e = await startE2E({ embedded: { email: true }, smartAccounts: true })
  console.log(`stack with the bundler up in ${Math.round(performance.now() - t0)} ms (ERC-4337 contracts and alto: ${e2e.stack.startMs.smartAccounts} ms)`)
})
afterAll(() => e2e?.close())

const chainA = () => createPublicClient({ transport: http(e2e.stack.urls.evmA) })
const isDeployed = async (address: Address) => Boolean(await chainA().getCode({ address }))
const api = (path: string) => `${e2e.stack.urls.api}${path}?projectId=gangway-demo&st=gangway&sv=e2e`
const reverseNames = async (address: Address) =>
  ((await (await fetch(api(`/v1/profile/reverse/${address}`))).json()) as Array<{ name: string; addresses: Record<string, { address: string }> }>).map((r) => [r.name, r.addresses['60']?.address])

function pageSteps(page: Page) {
  const dialog = () => page.getByRole('dialog')
  const view = () => dialog().getAttribute('data-view', { timeout: 10_000 })
  const steps = embeddedSteps(page, e2e)
  return {
    dialog,
    view,
    steps,
    hostAddress: async () => (await page.getByTestId('host-address').textContent()) as Address,
    signedInAs: () => page.getByTestId('signed-in-as').textContent(),
    /** The session routes answer the page's own cookie: ask from the page, as its scripts would. */
    sessionsOf: (who: string) =>
      page.evaluate(async (url) => ((await (await fetch(url, { credentials: 'include' })).json()) as { sessions: unknown[] }).sessions, api(`/v1/sessions/${who}`)),
    /** SIWXSignMessage → Sign → the approval card → approved; resolves with what the page posted to the services. */
    async signIn(): Promise<{ message: string; signature: Hex }> {
      const posted = page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions')
      await dialog().getByTestId('siwx-sign').click()
      await (await steps.approvalCard()).getByTestId('approve').click()
      return (await posted).postDataJSON() as { message: string; signature: Hex }
    },
    /** Account → Choose a name → the name → the approval card → approved; resolves with the registration posted and what the services answered. */
    async registerName(name: string): Promise<{ signature: Hex; status: number }> {
      await accountSteps(page).openAccount()
      await dialog().getByRole('button', { name: 'Choose a name' }).click()
      await expect.poll(view).toBe('RegisterAccountName')
      await dialog().locator('#name-input').fill(name)
      await expect.poll(() => dialog().locator(`[data-name="${name}.gw"]`).textContent({ timeout: 5000 })).toBe(`${name}.gwAvailable`)
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/profile/account')
      await dialog().getByTestId('name-register').click()
      await (await steps.approvalCard()).getByTestId('approve').click()
      const response = await answered
      await expect.poll(view).toBe('RegisterAccountNameSuccess')
      return { signature: (response.request().postDataJSON() as { signature: Hex }).signature, status: response.status() }
    },
  }
}

describe('SPEC §4, §6 the counterfactual smart account signs in and registers a name (ERC-6492)', () => {
  let page: Page
  let gina: ReturnType<typeof pageSteps>
  let smart: Address
  beforeAll(async () => {
    page = await e2e.newPage({ url: `${e2e.stack.urls.demo}?signin=required&names=auth` })
    gina = pageSteps(page)
  })

  test('SPEC §4 sign-in required: the EIP-4361 message the secure frame signs for the undeployed smart account is verified by the services, and the session kept', async () => {
    const seen = await gina.steps.requestCode(GINA)
    const { code } = await nextCode(e2e, GINA, seen)
    await gina.dialog().getByTestId('otp-input').fill(code)
    await expect.poll(gina.view).toBe('SIWXSignMessage')
    smart = await gina.hostAddress()
    expect(await isDeployed(smart)).toBe(false)
    const { message, signature } = await gina.signIn()
    expect(message).toContain(`wants you to sign in with your Ethereum account:\n${smart}\n`)
    // ERC-6492: the owner's signature wrapped with the factory's call, as a verifier needs it before deployment
    expect(signature.endsWith(ERC6492_SUFFIX)).toBe(true)
    await gina.steps.signedIn()
    await expect.poll(gina.signedInAs).toBe(`Signed in as ${smart} on eip155:31337`)
    expect(await gina.sessionsOf(smart)).toMatchObject([{ data: { accountAddress: smart, chainId: 'eip155:31337' }, message, signature }])
    // The services verified it without deploying anything (a simulation), and so does any verifier
    expect(await isDeployed(smart)).toBe(false)
    expect(await verifySiweMessage(chainA(), { message, signature, address: smart })).toBe(true)
  })

  test('SPEC §4, §6 names: a name registered by the undeployed smart account (ERC-6492) is accepted and answered for its address', async () => {
    const { signature, status } = await gina.registerName('gina-smart')
    expect(status).toBe(200)
    expect(signature.endsWith(ERC6492_SUFFIX)).toBe(true)
    expect(await reverseNames(smart)).toEqual([['gina-smart.gw', smart]])
    expect(await isDeployed(smart)).toBe(false)
    await closeModal(page)
  })
})

describe('SPEC §4, §6 the deployed smart account registers a name and signs in (ERC-1271)', () => {
  let page: Page
  let hank: ReturnType<typeof pageSteps>
  let smart: Address
  beforeAll(async () => {
    page = await e2e.newPage({ url: `${e2e.stack.urls.demo}?names=auth` })
    hank = pageSteps(page)
  })

  test('SPEC §3 deployed flag: the first send deploys the smart account', async () => {
    await hank.steps.emailSignIn(HANK)
    smart = await hank.hostAddress()
    expect(await isDeployed(smart)).toBe(false)
    await accountSteps(page).fillSend('ETH', '0.01', RECEIVER)
    await expect.poll(accountSteps(page).view).toBe('WalletSendPreview')
    await hank.dialog().getByTestId('send-button').click()
    await (await hank.steps.approvalCard()).getByTestId('approve').click()
    await hank.dialog().getByTestId('send-done').waitFor({ timeout: 20_000 })
    expect(await isDeployed(smart)).toBe(true)
    expect(await chainA().getBalance({ address: RECEIVER })).toBeGreaterThanOrEqual(parseEther('0.01'))
    await closeModal(page)
  })

  test("SPEC §4, §6 names: the deployed smart account's registration (the owner's signature, checked by ERC-1271) is accepted and answered for its address", async () => {
    const { signature, status } = await hank.registerName('hank-smart')
    expect(status).toBe(200)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await reverseNames(smart)).toEqual([['hank-smart.gw', smart]])
    await closeModal(page)
  })

  test('SPEC §4 sign-in required after a reload: the deployed smart account signs the EIP-4361 message (ERC-1271) and the services verify it', async () => {
    await page.goto(`${e2e.stack.urls.demo}?signin=required&names=auth`)
    await untilText(page, 'host-address', smart)
    await expect.poll(hank.view).toBe('SIWXSignMessage')
    const { message, signature } = await hank.signIn()
    expect(message).toContain(`wants you to sign in with your Ethereum account:\n${smart}\n`)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await hank.steps.signedIn()
    await expect.poll(hank.signedInAs).toBe(`Signed in as ${smart} on eip155:31337`)
    expect(await hank.sessionsOf(smart)).toMatchObject([{ data: { accountAddress: smart, chainId: 'eip155:31337' }, signature }])
  })
})
