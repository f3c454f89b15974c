// The swap views on a real kernel, against the real services and Uniswap v2 on a real anvil chain.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { erc20Abi, formatUnits, parseEther, parseUnits, type Address } from 'viem'
import type { WritableAtom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { view, type ModalOptions } from '../../kernel'
import { swaps } from '../../plugins/features-swaps'
import { swapController } from '../../plugins/features-swaps/controller'
import { routerAbi } from '../../services/api/swaps/abi'
import { ALICE, devWallet } from '../unit/services/api/chain-api'
import { mountFeatures, useChainServices, type FeatureHarness } from './services-harness'
import { caretAt, paste, typeKeys } from './typing'

const ctx = useChainServices()
let h: FeatureHarness | undefined
afterEach(() => {
  h?.unmount()
  h = undefined
})

const token = (symbol: string) => ctx().contracts.tokens.find((t) => t.symbol === symbol)!.address
const chain = () => devWallet(ctx().chainUrl, 0)

/** Swap on Local A (31337): a swap network for these tests (SPEC §9's list holds no local chain). */
async function openSwap(o: { chainIds?: number[]; swapNetworks?: number[]; options?: { locale: string } } = {}) {
  const { swapNetworks = [31337], ...rest } = o
  h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [swaps()], features: { swapSuggestedTokens: ['ETH', 'DUSD'], swapNetworks }, ...rest })
  await h.connect()
  act(() => h!.modal.open({ view: view('Swap') }))
  const screen = h.screen()
  await screen.findByTestId('swap-from-token', {}, { timeout: 10_000 })
  return screen
}

async function pickTo(screen: ReturnType<FeatureHarness['screen']>, symbol: string, side: 'from' | 'to' = 'to'): Promise<void> {
  fireEvent.click(screen.getByTestId(`swap-${side}-token`))
  const row = await screen.findByText((_: string, el: Element | null) => el?.getAttribute('data-token') === symbol && el.tagName === 'BUTTON')
  fireEvent.click(row)
  await screen.findByTestId('swap-review')
}

