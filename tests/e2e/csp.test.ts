// The modal on a page with a strict Content Security Policy (services/stack/csp.ts: no 'unsafe-eval',
// no inline script, scripts only from the page's origin), end to end: the catalogue and its images,
// WalletConnect's QR code (its SDK loaded), the dev wallet connected, Account's tokens, a signature.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pickWallet, startE2E, untilText, walletListComplete, type E2E } from './harness'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(() => e2e?.close())

interface Violation {
  directive: string
  blocked: string
  sample: string
}

/**
 * The demo under its strict policy (`?csp=strict`, or `strict-styles` without inline styles), every
 * CSP violation recorded from the first script on. The header comes from the demo server itself: a
 * document fulfilled by the test would lose its loopback address space and every call from it.
 */
async function cspPage(mode: 'strict' | 'strict-styles' = 'strict'): Promise<{ page: Page; violations: () => Promise<Violation[]>; policy: string }> {
  const page = await e2e.newPage({ url: '' })
  await page.addInitScript(() => {
    const seen: Violation[] = ((window as unknown as { __csp: Violation[] }).__csp = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }))
  })
  const response = await page.goto(`${e2e.stack.urls.demo}?csp=${mode}`)
  const policy = (await response!.allHeaders())['content-security-policy'] ?? ''
  return { page, violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp), policy }
}

describe('a strict Content Security Policy', () => {
  test("the modal works end to end under script-src 'self' (no 'unsafe-eval', no inline script) and breaks no rule of the policy", async () => {
    const { page, violations, policy } = await cspPage()
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    const dialog = page.getByRole('dialog')
    await page.getByTestId('connect-button').click()
    await walletListComplete(page)
    // catalogue icons come from the services' origin (img-src)
    await expect.poll(() => dialog.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length)).toBeGreaterThan(0)
    await pickWallet(page, 'WalletConnect')
    await expect.poll(() => page.getByTestId('wc-qr').getAttribute('data-uri'), { timeout: 20_000 }).toMatch(/^wc:/)
    await page.getByRole('button', { name: 'Back' }).click()
    await pickWallet(page, 'Dev Wallet (local)')
    await untilText(page, 'host-address', ALICE)
    await page.getByTestId('connect-button').click()
    await dialog.getByTestId('token-list').waitFor()
    await page.keyboard.press('Escape')
    await page.getByTestId('sign-button').click()
    await expect.poll(() => page.getByTestId('signature-valid').textContent()).toBe('valid')
    expect(await violations()).toEqual([])
    await page.close()
  })

  test("why style-src has 'unsafe-inline': without it the <style> elements the modal's views bring are blocked (its constructable stylesheet is not)", async () => {
    const { page, violations, policy } = await cspPage('strict-styles')
    expect(policy).toContain("style-src 'self';")
    await page.getByTestId('connect-button').click()
    await page.getByRole('dialog').waitFor()
    await expect.poll(async () => (await violations()).filter((v) => v.directive === 'style-src-elem').length).toBeGreaterThan(0)
    // the dialog itself is still styled by the adopted sheet: 360px wide (SPEC §9)
    expect(await page.getByRole('dialog').evaluate((el) => getComputedStyle(el).width)).toBe('360px')
    expect((await violations()).filter((v) => v.directive.startsWith('script-src'))).toEqual([])
    await page.close()
  })
})
