// The embedded wallet signed in with a social account and with Farcaster, in Chromium against the
// local stack (the secure site, the dev OpenID Connect provider standing in for the social providers,
// the dev Farcaster approver standing in for the Farcaster app): the 600×800 popup, a popup closed,
// the Discord display name, Farcaster's QR code and link, a message from a foreign origin ignored on
// both sides, and the secure site stopped.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { accountSteps } from './account'
import { embeddedSteps } from './embedded'
import { e2eForFile } from './fixtures'
import { closeModal, pickWallet } from './harness'

const run = e2eForFile({ stack: { embedded: { social: true } } })

const steps = () => embeddedSteps(run.page, run.e2e)
const dialog = () => run.page.getByRole('dialog')
const status = () => run.page.getByTestId('host-status').textContent()
/** A page behind a popup (even one just closed) may paint no frames: it comes to the front for its picture. */
async function shot(target: Page, name: string): Promise<void> {
  await target.bringToFront()
  await run.e2e.screenshot(target, name)
}

async function signOut(): Promise<void> {
  await accountSteps(run.page).openAccount()
  await dialog().getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(status).toBe('disconnected')
  await closeModal(run.page)
}

async function socialSignIn(provider: string, user: string): Promise<Page> {
  await run.page.getByTestId('connect-button').click()
  const [popup] = await Promise.all([run.page.waitForEvent('popup'), dialog().locator(`[data-provider="${provider}"]`).click()])
  await expect.poll(steps().view).toBe('ConnectingSocial')
  // The popup closes as soon as the modal has the result: nothing to wait for after the click.
  await popup.locator(`[data-user="${user}"]`).click({ noWaitAfter: true })
  await expect.poll(() => popup.isClosed()).toBe(true)
  await run.page.bringToFront()
  await steps().signedIn()
  return popup
}

