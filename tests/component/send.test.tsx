// The Send form's amount field on a real kernel, against the real services (the account's token
// balances) on a real anvil chain: keys, pastes, Max and a change of token, as a person makes them.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { view } from '../../kernel'
import { send } from '../../plugins/features-send'
import { sendController } from '../../plugins/features-send/controller'
import { mountFeatures, useChainServices, type FeatureHarness } from './services-harness'
import { caretAt, erase, paste, typeKeys } from './typing'

const ctx = useChainServices()
let h: FeatureHarness | undefined
afterEach(() => {
  h?.unmount()
  h = undefined
})

async function openSend() {
  h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [send()] })
  await h.connect()
  act(() => h!.modal.open({ view: view('WalletSend') }))
  const screen = h.screen()
  await screen.findByTestId('send-token', {}, { timeout: 10_000 })
  return screen
}

async function pickToken(screen: ReturnType<FeatureHarness['screen']>, symbol: string): Promise<void> {
  fireEvent.click(screen.getByTestId('send-token').closest('button')!)
  fireEvent.click(await screen.findByText((_: string, el: Element | null) => el?.getAttribute('data-token') === symbol && el.tagName === 'BUTTON', {}, { timeout: 10_000 }))
  await waitFor(() => expect(screen.getByTestId('send-token').textContent).toContain(symbol))
}

const amountField = (screen: ReturnType<FeatureHarness['screen']>) => screen.getByLabelText('Amount') as HTMLInputElement

describe('Send form: the amount field', () => {
  it('takes only a decimal amount within the token’s places: letters, a second point and a 7th place on DUSD (6) are refused as keys, the caret staying where it was', async () => {
    const screen = await openSend()
    await pickToken(screen, 'DUSD')
    const field = amountField(screen)
    typeKeys(field, 'abc12.34.56789e')
    expect(field.value).toBe('12.345678')
    caretAt(field, 2)
    typeKeys(field, 'a.,')
    expect(field.value).toBe('12.345678')
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 2])
    caretAt(field, 0)
    typeKeys(field, '9')
    expect(field.value).toBe('912.345678')
    expect(field.selectionStart).toBe(1)
    expect(sendController(h!.modal).$send.get().sendTokenAmount).toBe('912.345678')
  })

  it('a paste is read as the amount it holds, in the modal’s language (1,234.50 is 1234.50, never 1.23450; 1,234 is 1234 in English); one that holds none, or more places than the token has, changes nothing', async () => {
    const screen = await openSend()
    await pickToken(screen, 'DUSD')
    const field = amountField(screen)
    paste(field, '1,234.50')
    expect(field.value).toBe('1234.50')
    paste(field, '1,234', { all: true })
    expect(field.value).toBe('1234')
    paste(field, ' 12.5 DUSD ', { all: true })
    expect(field.value).toBe('12.5')
    // One that holds no amount is said under the field, as the form's other errors are said in it.
    for (const refused of ['1e3', '-1']) {
      paste(field, refused, { all: true })
      expect(field.value, refused).toBe('12.5')
      expect(screen.getByText('What you pasted is not an amount').getAttribute('role'), refused).toBe('alert')
      expect(field.getAttribute('aria-describedby'), refused).toBe(screen.getByText('What you pasted is not an amount').id)
    }
    paste(field, '0.0000001', { all: true })
    expect(field.value).toBe('12.5')
  })

  it('Max fills the field with the balance, exact in the token’s places', async () => {
    const screen = await openSend()
    await pickToken(screen, 'DUSD')
    const held = sendController(h!.modal).$send.get().token!.quantity.numeric
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(amountField(screen).value).toBe(held))
  })

  it('a change to a token with fewer places cuts what was typed to its places (GWAY 18 → DUSD 6), and the field then takes no more', async () => {
    const screen = await openSend()
    await pickToken(screen, 'GWAY')
    typeKeys(amountField(screen), '1.123456789')
    expect(amountField(screen).value).toBe('1.123456789')
    await pickToken(screen, 'DUSD')
    expect(amountField(screen).value).toBe('1.123456')
    typeKeys(amountField(screen), '9')
    expect(amountField(screen).value).toBe('1.123456')
  })
})

