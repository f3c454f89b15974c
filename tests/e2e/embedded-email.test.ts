// The embedded wallet signed in by e-mail, in Chromium against the local stack (the secure site on its
// own origin, the SMTP sink whose dev mailbox the tests read): the code from the mailbox, a wrong
// code, the 30 s wait counted on Resend code, a message and a send approved in the secure frame with the receiver's
// balance checked on the chain, an approval at 200 % zoom, a reload that restores, the e-mail change with codes to the old and
// the new address (Account named after the new one at once), the Solana account, sign-out; an address that cannot be an
// e-mail said in plain words before the secure frame sees it (which refuses it too, for the log); the 30 s wait's refusal on
// Connect shown whole at 1280×800.
import type { Request } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { accountSteps } from './account'
import { embeddedSteps, mailbox, nextCode } from './embedded'
import { e2eForFile } from './fixtures'

const ALICE = 'alice.e2e@example.com'
const ALICE_NEW = 'alice.new@example.com'
const RECEIVER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const run = e2eForFile({ stack: { embedded: { email: true } } })
let address: Address

const steps = () => embeddedSteps(run.page, run.e2e)
const dialog = () => run.page.getByRole('dialog')
const ethOf = (who: Address) => createPublicClient({ transport: http(run.e2e.stack.urls.evmA) }).getBalance({ address: who })