describe('the embedded wallet, signed in with a social account (SPEC §4)', () => {
  test('SPEC §4 social login: a 600×800 popup on the provider (the dev stand-in), a dev user picked, the result carried back by the secure origin: connected as the GitHub username', async () => {
    await run.page.getByTestId('connect-button').click()
    await expect.poll(() => dialog().getByTestId('socials-section').locator('[data-provider]').evaluateAll((els) => els.map((el) => el.getAttribute('data-provider')))).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    const [popup] = await Promise.all([run.page.waitForEvent('popup'), dialog().locator('[data-provider="github"]').click()])
    await expect.poll(steps().view).toBe('ConnectingSocial')
    await popup.locator('[data-user="alice"]').waitFor()
    expect(await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))).toEqual({ width: 600, height: 800 })
    expect(await popup.getByText('Dev sign-in provider').count()).toBe(1)
    await popup.locator('[data-user="alice"]').click({ noWaitAfter: true })
    await expect.poll(() => popup.isClosed()).toBe(true)
    await run.page.bringToFront()
    await steps().signedIn()
    await accountSteps(run.page).openAccount()
    expect(await dialog().getByTestId('account-wallet').textContent()).toBe('Connected with alice_dev')
    await signOut()
  })

  test("SPEC §5 display name: Discord's trailing 0 is removed ('alice_dev0' shows as 'alice_dev')", async () => {
    await socialSignIn('discord', 'alice')
    await accountSteps(run.page).openAccount()
    await dialog().getByRole('button', { name: 'Wallets', exact: true }).click()
    expect(await dialog().getByTestId('profile-name').textContent()).toBe('alice_dev')
    await run.page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()
    await signOut()
  })

  test("SPEC §4 the popup closed before signing in: 'Popup closed', and the modal can start again", async () => {
    await run.page.getByTestId('connect-button').click()
    const [popup] = await Promise.all([run.page.waitForEvent('popup'), dialog().locator('[data-provider="google"]').click()])
    await popup.locator('[data-user="alice"]').waitFor()
    await popup.close()
    await run.page.bringToFront()
    await expect.poll(() => dialog().getByTestId('social-error').locator('.title').textContent()).toBe('Popup closed')
    await shot(run.page, 'embedded-social-popup-closed-light')
    expect(await status()).toBe('disconnected')
    await closeModal(run.page)
  })

  test("SPEC §4 the sign-in refused at the provider (its Cancel): 'Connection rejected', and the modal can start again", async () => {
    await run.page.getByTestId('connect-button').click()
    const [popup] = await Promise.all([run.page.waitForEvent('popup'), dialog().locator('[data-provider="google"]').click()])
    await popup.locator('[data-user="cancel"]').click({ noWaitAfter: true })
    await expect.poll(() => popup.isClosed()).toBe(true)
    await run.page.bringToFront()
    await expect.poll(() => dialog().getByTestId('social-error').locator('.title').textContent()).toBe('Connection rejected')
    expect(await status()).toBe('disconnected')
    await closeModal(run.page)
  })

  test('SPEC §4 Farcaster: the address is fetched first and shown as a QR code and a link; approved in the dev approver, the modal connects', async () => {
    await run.page.getByTestId('connect-button').click()
    await dialog().locator('[data-provider="farcaster"]').click()
    await expect.poll(steps().view).toBe('ConnectingFarcaster')
    const qr = dialog().getByTestId('farcaster-qr')
    await qr.waitFor()
    const url = await qr.getAttribute('data-value')
    expect(url).toMatch(new RegExp(`^${run.e2e.stack.urls.farcasterApprover}\\?channelToken=[\\w-]+$`))
    expect(await dialog().getByTestId('farcaster-link').getAttribute('href')).toBe(url)
    // The waiting line's spinner is a 20 px ring beside its text, not a sliver of its border.
    const spinner = dialog().getByRole('progressbar', { name: 'Waiting for approval' })
    expect(await spinner.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])).toEqual([20, 20])
    await shot(run.page, 'embedded-connecting-farcaster-light')
    const approver = await run.e2e.newPage({ url: url! })
    expect(await approver.getByText('A stand-in for the Farcaster app').count()).toBe(1)
    await approver.locator('button[data-fid="20001"]').click()
    await approver.getByTestId('farcaster-approved').waitFor()
    await approver.close()
    await run.page.bringToFront()
    await steps().signedIn()
    await accountSteps(run.page).openAccount()
    expect(await dialog().getByTestId('account-wallet').textContent()).toBe('Connected with gangway-alice')
  })

  test('SPEC §5 messages from a foreign origin are ignored: the secure frame does not sign out for one, the modal does not take a forged reply or event', async () => {
    await closeModal(run.page)
    const address = await run.page.getByTestId('host-address').textContent()
    // A frame of another origin on the page (the wallet services' origin) posts to both sides.
    await run.page.evaluate((src) => {
      const foreign = document.createElement('iframe')
      foreign.src = src
      foreign.id = 'foreign'
      document.body.appendChild(foreign)
      return new Promise((resolve) => foreign.addEventListener('load', resolve))
    }, `${run.e2e.stack.urls.api}/projects/v1/origins?projectId=x&st=x&sv=x`)
    const foreign = run.page.frames().find((f) => f.url().startsWith(run.e2e.stack.urls.api))!
    await foreign.evaluate(() => {
      const secure = [...Array(parent.frames.length).keys()].map((i) => parent.frames[i]!).filter((w) => w !== window)
      for (const w of secure) w.postMessage({ type: '@gangway-app/SIGN_OUT', id: 'forged-1' }, '*')
      parent.postMessage({ type: '@gangway-frame/SIGNED_OUT' }, '*')
    })
    // The sign-in still stands: the modal asks the frame for a signature, which the person approves.
    await run.page.getByTestId('sign-button').click()
    const frame = await steps().approvalCard()
    await frame.getByTestId('approve').click()
    await expect.poll(() => run.page.getByTestId('signature-valid').textContent()).toBe('valid')
    expect(await status()).toBe('connected')
    expect(await run.page.getByTestId('host-address').textContent()).toBe(address)
    // After a reload the frame still holds the session: the forged sign-out never reached it.
    await run.page.reload()
    await expect.poll(() => run.page.getByTestId('host-address').textContent()).toBe(address)
    await signOut()
  })

  test("SPEC §8 the secure site stopped: 'Unable to load email login dependency' and the alert after 20 s; the wallets still connect", async () => {
    await run.e2e.stack.embedded!.secure.stop()
    const fresh = await run.e2e.newPage()
    const modal = fresh.getByRole('dialog')
    await fresh.getByTestId('connect-button').click()
    await modal.getByTestId('email-input').fill('nobody@example.com')
    await modal.getByTestId('email-submit').click()
    await expect.poll(() => modal.getByTestId('email-error').textContent(), { timeout: 30_000 }).toBe('Unable to load email login dependency')
    await expect.poll(() => modal.locator('[data-alert="EMBEDDED_WALLET_LOAD_FAILED"] strong').textContent()).toBe('Network Error - Could not load embedded wallet')
    await shot(fresh, 'embedded-secure-site-down-light')
    await pickWallet(fresh, 'Dev Wallet (local)')
    await expect.poll(() => fresh.getByTestId('host-status').textContent()).toBe('connected')
  }, 90_000)
})