describe('Swap view', () => {
  it("SPEC §7 the quote, as typed, is Router02's getAmountsOut on the chain; price impact and the network fee show; SPEC §9 slippage 1 by default", async () => {
    const screen = await openSwap()
    expect(screen.getByTestId('swap-from-token').textContent).toContain('ETH')
    await pickTo(screen, 'DUSD')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '0.5' } })
    // SPEC §9 debounce: the quote is asked for once the typing stops, and the view says it is coming.
    expect(screen.getByTestId('swap-review').textContent).toBe('Getting a quote…')
    const swaps = swapController(h!.modal)
    await swaps.settled()
    const weth = ctx().contracts.swaps.weth as Address
    const [, out] = await chain().readContract({ address: ctx().contracts.swaps.router as Address, abi: routerAbi, functionName: 'getAmountsOut', args: [parseEther('0.5'), [weth, token('DUSD')]] })
    await waitFor(() => expect(screen.getByTestId('swap-to-amount').getAttribute('title')).toBe(formatUnits(out!, 6)))
    expect(swaps.$swap.get().quote?.toAmount).toBe(out)
    expect(screen.getByTestId('swap-price-impact').textContent).toMatch(/^0\.\d\d%$/)
    expect(screen.getByTestId('swap-network-fee').textContent).toMatch(/ ETH · \$/)
    expect(screen.getByRole('button', { name: '1%' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('swap-minimum').textContent).toBe(`${formatUnits((out! * 99n) / 100n, 6)} DUSD`)
    expect(screen.getByTestId('swap-review').getAttribute('aria-disabled')).toBe('false')
  })

  it('SPEC §9 slippage in the language shown (German): its choices and the one chosen read with a decimal comma (0,5%)', async () => {
    const screen = await openSwap({ options: { locale: 'de' } })
    await waitFor(() => expect(h!.modal.stores.$language.get().locale).toBe('de'))
    await pickTo(screen, 'DUSD')
    fireEvent.change(screen.getByLabelText('Du zahlst'), { target: { value: '0.5' } })
    await swapController(h!.modal).settled()
    const choices = await screen.findByRole('group', { name: 'Slippage' })
    expect([...choices.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['0,5%', '1%', '2%'])
    fireEvent.click(screen.getByRole('button', { name: '0,5%' }))
    // The new slippage asks for a new quote; then the review shows it, no longer to be chosen.
    await swapController(h!.modal).settled()
    await waitFor(() => expect(screen.getByTestId('swap-review').getAttribute('aria-disabled')).toBe('false'))
    fireEvent.click(screen.getByTestId('swap-review'))
    await waitFor(() => expect(h!.modal.router.current().name).toBe('SwapPreview'))
    await waitFor(() => expect(screen.getByTestId('swap-slippage').textContent).toMatch(/0,5%$/))
  })

  it('SPEC §9 slippage bounds: above 50% or with three decimals is refused with the reason and changes nothing; a valid custom one rebuilds the swap with it', async () => {
    const screen = await openSwap()
    await pickTo(screen, 'DUSD')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '1' } })
    await swapController(h!.modal).settled()
    const custom = screen.getByLabelText('Custom slippage, percent')
    fireEvent.change(custom, { target: { value: '51' } })
    expect(screen.getByTestId('slippage-error').textContent).toBe('Slippage must be at most 50%')
    expect(swapController(h!.modal).$swap.get().slippage).toBe('1')
    fireEvent.change(custom, { target: { value: '0.125' } })
    expect(screen.getByTestId('slippage-error').textContent).toBe('Slippage must be a percent with at most two decimals, such as 0.5')
    fireEvent.change(custom, { target: { value: '0.25' } })
    expect(screen.queryByTestId('slippage-error')).toBeNull()
    await swapController(h!.modal).settled()
    const quoted = swapController(h!.modal).$swap.get().quote!.toAmount
    await waitFor(() => expect(screen.getByTestId('swap-minimum').textContent).toBe(`${formatUnits((quoted * 9975n) / 10000n, 6)} DUSD`))
  })

  it('SPEC §9 a custom slippage typed key by key (1, then 1.5) keeps its field, its text and its focus while each valid value asks for a new quote', async () => {
    const screen = await openSwap()
    await pickTo(screen, 'DUSD')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '1' } })
    const swaps = swapController(h!.modal)
    await swaps.settled()
    const custom = screen.getByLabelText('Custom slippage, percent') as HTMLInputElement
    custom.focus()
    // '1' is valid (and a preset's value): it is applied, and a new quote is asked for.
    fireEvent.change(custom, { target: { value: '1' } })
    await swaps.settled()
    await waitFor(() => expect(screen.queryByTestId('swap-details')).not.toBeNull())
    expect(custom.isConnected).toBe(true)
    expect(custom.value).toBe('1')
    expect((custom.getRootNode() as Document | ShadowRoot).activeElement).toBe(custom)
    fireEvent.change(custom, { target: { value: '1.5' } })
    expect(swaps.$swap.get().slippage).toBe('1.5')
    await swaps.settled()
    const quoted = swaps.$swap.get().quote!.toAmount
    await waitFor(() => expect(screen.getByTestId('swap-minimum').textContent).toBe(`${formatUnits((quoted * 9850n) / 10000n, 6)} DUSD`))
    expect(custom.isConnected).toBe(true)
    expect(custom.value).toBe('1.5')
    expect(screen.getByRole('button', { name: '1%' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('another account in the wallet while the swap is under review clears it, and the review says so with a way back (not an empty view)', async () => {
    const screen = await openSwap()
    await pickTo(screen, 'DUSD')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '0.5' } })
    await swapController(h!.modal).settled()
    await waitFor(() => expect(screen.getByTestId('swap-review').getAttribute('aria-disabled')).toBe('false'))
    fireEvent.click(screen.getByTestId('swap-review'))
    await screen.findByTestId('swap-submit')
    act(() => h!.wallet.setAccount(1))
    expect((await screen.findByTestId('swap-cleared')).textContent).toContain('The network or account changed, so this swap was cleared.')
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    await screen.findByTestId('swap-from-token')
    expect(h!.modal.router.current().name).toBe('Swap')
  })

  it('SPEC §7 more than the balance is said on the button, has no dollar value and cannot be reviewed', async () => {
    const screen = await openSwap()
    await pickTo(screen, 'DUSD')
    // One wei more than the 10000 ETH dev account 0 holds.
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '10000.000000000000000001' } })
    await swapController(h!.modal).settled()
    await waitFor(() => expect(screen.getByTestId('swap-review').textContent).toBe('Insufficient balance'))
    expect(screen.getByTestId('swap-review').getAttribute('aria-disabled')).toBe('true')
    // no dollar value for an amount that cannot be swapped (a float's approximation of it, before)
    expect(screen.getByTestId('swap-balance').parentElement!.firstElementChild!.textContent!.trim()).toBe('')
  })

  it("SPEC §8 a network the host lists but the services do not swap on says 'Network not supported for Swaps' (the services' answer)", async () => {
    const screen = await openSwap({ chainIds: [31337, 31999], swapNetworks: [31337, 31999] })
    await act(() => h!.modal.switchNetwork(h!.modal.stores.$networks.get()[1]!))
    expect((await screen.findByTestId('swap-unavailable', {}, { timeout: 10_000 })).textContent).toContain('Network not supported for Swaps')
  })

  it('SPEC §7 DUSD → ETH: the allowance is short, so the preview approves first (one approve), then swaps; DUSD falls by exactly the amount', async () => {
    const screen = await openSwap()
    fireEvent.click(screen.getByTestId('swap-from-token'))
    fireEvent.click(await screen.findByText((_: string, el: Element | null) => el?.getAttribute('data-token') === 'DUSD' && el.tagName === 'BUTTON'))
    await pickTo(screen, 'ETH')
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '25.5' } })
    await swapController(h!.modal).settled()
    await waitFor(() => expect(screen.getByTestId('swap-review').getAttribute('aria-disabled')).toBe('false'))
    fireEvent.click(screen.getByTestId('swap-review'))
    const submit = await screen.findByTestId('swap-submit')
    expect(submit.textContent).toBe('Approve DUSD')
    const before = await chain().readContract({ address: token('DUSD'), abi: erc20Abi, functionName: 'balanceOf', args: [ALICE] })
    fireEvent.click(submit)
    await waitFor(() => expect(screen.getByTestId('swap-submit').textContent).toBe('Swap'), { timeout: 20_000 })
    fireEvent.click(screen.getByTestId('swap-submit'))
    await screen.findByTestId('swap-done', {}, { timeout: 20_000 })
    const after = await chain().readContract({ address: token('DUSD'), abi: erc20Abi, functionName: 'balanceOf', args: [ALICE] })
    expect(before - after).toBe(parseUnits('25.5', 6))
  })

  it('the pay field takes only a decimal amount: letters, a sign, an exponent and a second point are refused as keys, the caret staying where it was; a comma is the point', async () => {
    const screen = await openSwap()
    const field = screen.getByLabelText('You pay') as HTMLInputElement
    typeKeys(field, '-a1b.2.3e5 ')
    expect(field.value).toBe('1.235')
    caretAt(field, 1)
    typeKeys(field, 'x.')
    expect(field.value).toBe('1.235')
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1])
    typeKeys(field, '0')
    expect(field.value).toBe('10.235')
    expect(field.selectionStart).toBe(2)
    // A comma typed in the middle is the point, and the caret stays after it (it jumped to the end).
    paste(field, '125', { all: true })
    caretAt(field, 1)
    typeKeys(field, ',')
    expect(field.value).toBe('1.25')
    expect(field.selectionStart).toBe(2)
    expect(swapController(h!.modal).$swap.get().sourceTokenAmount).toBe('1.25')
  })

  it('the pay field takes no more places than the token has: a 7th on DUSD (6) is refused; paying DUSD instead of ETH (18), picked on either side, cuts what was typed to 6 places', async () => {
    const screen = await openSwap()
    const field = () => screen.getByLabelText('You pay') as HTMLInputElement
    typeKeys(field(), '0.1234567891')
    await pickTo(screen, 'DUSD')
    expect(field().value).toBe('0.1234567891')
    // ETH picked to receive: the sides swap, DUSD is paid.
    await pickTo(screen, 'ETH')
    expect(screen.getByTestId('swap-from-token').textContent).toContain('DUSD')
    expect(field().value).toBe('0.123456')
    caretAt(field())
    typeKeys(field(), '7')
    expect(field().value).toBe('0.123456')
    caretAt(field(), 1)
    typeKeys(field(), '5')
    expect(field().value).toBe('05.123456')
    // ETH paid again: 18 places; then DUSD picked to pay.
    await pickTo(screen, 'ETH', 'from')
    typeKeys(field(), '789')
    expect(field().value).toBe('05.123456789')
    await pickTo(screen, 'DUSD', 'from')
    expect(field().value).toBe('05.123456')
    await swapController(h!.modal).settled()
  })

  it('a paste into the pay field is read as the amount it holds (spaces, a unit, thousands marks go; never 1,234.50 as 1.23450; 1,234 is 1234 in English); what holds none, or too many places, changes nothing', async () => {
    const screen = await openSwap()
    await pickTo(screen, 'DUSD', 'from')
    const field = screen.getByLabelText('You pay') as HTMLInputElement
    paste(field, ' 12.5 ')
    expect(field.value).toBe('12.5')
    paste(field, '1,234', { all: true })
    expect(field.value).toBe('1234')
    paste(field, '1,234.50', { all: true })
    expect(field.value).toBe('1234.50')
    paste(field, '1 234,75 DUSD', { all: true })
    expect(field.value).toBe('1234.75')
    expect(field.selectionStart).toBe(7)
    for (const refused of ['12 5', '1e5', '-3', 'twelve', '0.1234567']) {
      paste(field, refused, { all: true })
      expect(field.value, refused).toBe('1234.75')
    }
    // Pasted at the caret: '00' after the point.
    caretAt(field, 5)
    paste(field, '00')
    expect(field.value).toBe('1234.0075')
    expect(field.selectionStart).toBe(7)
    await swapController(h!.modal).settled()
  })
})