describe('Send: the receiver’s avatar', () => {
  const receiverField = (screen: ReturnType<FeatureHarness['screen']>) => screen.getByLabelText('To') as HTMLInputElement
  const receive = (screen: ReturnType<FeatureHarness['screen']>, input: string) => fireEvent.change(receiverField(screen), { target: { value: input } })
  /** The receiver hint once it names `name`. */
  const hintNaming = async (screen: ReturnType<FeatureHarness['screen']>, name: string) => {
    await waitFor(() => expect(screen.getByTestId('send-receiver').textContent).toContain(name))
    return screen.getByTestId('send-receiver')
  }
  const review = async (screen: ReturnType<FeatureHarness['screen']>) => {
    fireEvent.click(screen.getByRole('button', { name: 'Review send' }))
    return screen.findByTestId('preview-to', {}, { timeout: 10_000 })
  }
  const image = (element: HTMLElement) => element.querySelector('img')
  /** What of the avatar is displayed: the image (by its URL), or the gradient avatar. */
  const shown = (element: HTMLElement) =>
    [...element.querySelectorAll('.receiver-avatar > *')].filter((e) => getComputedStyle(e).display !== 'none').map((e) => (e.tagName === 'IMG' ? e.getAttribute('src') : e.className))
  const GRADIENT = ['avatar small']

  it('SPEC §3 send state receiverProfileImageUrl: an address whose identity has an avatar shows it (decorative, alt="") before its name, in the form’s hint and in the review’s To line', async () => {
    const { pictured } = ctx().receivers
    const screen = await openSend()
    await pickToken(screen, 'DUSD')
    typeKeys(amountField(screen), '1')
    receive(screen, pictured.address)
    const hint = await hintNaming(screen, pictured.name)
    await waitFor(() => expect(shown(hint)).toEqual([pictured.avatar]))
    expect(image(hint)!.getAttribute('alt')).toBe('')
    expect(sendController(h!.modal).$send.get().receiverProfileImageUrl).toBe(pictured.avatar)
    const to = await review(screen)
    expect(to.textContent).toContain(pictured.name)
    expect(shown(to)).toEqual([pictured.avatar])
    expect(image(to)!.getAttribute('alt')).toBe('')
  })

  it('SPEC §3 send state receiverProfileImageUrl: a typed name that resolves gets its address’s avatar too; one with no avatar known shows the gradient avatar of its address', async () => {
    const { pictured, plain } = ctx().receivers
    const screen = await openSend()
    await pickToken(screen, 'DUSD')
    typeKeys(amountField(screen), '1')
    receive(screen, pictured.name)
    await waitFor(() => expect(shown(screen.getByTestId('send-receiver'))).toEqual([pictured.avatar]))
    receive(screen, plain.name)
    const hint = await hintNaming(screen, plain.name)
    expect(shown(hint)).toEqual(GRADIENT)
    const to = await review(screen)
    expect(to.textContent).toContain(plain.name)
    expect(shown(to)).toEqual(GRADIENT)
    expect(image(to)).toBeNull()
  })

  it('SPEC §3 send state receiverProfileImageUrl: changing the receiver input removes the old avatar at once, and an image that fails to load gives way to the gradient avatar', async () => {
    const { pictured, plain } = ctx().receivers
    const screen = await openSend()
    receive(screen, pictured.address)
    await waitFor(() => expect(shown(screen.getByTestId('send-receiver'))).toEqual([pictured.avatar]))
    receive(screen, plain.address)
    expect(screen.queryByTestId('send-receiver')).toBeNull()
    expect(sendController(h!.modal).$send.get().receiverProfileImageUrl).toBeUndefined()
    expect(shown(await hintNaming(screen, plain.name))).toEqual(GRADIENT)
    receive(screen, pictured.address)
    const hint = await hintNaming(screen, pictured.name)
    await waitFor(() => expect(shown(hint)).toEqual([pictured.avatar]))
    fireEvent.error(image(hint)!)
    await waitFor(() => expect(shown(screen.getByTestId('send-receiver'))).toEqual(GRADIENT))
  })
})

describe('Send: a problem names its field', () => {
  const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const reviewFails = async (screen: ReturnType<FeatureHarness['screen']>, message: string) => {
    fireEvent.click(screen.getByRole('button', { name: 'Review send' }))
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe(message))
  }
  const focused = (field: HTMLElement) => (field.getRootNode() as ShadowRoot).activeElement
  const marked = (field: HTMLElement) => [field.getAttribute('aria-invalid'), field.getAttribute('aria-describedby')]

  it("WCAG 3.3.1 SPEC §5: 'Insufficient Funds' focuses the amount, marked invalid and described by the message; 'Invalid Address' then To; an edit clears the mark", async () => {
    const screen = await openSend()
    await pickToken(screen, 'DUSD')
    const amount = amountField(screen)
    const to = screen.getByLabelText('To') as HTMLInputElement
    fireEvent.change(to, { target: { value: BOB } })
    typeKeys(amount, '999999999')
    to.focus()
    await reviewFails(screen, 'Insufficient Funds')
    await waitFor(() => expect(focused(amount)).toBe(amount))
    expect(marked(amount)).toEqual(['true', 'send-error'])
    expect(marked(to)).toEqual([null, null])

    erase(amount)
    typeKeys(amount, '1')
    expect(marked(amount)).toEqual([null, null]) // the edit took the problem away
    fireEvent.change(to, { target: { value: '0x1234' } })
    amount.focus()
    await reviewFails(screen, 'Invalid Address')
    await waitFor(() => expect(focused(to)).toBe(to))
    expect(marked(to)).toEqual(['true', 'send-error'])
    expect(marked(amount)).toEqual([null, null])
  })

  it("WCAG 3.3.1 SPEC §5: nothing typed: 'An amount and receiver address are required' focuses the amount first; with an amount, To", async () => {
    const screen = await openSend()
    await pickToken(screen, 'DUSD')
    const amount = amountField(screen)
    const to = screen.getByLabelText('To') as HTMLInputElement
    await reviewFails(screen, 'An amount and receiver address are required')
    await waitFor(() => expect(focused(amount)).toBe(amount))
    typeKeys(amount, '1')
    await reviewFails(screen, 'An amount and receiver address are required')
    await waitFor(() => expect(focused(to)).toBe(to))
    expect(marked(to)).toEqual(['true', 'send-error'])
  })
})
