// A walk through every view a person can reach on the demo page, for the checks that run on each
// (axe, the gallery's screenshots, reflow at 320 px): the tour calls `visit(name)` once the view
// shows its real content, and the caller checks what it wants there.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from 'playwright-core'
import { expect } from 'vitest'
import { embeddedSteps } from './embedded'
import { closeModal, pickWallet, settled, untilText, walletListComplete, type E2E } from './harness'

/** Called once a view shows its real content; every tour takes the same arguments (the stack, a page, the check). */
export type Visit = (name: string) => Promise<void>

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeFinding {
  rule: string
  impact: string
  help: string
  targets: string[]
}

/**
 * axe-core's findings in the modal's shadow root (or, the modal closed, the host buttons' roots in the
 * page's toolbar) and in the embedded wallet's secure frame when it shows: every rule axe runs by
 * default (WCAG 2.0–2.2 A and AA, and its best practices).
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // Mid-transition a view is partly transparent, and its colours would be measured so.
  await settled(page)
  // The embedded wallet's secure frame, when it shows (ApproveTransaction): its own document, its own origin.
  const secure = page.locator('iframe[data-gangway-secure-frame]')
  const frame = (await secure.count()) && (await secure.isVisible()) ? await (await secure.elementHandle())?.contentFrame() : undefined
  const inFrame = frame ? await axeIn(frame, false) : []
  return [...(await axeIn(page.mainFrame(), true)), ...inFrame.map((f) => ({ ...f, targets: f.targets.map((t) => `secure frame ${t}`) }))]
}

async function axeIn(frame: Frame, modal: boolean): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, so the page's CSP does not stand in the way.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
  return frame.evaluate(async (modal) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact?: string; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe
    const include: string[][] = []
    if (!modal) include.push(['body'])
    else if (document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role="dialog"]')) include.push(['gangway-modal'])
    else include.push(['.toolbar'])
    // iframes: false, the secure frame is checked in its own right (it is another origin)
    const result = await axe.run({ include }, { resultTypes: ['violations'], iframes: false })
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }))
  }, modal)
}

/** Switches the modal's theme the way the demo's toolbar does (a click on its toggle, which the overlay covers). */
export async function setTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme)
  if (current !== mode) await page.getByTestId('theme-toggle').evaluate((el) => (el as HTMLButtonElement).click())
  await expect.poll(() => page.evaluate(() => document.querySelector('gangway-modal')?.getAttribute('data-theme') ?? document.documentElement.dataset.theme)).toBe(mode)
}

const dialog = (page: Page) => page.getByRole('dialog')
const view = (page: Page) => dialog(page).getAttribute('data-view')
const back = (page: Page) => dialog(page).locator('header').getByRole('button', { name: 'Back' }).click()

/** Connect and the ways in, with nothing connected: wallets, WalletConnect, e-mail, socials, and their error states. */
export async function tourConnect(_e2e: E2E, page: Page, visit: Visit): Promise<void> {
  await page.getByTestId('connect-button').click()
  await walletListComplete(page)
  await dialog(page).getByTestId('email-input').waitFor()
  await visit('connect')

  await pickWallet(page, 'All Wallets')
  await dialog(page).getByRole('searchbox', { name: 'Search wallet' }).waitFor()
  await expect.poll(() => dialog(page).locator('[data-wallet-id] img').count()).toBeGreaterThan(0)
  await visit('all-wallets')
  await back(page)

  await pickWallet(page, 'WalletConnect')
  await expect.poll(() => page.getByTestId('wc-qr').getAttribute('data-uri')).toMatch(/^wc:/)
  await visit('connecting-walletconnect')
  await back(page)

  // The dev wallet turns the request down: the connecting view's error state.
  await page.evaluate(() => window.__devWallet!.reject())
  await pickWallet(page, 'Dev Wallet (local)')
  await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
  await visit('connecting-wallet-error')
  await back(page)

  // E-mail: the code view, then a wrong code.
  await dialog(page).getByTestId('email-input').fill(`a11y-${Date.now()}@example.com`)
  await dialog(page).getByTestId('email-submit').click()
  await expect.poll(() => view(page)).toBe('EmailLogin')
  await visit('email-code')
  await dialog(page).getByTestId('otp-input').fill('000000')
  await dialog(page).getByTestId('otp-error').waitFor()
  await visit('email-code-error')
  await back(page)

  // A social sign-in waiting on its popup, then the popup closed.
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog(page).locator('[data-provider="github"]').click()])
  await popup.locator('[data-user="alice"]').waitFor()
  await page.bringToFront()
  await expect.poll(() => view(page)).toBe('ConnectingSocial')
  await visit('connecting-social')
  await popup.close()
  await page.bringToFront()
  await dialog(page).getByTestId('social-error').waitFor()
  await visit('connecting-social-error')
  await back(page)

  await dialog(page).locator('[data-provider="farcaster"]').click()
  await expect.poll(() => view(page)).toBe('ConnectingFarcaster')
  await dialog(page).getByTestId('farcaster-qr').waitFor()
  await visit('connecting-farcaster')
  await back(page)
}

