// What a person does with the embedded wallet on the demo page, as steps the embedded e2e tests share:
// an e-mail sign-in with the code read from the local dev mailbox, the approval card in the secure frame.
import type { FrameLocator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { E2E } from './harness'

interface SinkMessage {
  id: string
  to: string[]
  subject: string
  text: string
}

/** The mail the SMTP sink received for `to`, newest first. */
export async function mailbox(e2e: E2E, to: string): Promise<SinkMessage[]> {
  const res = await fetch(`${e2e.stack.urls.mailbox}/api/messages?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { messages: SinkMessage[] }).messages
}

/** Waits for a new message to `to` (beyond `seen` of them) and reads the six-digit code in it. */
export async function nextCode(e2e: E2E, to: string, seen: number): Promise<{ code: string; subject: string }> {
  await expect.poll(async () => (await mailbox(e2e, to)).length).toBeGreaterThan(seen)
  const [latest] = await mailbox(e2e, to)
  const code = /\b(\d{6})\b/.exec(latest!.text)?.[1]
  if (!code) throw new Error(`no code in ${JSON.stringify(latest)}`)
  return { code, subject: latest!.subject }
}

export function embeddedSteps(page: Page, e2e: E2E) {
  const dialog = () => page.getByRole('dialog')
  const view = () => dialog().getAttribute('data-view')
  const secureFrame = (): FrameLocator => page.frameLocator('iframe[data-gangway-secure-frame]')
  const steps = {
    dialog,
    view,
    secureFrame,
    async openConnect(): Promise<void> {
      if ((await dialog().count()) === 0) await page.getByTestId('connect-button').click()
      await expect.poll(view).toBe('Connect')
      await dialog().getByTestId('email-input').waitFor()
    },
    /** Types the address on Connect and asks for a code; resolves on EmailLogin. */
    async requestCode(email: string): Promise<number> {
      const seen = (await mailbox(e2e, email)).length
      await steps.openConnect()
      await dialog().getByTestId('email-input').fill(email)
      await dialog().getByTestId('email-submit').click()
      await expect.poll(view).toBe('EmailLogin')
      return seen
    },
    /**
     * Signed in, as the person sees it: the page says connected and the modal has closed by itself.
     * The page says connected as soon as the first namespace is (eip155); the modal stays on the
     * connecting view until the embedded wallet's other namespaces are connected too, and only then
     * closes. Until it has, it covers the page: a step that opens Account finds it still open and
     * would wait for a view it never shows.
     */
    async signedIn(): Promise<void> {
      await expect.poll(() => page.getByTestId('host-status').textContent()).toBe('connected')
      await expect.poll(() => dialog().count()).toBe(0)
    },
    /** The whole e-mail sign-in: address, the code from the mailbox, connected, the modal closed. */
    async emailSignIn(email: string): Promise<void> {
      const seen = await steps.requestCode(email)
      const { code } = await nextCode(e2e, email, seen)
      await dialog().getByTestId('otp-input').fill(code)
      await steps.signedIn()
      await expect.poll(() => page.getByTestId('host-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    },
    /**
     * Waits for the approval card in the secure frame, over ApproveTransaction, until a click on it
     * counts. The frame follows the view while the modal's height animates (the dialog re-centres), and
     * Chromium drops clicks on a cross-origin frame using IntersectionObserver v2 (the card's guard does)
     * that moved in the last 500 ms; Playwright cannot tell, and reports the click as made. So: the
     * frame unmoved for 600 ms, Reject and Approve whole in it, and Approve enabled (the card seen,
     * still, for 500 ms: still-guard.ts).
     */
    async approvalCard(): Promise<FrameLocator> {
      await expect.poll(view).toBe('ApproveTransaction')
      await secureFrame().getByTestId('approval').waitFor()
      const stillFor = (ms: number) =>
        page.evaluate(
          (ms) =>
            new Promise<boolean>((done) => {
              const frame = document.querySelector('iframe[data-gangway-secure-frame]')
              const box = () => JSON.stringify(frame?.getBoundingClientRect())
              const [first, start] = [box(), performance.now()]
              const check = () => (box() !== first ? done(false) : performance.now() - start >= ms ? done(true) : requestAnimationFrame(check))
              requestAnimationFrame(check)
            }),
          ms,
        )
      await expect.poll(() => stillFor(600)).toBe(true)
      await steps.approvalButtonsWhole()
      await expect.poll(() => secureFrame().getByTestId('approve').isEnabled()).toBe(true)
      return secureFrame()
    },
    /**
     * Reject and Approve are whole, however long the request: each shows its full label (none of it
     * overflows the button's box) and lies inside the frame's visible box (the frame within the
     * viewport), with no scrolling.
     */
    async approvalButtonsWhole(): Promise<void> {
      const frame = (await page.locator('iframe[data-gangway-secure-frame]').boundingBox())!
      const viewport = page.viewportSize()!
      const visible = { left: Math.max(frame.x, 0), top: Math.max(frame.y, 0), right: Math.min(frame.x + frame.width, viewport.width), bottom: Math.min(frame.y + frame.height, viewport.height) }
      for (const id of ['reject', 'approve']) {
        const button = secureFrame().getByTestId(id)
        const label = await button.evaluate((el) => ({ text: el.textContent, cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight }))
        expect(label, `${id}: its label overflows its box`).toEqual({ text: id === 'approve' ? 'Approve' : 'Reject', cut: false })
        const box = (await button.boundingBox())!
        const edges = { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height }
        const inside = edges.left >= visible.left - 0.5 && edges.top >= visible.top - 0.5 && edges.right <= visible.right + 0.5 && edges.bottom <= visible.bottom + 0.5
        expect(inside, `${id} at ${JSON.stringify(edges)} is cut by the frame's visible box ${JSON.stringify(visible)}`).toBe(true)
      }
    },
  }
  return steps
}