describe('the embedded wallet, signed in by e-mail (SPEC §2, §4)', () => {
  test('SPEC §2 connect method order: with an injected wallet on the page, wallet first, then e-mail and social; the secure frame loads only on the way to them; the address field asks for the e-mail keyboard', async () => {
    await steps().openConnect()
    const methods = await dialog().getByTestId('connect-methods').locator(':scope > [data-method]').evaluateAll((els) => els.map((el) => el.getAttribute('data-method')))
    expect(methods).toEqual(['wallet', 'email', 'social'])
    await run.e2e.screenshot(run.page, 'embedded-connect-light')
    // Issue 15: opening Connect loads no secure frame (its requests and memory); reaching for the e-mail field does.
    const frames = run.page.locator('iframe[data-gangway-secure-frame]')
    expect(await frames.count()).toBe(0)
    await dialog().getByTestId('email-input').focus()
    await expect.poll(() => frames.count()).toBe(1)
    // A phone shows its e-mail keyboard and offers the saved address; nothing is capitalised or corrected
    const field = await dialog().getByTestId('email-input').evaluate((el: HTMLInputElement) => [el.inputMode, el.autocomplete, el.autocapitalize, el.spellcheck])
    expect(field).toEqual(['email', 'email', 'none', false])
  })

  test("SPEC §5 an address that cannot be an e-mail: 'Enter a valid email address', said before anything goes to the secure frame; the frame refuses one as a second line, its reason for the log", async () => {
    await steps().openConnect()
    const started: string[] = []
    const onRequest = (r: Request) => void (new URL(r.url()).pathname === '/api/email/start' && started.push(r.url()))
    run.page.on('request', onRequest)
    try {
      await dialog().getByTestId('email-input').fill('not-an-email')
      await dialog().getByTestId('email-submit').click()
      await expect.poll(() => dialog().getByTestId('email-error').textContent()).toBe('Enter a valid email address')
      expect(await dialog().getByTestId('email-input').getAttribute('aria-invalid')).toBe('true')
      expect(await steps().view()).toBe('Connect')
      await run.e2e.screenshot(run.page, 'embedded-email-invalid-light')
      // The secure frame, asked straight (as a page that skipped the check would): refused as malformed, with its reason.
      await expect.poll(() => run.page.locator('iframe[data-gangway-secure-frame]').count()).toBe(1)
      const reply = await run.page.evaluate(async (origin) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-gangway-secure-frame]')!
        return new Promise<unknown>((resolve) => {
          const listen = (event: MessageEvent) => {
            if ((event.data as { id?: string })?.id !== 'e2e-malformed') return
            window.removeEventListener('message', listen)
            resolve(event.data)
          }
          window.addEventListener('message', listen)
          frame.contentWindow!.postMessage({ type: '@gangway-app/CONNECT_EMAIL', id: 'e2e-malformed', payload: { email: 'not-an-email' } }, origin)
        })
      }, new URL(run.e2e.stack.urls.secure!).origin)
      expect(reply).toEqual({ type: '@gangway-frame/CONNECT_EMAIL_ERROR', id: 'e2e-malformed', payload: { message: 'Invalid CONNECT_EMAIL payload: email must be an e-mail address', code: -32602, malformed: true } })
      expect(started).toEqual([])
    } finally {
      run.page.off('request', onRequest)
    }
    await dialog().getByTestId('email-input').fill('')
  })

  test("SPEC §5 a wrong code is refused and said; the right code from the dev mailbox connects, and a new wallet holds the faucet's 10 ETH", async () => {
    const seen = await steps().requestCode(ALICE)
    const { code, subject } = await nextCode(run.e2e, ALICE, seen)
    expect(subject).toBe(`Your sign-in code: ${code}`)
    await run.e2e.screenshot(run.page, 'embedded-email-login-light')
    const wrong = code === '000000' ? '111111' : '000000'
    await dialog().getByTestId('otp-input').fill(wrong)
    await expect.poll(() => dialog().getByTestId('otp-error').textContent()).toBe('Invalid code: 4 attempts left')
    await dialog().getByTestId('otp-input').fill(code)
    await steps().signedIn()
    await expect.poll(() => run.page.getByTestId('host-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    address = (await run.page.getByTestId('host-address').textContent()) as Address
    expect(await ethOf(address)).toBe(parseEther('10'))
    // SPEC §5 display name: the e-mail (no social username).
    await accountSteps(run.page).openAccount()
    expect(await dialog().getByTestId('account-wallet').textContent()).toBe(`Connected with ${ALICE}`)
    await expect.poll(() => dialog().getByTestId('account-balance').textContent()).toBe('10.000 ETH')
    await run.e2e.screenshot(run.page, 'embedded-account-light')
  })

  test("SPEC §6 a message: ApproveTransaction shows the secure frame's card; approved there, the signature is the wallet's", async () => {
    await run.page.keyboard.press('Escape')
    await run.page.locator('input[aria-label="Message"]').fill('Hello from the embedded wallet')
    await run.page.getByTestId('sign-button').click()
    const frame = await steps().approvalCard()
    expect(await frame.getByTestId('approval-detail').textContent()).toBe('Hello from the embedded wallet')
    await run.e2e.screenshot(run.page, 'embedded-approve-message-light')
    await frame.getByTestId('approve').click()
    await expect.poll(() => run.page.getByTestId('signature-valid').textContent()).toBe('valid')
    // The modal was opened for the approval: it closes again (SPEC §4 'pops or closes').
    await expect.poll(() => dialog().count()).toBe(0)
  })

  test("WCAG 1.4.4 at 200 % zoom (a 1280×800 window at device scale 2): the approval card is drawn only over what the dialog shows of its view, under the title bar, with Reject and Approve whole; approved, the signature is the wallet's", async () => {
    const wide = run.page.viewportSize()!
    await run.page.setViewportSize({ width: 640, height: 400 })
    try {
      await run.page.locator('input[aria-label="Message"]').fill('Approved at 200 % zoom')
      await run.page.getByTestId('sign-button').click()
      const frame = await steps().approvalCard() // Reject and Approve whole, inside the viewport: embedded.ts
      const [card, header, dialogBox] = await Promise.all([
        run.page.locator('iframe[data-gangway-secure-frame]').boundingBox(),
        dialog().locator('header').boundingBox(),
        dialog().boundingBox(),
      ])
      expect(card!.y, 'the card covers the title bar').toBeGreaterThanOrEqual(header!.y + header!.height - 0.5)
      expect(card!.y + card!.height, 'the card runs past the dialog').toBeLessThanOrEqual(dialogBox!.y + dialogBox!.height + 0.5)
      await frame.getByTestId('approve').click()
      await expect.poll(() => run.page.getByTestId('signature-valid').textContent()).toBe('valid')
      await expect.poll(() => dialog().count()).toBe(0)
    } finally {
      await run.page.setViewportSize(wide)
    }
  })

  test('the approval card counts a click only once it is still and in view: Approve is disabled as it appears, while the modal resizes it and while the page covers it, and a click through a covering page approves nothing', async () => {
    await run.page.keyboard.press('Escape')
    const secure = () => run.page.frames().find((f) => f.url().includes('/frame'))!
    // What Approve's disabled state was each time it changed, from inside the secure frame (no timing race).
    await secure().evaluate(() => {
      const log: boolean[] = []
      ;(window as unknown as { approveLog: boolean[] }).approveLog = log
      let watched: Element | null = null
      const watch = new MutationObserver(() => log.push((watched as HTMLButtonElement).disabled))
      new MutationObserver(() => {
        const button = document.querySelector('[data-testid="approve"]')
        if (!button || button === watched) return
        watched = button
        log.push((button as HTMLButtonElement).disabled)
        watch.observe(button, { attributes: true, attributeFilter: ['disabled'] })
      }).observe(document.body, { childList: true, subtree: true })
    })
    const approveLog = () => secure().evaluate(() => (window as unknown as { approveLog: boolean[] }).approveLog)
    await run.page.locator('input[aria-label="Message"]').fill('Approve only what you saw')
    await run.page.getByTestId('sign-button').click()
    const frame = await steps().approvalCard()
    expect((await approveLog())[0]).toBe(true) // disabled as the card appeared
    await expect.poll(async () => (await approveLog()).at(-1)).toBe(false)

    // The modal resizes the frame (its dialog animating): held again, then free once still.
    const seen = (await approveLog()).length
    await run.page.evaluate(() => {
      const f = document.querySelector<HTMLIFrameElement>('iframe[data-gangway-secure-frame]')!
      f.style.height = `${f.getBoundingClientRect().height - 12}px`
    })
    await expect.poll(async () => (await approveLog()).slice(seen)).toEqual([true, false])

    // The page draws over the card (a click-jacking overlay that lets clicks through): held while covered.
    await run.page.evaluate(() => {
      const cover = Object.assign(document.createElement('div'), { id: 'cover' })
      cover.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:rgba(255,255,255,0.01)')
      document.body.append(cover)
    })
    await expect.poll(async () => (await approveLog()).at(-1)).toBe(true)
    const button = (await frame.getByTestId('approve').boundingBox())!
    await run.page.mouse.click(button.x + button.width / 2, button.y + button.height / 2)
    // Still covered well past the wait: still held, and the click approved nothing.
    await run.page.waitForTimeout(1000)
    expect((await approveLog()).at(-1)).toBe(true)
    expect(await steps().view()).toBe('ApproveTransaction')
    expect(await run.page.getByTestId('signature-valid').count()).toBe(0)

    await run.page.evaluate(() => document.getElementById('cover')!.remove())
    await expect.poll(async () => (await approveLog()).at(-1)).toBe(false)
    await frame.getByTestId('approve').click()
    await expect.poll(() => run.page.getByTestId('signature-valid').textContent()).toBe('valid')
  })

  test("SPEC §8 rejected in the secure frame: the send is refused as the person's refusal ('Signature declined'), back on the review, nothing sent", async () => {
    const before = await ethOf(RECEIVER)
    const account = accountSteps(run.page)
    await account.fillSend('ETH', '0.5', RECEIVER)
    await expect.poll(account.view).toBe('WalletSendPreview')
    await dialog().getByTestId('send-button').click()
    const frame = await steps().approvalCard()
    await frame.getByTestId('reject').click()
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('Signature declined')
    expect(await account.view()).toBe('WalletSendPreview')
    expect(await ethOf(RECEIVER)).toBe(before)
    await run.page.keyboard.press('Escape')
  })

  test('SPEC §4 send: ETH goes out after ApproveTransaction, which pops back to the send review; the receiver holds exactly 0.25 ETH more on the chain and the balance is read again', async () => {
    const before = await ethOf(RECEIVER)
    const account = accountSteps(run.page)
    await account.fillSend('ETH', '0.25', RECEIVER)
    await expect.poll(account.view).toBe('WalletSendPreview')
    await dialog().getByTestId('send-button').click()
    const frame = await steps().approvalCard()
    expect(await frame.locator('dd').allTextContents()).toEqual([address, RECEIVER, '0.25 ETH'])
    await run.e2e.screenshot(run.page, 'embedded-approve-send-light')
    await frame.getByTestId('approve').click()
    await dialog().getByTestId('send-done').waitFor({ timeout: 20_000 })
    expect(await account.view()).toBe('WalletSendSuccess')
    expect((await ethOf(RECEIVER)) - before).toBe(parseEther('0.25'))
    const left = await ethOf(address)
    expect(left < parseEther('9.75')).toBe(true) // the gas was paid too
    await expect.poll(() => run.page.getByTestId('host-balance').textContent()).not.toBe('10 ETH')
    await run.page.keyboard.press('Escape')
  })

  test('SPEC §4 startup: after a reload the embedded wallet comes back once the frame says it is still signed in', async () => {
    await run.page.reload()
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('connected')
    await expect.poll(() => run.page.getByTestId('host-address').textContent()).toBe(address)
  })

  test('SPEC §2 ProfileWallets lists the EVM and the Solana account; switching to Solana uses the embedded Solana account with its 10 SOL', async () => {
    await accountSteps(run.page).openAccount()
    await dialog().getByRole('button', { name: 'Wallets', exact: true }).click()
    await expect.poll(steps().view).toBe('ProfileWallets')
    expect(await dialog().getByTestId('profile-name').textContent()).toBe(ALICE)
    expect(await dialog().getByTestId('profile-wallet-eip155').getAttribute('data-address')).toBe(address)
    const solanaAddress = await dialog().getByTestId('profile-wallet-solana').getAttribute('data-address')
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await run.e2e.screenshot(run.page, 'embedded-profile-wallets-light')
    await dialog().getByTestId('profile-wallet-solana').getByRole('button', { name: 'Use' }).click()
    await expect.poll(() => run.page.getByTestId('host-address').textContent()).toBe(solanaAddress)
    await dialog().getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => dialog().getByTestId('account-balance').textContent()).toBe('10.000 SOL')
    await dialog().getByTestId('account-network').click()
    await dialog().getByText('Local A', { exact: true }).click()
    await expect.poll(() => run.page.getByTestId('host-address').textContent()).toBe(address)
    await run.page.keyboard.press('Escape')
  })

  test('SPEC §4 e-mail update: a code to the current address, one to the new address, then the wallet signs in with the new one', async () => {
    const oldSeen = (await mailbox(run.e2e, ALICE)).length
    const newSeen = (await mailbox(run.e2e, ALICE_NEW)).length
    await accountSteps(run.page).openAccount()
    await dialog().getByRole('button', { name: 'Edit email' }).click()
    await expect.poll(steps().view).toBe('UpdateEmailWallet')
    await run.e2e.screenshot(run.page, 'embedded-update-email-light')
    // SPEC §5: an address that cannot be an e-mail is said in plain words; nothing is sent, no code goes out.
    await dialog().getByTestId('update-email-input').fill('not-an')
    await dialog().getByTestId('update-email-submit').click()
    await expect.poll(() => dialog().getByTestId('update-email-error').textContent()).toBe('Enter a valid email address')
    expect(await dialog().getByTestId('update-email').getAttribute('data-step')).toBe('email')
    expect(await dialog().getByTestId('update-email-input').evaluate((el: HTMLInputElement) => [el.type, el.inputMode])).toEqual(['text', 'email'])
    await dialog().getByTestId('update-email-input').fill(ALICE_NEW)
    await dialog().getByTestId('update-email-submit').click()
    await expect.poll(() => dialog().getByTestId('update-email').getAttribute('data-step')).toBe('primary')
    const primary = await nextCode(run.e2e, ALICE, oldSeen)
    expect(primary.subject).toBe(`Confirm your e-mail change: ${primary.code}`)
    await dialog().getByTestId('update-email-input').fill(primary.code)
    await dialog().getByTestId('update-email-submit').click()
    await expect.poll(() => dialog().getByTestId('update-email').getAttribute('data-step')).toBe('secondary')
    const secondary = await nextCode(run.e2e, ALICE_NEW, newSeen)
    expect(secondary.subject).toBe(`Confirm your new e-mail address: ${secondary.code}`)
    await dialog().getByTestId('update-email-input').fill(secondary.code)
    await dialog().getByTestId('update-email-submit').click()
    await dialog().getByTestId('update-email-done').waitFor()
    await dialog().getByRole('button', { name: 'Done' }).click()
    expect((await mailbox(run.e2e, ALICE)).length).toBe(oldSeen + 1) // 'not-an' sent nothing
    // SPEC §3 User.email, §5 display name: Account says the new address at once, as Wallets does (no reload).
    await accountSteps(run.page).openAccount()
    expect(await dialog().getByTestId('account-wallet').textContent()).toBe(`Connected with ${ALICE_NEW}`)
    await dialog().getByRole('button', { name: 'Wallets', exact: true }).click()
    expect(await dialog().getByTestId('profile-name').textContent()).toBe(ALICE_NEW)
    await run.page.keyboard.press('Escape')
  })

  test('SPEC §4 sign-out: the page is disconnected, the login cache is cleared, and a reload does not bring it back', async () => {
    await accountSteps(run.page).openAccount()
    await dialog().getByRole('button', { name: 'Wallets', exact: true }).click()
    await dialog().getByTestId('profile-sign-out').click()
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('disconnected')
    await run.page.reload()
    await run.page.getByTestId('connect-button').waitFor()
    expect(await run.page.getByTestId('host-status').textContent()).toBe('disconnected')
  })

  test('SPEC §4 e-mail update: the new address signs in to the same wallet', async () => {
    await steps().emailSignIn(ALICE_NEW)
    expect(await run.page.getByTestId('host-address').textContent()).toBe(address)
    await accountSteps(run.page).openAccount()
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('disconnected')
  })

  test("SPEC §5 and §9 the e-mail code's 30 s wait: once a code is sent, Resend code is disabled and counts the seconds left, enabled at zero; when the secure site still refuses ('Please try again after {n} seconds') the count starts again from n, and no second mail goes", async () => {
    // The page's clock is Playwright's: it runs on its own, and jumps ahead when told (the secure site's does not).
    const timed = await run.e2e.newPage({ url: '' })
    await timed.clock.install()
    await timed.goto(run.e2e.stack.urls.demo)
    const person = embeddedSteps(timed, run.e2e)
    await person.requestCode('throttle@example.com')
    const resend = person.dialog().getByTestId('otp-resend')
    const seconds = async () => Number(/^Resend code in (\d+) s$/.exec((await resend.textContent()) ?? '')?.[1] ?? 0)
    await expect.poll(seconds).toBeGreaterThanOrEqual(28)
    expect(await resend.isDisabled()).toBe(true)
    await timed.clock.fastForward(10_000)
    await expect.poll(seconds).toBeLessThanOrEqual(20)
    expect(await seconds()).toBeGreaterThanOrEqual(15)
    expect(await resend.isDisabled()).toBe(true)
    // zero: enabled again, named as before
    await timed.clock.fastForward(20_000)
    await expect.poll(() => resend.textContent()).toBe('Resend code')
    expect(await resend.isEnabled()).toBe(true)

    // The page's 30 s were not the secure site's: it refuses, and the count starts again from its n.
    await resend.click()
    const error = person.dialog().getByTestId('otp-error')
    await expect.poll(() => error.textContent()).toMatch(/^Please try again after \d+ seconds$/)
    const n = Number(/\d+/.exec((await error.textContent())!)![0])
    expect(n).toBeGreaterThan(5)
    expect(n).toBeLessThanOrEqual(30)
    expect(await seconds()).toBeGreaterThanOrEqual(n - 2)
    expect(await seconds()).toBeLessThanOrEqual(n)
    expect(await resend.isDisabled()).toBe(true)
    // the button it came from is disabled: the code field has focus, not the page
    expect(await person.dialog().getByTestId('otp-input').evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    expect(await mailbox(run.e2e, 'throttle@example.com')).toHaveLength(1)
    await timed.clock.fastForward(n * 1000)
    await expect.poll(() => resend.textContent()).toBe('Resend code')
    expect(await resend.isEnabled()).toBe(true)
    expect(await error.count()).toBe(0)
    await timed.close()
  })

  test("SPEC §5 the 30 s wait's refusal on Connect ('Please try again after {n} seconds') shows whole at 1280×800: the dialog scrolls its foot, where the e-mail field is, into view", async () => {
    // Within the 30 s the page refuses by itself; past them the secure site would, with the same words.
    const page = await run.e2e.newPage({ url: '', context: { viewport: { width: 1280, height: 800 } } })
    // A visitor with three more browser wallets (as the demo with every chain's dev wallet): Connect's list
    // is as long as in the QA pass, and the e-mail field sits at the foot of what the dialog shows.
    await page.addInitScript(() => {
      for (const n of [1, 2, 3]) {
        // One grey pixel: an icon that names no host.
        const icon = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGPoAAAAigCJ/xNBzgAAAABJRU5ErkJggg=='
        const info = Object.freeze({ uuid: `6c0de2a0-0000-4000-8000-00000000000${n}`, name: `Spare Wallet ${n}`, icon, rdns: `test.spare.wallet${n}` })
        const provider = { request: () => Promise.reject(new Error('not used here')), on: () => undefined, removeListener: () => undefined }
        const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
        window.addEventListener('eip6963:requestProvider', announce)
        announce()
      }
    })
    await page.goto(run.e2e.stack.urls.demo)
    const person = embeddedSteps(page, run.e2e)
    await person.requestCode('throttle-connect@example.com')
    await person.dialog().getByRole('button', { name: 'Change email' }).click()
    await expect.poll(person.view).toBe('Connect')
    // Connect is taller than the window here: the dialog scrolls it (once its height has grown from
    // the shorter code view's: read at once, under load, it was still growing).
    const scroll = person.dialog().locator('.scroll')
    await expect.poll(() => scroll.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    await person.dialog().getByTestId('email-input').fill('throttle-connect@example.com')
    await person.dialog().getByTestId('email-submit').click()
    const error = person.dialog().getByTestId('email-error')
    await expect.poll(() => error.textContent()).toMatch(/^Please try again after \d+ seconds$/)
    /** The error's box, the scroll box's and the window's: the error whole inside both. */
    const whole = async () => {
      const [box, area] = [(await error.boundingBox())!, (await scroll.boundingBox())!]
      const bottom = Math.min(area.y + area.height, 800)
      return box.y >= area.y - 0.5 && box.y + box.height <= bottom + 0.5
    }
    await expect.poll(whole).toBe(true)
    // Still whole once the dialog's height has settled: its animations finished, no later frame took it away.
    await scroll.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)))
    await expect.poll(whole).toBe(true)
    await run.e2e.screenshot(page, 'embedded-email-throttle-connect-light', { fullPage: false })
    await page.close()
  })
})