/** The account and its features, the dev wallet connected: Account and its tabs, Networks, Send, Receive, Swap, Buy, names, Pay. */
export async function tourAccount(_e2e: E2E, page: Page, visit: Visit): Promise<void> {
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'Dev Wallet (local)')
  await untilText(page, 'host-status', 'connected')
  await visit('connect-button-connected')
  await page.getByTestId('connect-button').click()
  await expect.poll(() => view(page)).toBe('Account')
  await dialog(page).getByTestId('token-list').waitFor()
  await visit('account')

  for (const [tab, name] of [['NFTs', 'account-nfts'], ['Activity', 'account-activity']] as const) {
    await dialog(page).getByRole('tab', { name: tab }).click()
    await dialog(page).locator('[role="tabpanel"]').locator('[data-testid="nft-list"], [data-testid="nfts-empty"], [data-testid="activity-list"], [data-testid="activity-empty"]').first().waitFor()
    await visit(name)
  }
  await dialog(page).getByRole('tab', { name: 'Tokens' }).click()

  await dialog(page).getByTestId('account-network').click()
  await expect.poll(() => view(page)).toBe('Networks')
  await visit('networks')
  await back(page)

  const feature = async (button: RegExp, viewName: string, name: string, ready: (p: Page) => Promise<unknown>) => {
    await dialog(page).locator('.feature-actions').getByRole('button', { name: button }).click()
    await expect.poll(() => view(page)).toBe(viewName)
    await ready(page)
    await visit(name)
  }
  await feature(/^Send/, 'WalletSend', 'send', (p) => dialog(p).locator('#send-amount').waitFor())
  await dialog(page).locator('#send-amount').fill('100000000')
  await dialog(page).locator('#send-to').fill('not an address')
  await dialog(page).getByRole('button', { name: 'Review send' }).click()
  await dialog(page).getByTestId('send-error').waitFor()
  await visit('send-error')
  await back(page)
  await feature(/^Receive/, 'WalletReceive', 'receive', (p) => dialog(p).getByTestId('receive-address').waitFor())
  await back(page)
  await feature(/^Swap/, 'Swap', 'swap', (p) => dialog(p).getByTestId('swap-review').waitFor())
  await back(page)
  await feature(/^Buy/, 'OnRampProviders', 'buy', (p) => dialog(p).getByTestId('onramp-providers').waitFor())
  await back(page)

  await dialog(page).getByRole('button', { name: 'Choose a name' }).click()
  await expect.poll(() => view(page)).toBe('RegisterAccountName')
  await dialog(page).getByTestId('name-register').waitFor()
  await visit('names')
  await closeModal(page)

  await page.getByTestId('pay-demo').click()
  await expect.poll(() => view(page)).toBe('Pay')
  await dialog(page).getByTestId('pay-button').waitFor()
  await visit('pay')
  await closeModal(page)
}

/** Sign-in with the wallet, required: SIWXSignMessage after connecting (a page of its own). */
export async function tourSignIn(_e2e: E2E, page: Page, visit: Visit): Promise<void> {
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'Dev Wallet (local)')
  await expect.poll(() => view(page)).toBe('SIWXSignMessage')
  await dialog(page).getByTestId('siwx-sign').waitFor()
  await visit('sign-in')
}

/** A SPEC §8 alert over Connect: the services refuse an unknown project id. */
export async function tourAlert(_e2e: E2E, page: Page, visit: Visit): Promise<void> {
  await page.getByTestId('connect-button').click()
  await dialog(page).locator('[role="alert"][data-alert]').waitFor()
  await visit('connect-alert')
}

/** The embedded wallet signed in by e-mail: its Account, ProfileWallets, UpdateEmailWallet, and ApproveTransaction over a message. */
export async function tourEmbedded(e2e: E2E, page: Page, visit: Visit): Promise<void> {
  const email = `a11y-embedded-${Date.now()}@example.com`
  await embeddedSteps(page, e2e).emailSignIn(email)
  await page.getByTestId('connect-button').click()
  await expect.poll(() => view(page)).toBe('Account')
  await dialog(page).getByTestId('account-balance').filter({ hasText: /\d/ }).waitFor()
  await visit('embedded-account')
  await dialog(page).getByRole('button', { name: 'Wallets', exact: true }).click()
  await expect.poll(() => view(page)).toBe('ProfileWallets')
  await dialog(page).getByTestId('profile-wallet-solana').waitFor()
  await visit('embedded-profile-wallets')
  await back(page)
  await dialog(page).getByRole('button', { name: 'Edit email' }).click()
  await expect.poll(() => view(page)).toBe('UpdateEmailWallet')
  await dialog(page).getByTestId('update-email-input').waitFor()
  await visit('embedded-update-email')
  await closeModal(page)
  await page.locator('input[aria-label="Message"]').fill('Hello from the accessibility tour')
  await page.getByTestId('sign-button').click()
  await embeddedSteps(page, e2e).approvalCard()
  await visit('embedded-approve')
}
