// What the Bitcoin, Cosmos and Polkadot e2e files do alike on the demo page: send the chain's own currency
// from Account, and pair, sign and approve with the page's phone wallet over WalletConnect. The chain's
// label, accounts and signature checks stay in each file.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { pickWallet } from './harness'

const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent()
const view = (p: Page) => p.getByRole('dialog').getAttribute('data-view')

/** Opens Account (the modal if it is closed), then its Send form. */
export async function openSendForm(p: Page): Promise<void> {
  const dialog = p.getByRole('dialog')
  if ((await dialog.count()) === 0) await p.getByTestId('connect-button').click()
  await expect.poll(() => view(p)).toBe('Account')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => view(p)).toBe('WalletSend')
}

/** In the open Send form: types `amount` and the receiver `to`, reviews, and sends. */
export async function reviewAndSend(p: Page, amount: string, to: string): Promise<void> {
  const dialog = p.getByRole('dialog')
  await dialog.locator('#send-amount').fill(amount)
  await dialog.locator('#send-to').fill(to)
  await dialog.getByRole('button', { name: 'Review send' }).click()
  await expect.poll(() => view(p)).toBe('WalletSendPreview')
  await dialog.getByTestId('send-button').click()
}

/** Sends `amount` of the chain's own currency (the form's default: no token to pick) to `to`. */
export async function sendNative(p: Page, amount: string, to: string): Promise<void> {
  await openSendForm(p)
  await reviewAndSend(p, amount, to)
}

/**
 * Pairs the page's phone wallet with the modal's WalletConnect link and approves once the phone asks to
 * connect on `chainLabel`; the page lists the phone's `address` for `namespace`. Then switches the host to
 * `chain`, where the page shows that address.
 */
export async function pairPhoneWallet(p: Page, o: { chainLabel: string; namespace: string; chain: string; address: string }): Promise<void> {
  const modal = p.getByRole('dialog')
  const phone = p.getByTestId('phone-wallet')
  await p.getByTestId('connect-button').click()
  await pickWallet(p, 'WalletConnect')
  await expect.poll(() => modal.getByTestId('wc-qr').getAttribute('data-uri'), { timeout: 20_000 }).toMatch(/^wc:/)
  await phone.getByRole('textbox', { name: 'WalletConnect link' }).fill((await modal.getByTestId('wc-qr').getAttribute('data-uri'))!)
  await phone.getByRole('button', { name: 'Pair' }).click()
  await expect.poll(() => phone.getByText(new RegExp(`asks to connect on .*${o.chainLabel}`)).count(), { timeout: 20_000 }).toBe(1)
  await phone.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => text(p, `connection-${o.namespace}`), { timeout: 20_000 }).toContain(o.address)
  await p.getByTestId('network-button').click()
  await p.locator(`[data-network="${o.chain}"]`).click()
  await expect.poll(() => text(p, 'host-network')).toBe(o.chain)
  expect(await text(p, 'host-address')).toBe(o.address)
}

/** Waits until the phone wallet asks `request` (within `timeout` ms), then approves it there. */
export async function approveOnPhone(p: Page, request: string, timeout = 20_000): Promise<void> {
  const phone = p.getByTestId('phone-wallet')
  await expect.poll(() => phone.getByTestId('phone-wallet-request').textContent(), { timeout }).toBe(request)
  await phone.getByRole('button', { name: 'Approve' }).click()
}

/** Asks the phone wallet to sign the demo's message, approves it there; resolves with the signature the page shows. */
export async function signOnPhone(p: Page): Promise<string> {
  await p.getByTestId('sign-button').click()
  await approveOnPhone(p, 'Sign “Hello from Gangway”?')
  return (await p.getByTestId('signature').textContent({ timeout: 20_000 }))!.split(' ')[0]!
}