describe('SPEC §2 views of a disabled feature (swaps)', () => {
  /** Account open with the dev wallet connected, then Swap pushed on the router as a view would. */
  async function pushSwap(o: { features?: { swaps: boolean } } = {}) {
    const plugin = swaps()
    const load = vi.spyOn(plugin, 'load')
    h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [plugin], features: { swapSuggestedTokens: ['ETH', 'DUSD'], swapNetworks: [31337], ...o.features } })
    await h.connect()
    act(() => h!.modal.open({ view: view('Account') }))
    const screen = h.screen()
    await screen.findByTestId('account-address')
    act(() => h!.modal.router.push(view('Swap')))
    return { screen, load }
  }

  /**
   * The header does not claim a view that is not shown: no title (not "Swap" above "This view is not
   * available."), and the dialog is named by what it says instead. Back and Close stay.
   */
  function expectUnclaimedHeader(screen: ReturnType<FeatureHarness['screen']>) {
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByText('Swap')).toBeNull()
    const dialog = screen.getByRole('dialog')
    const root = dialog.getRootNode() as ShadowRoot
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('This view is not available.')
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  }

  it('SPEC §2 views of a disabled feature: with features.swaps false, Swap pushed on the router says "This view is not available." under no title of its own, and its code is never loaded; Close closes', async () => {
    const { screen, load } = await pushSwap({ features: { swaps: false } })
    await screen.findByText('This view is not available.')
    expect(screen.queryByTestId('swap-from-token')).toBeNull()
    expect(load).not.toHaveBeenCalled()
    expectUnclaimedHeader(screen)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(h!.modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §2 views of a disabled feature: swaps switched off by the remote config (SPEC §7) while Swap is shown: the view says it is not available under no title of its own, Back returns to Account, open() refuses Swap', async () => {
    const { screen } = await pushSwap()
    await screen.findByTestId('swap-from-token', {}, { timeout: 10_000 })
    await (await h!.modal.services()).loadRemoteConfig()
    // What a later remote config saying swaps is off does (kernel/api/project.ts).
    const remote = h!.modal.stores.$remoteFeatures as WritableAtom<ModalOptions['remoteFeatures']>
    act(() => remote.set({ ...remote.get(), swaps: false }))
    await screen.findByText('This view is not available.')
    expect(screen.queryByTestId('swap-from-token')).toBeNull()
    expectUnclaimedHeader(screen)
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByTestId('account-address')
    expect(screen.getByRole('heading').textContent).toBe('Account')
    expect(() => h!.modal.open({ view: view('Swap') })).toThrow(/view: Swap is of a feature switched off/)
    expect(h!.modal.router.current().name).toBe('Account')
  })
})
