// Issue 15: a view whose code was loaded ahead (on intent: a pointer over or focus on what opens it)
// shows in the click's own render, without a fallback: a React.lazy would suspend once even then, and
// React holds content back up to 300 ms after a fallback showed. One whose code is still on its way
// leaves the view before on screen until it can draw complete.
import { act, fireEvent } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EvmChain } from '../../services/stack/evm'
import { ConnectButton } from '../../ui'
import { viewsOf } from '../../ui/views/registry'
import { mountModal, startChain, type Harness } from './harness'

let chain: EvmChain
let h: Harness | undefined
beforeAll(async () => {
  chain = await startChain()
})
afterAll(() => chain.stop())
afterEach(() => {
  h?.unmount()
  h = undefined
})

describe('views loaded ahead (issue 15)', () => {
  it('SPEC §9 All Wallets, preloaded, shows its list and search in the same render as the click', async () => {
    h = mountModal(chain, <ConnectButton />)
    fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
    const screen = h.modalScreen()
    await screen.findByText('All Wallets')
    await viewsOf(h.modal).preload('AllWallets')
    // A synchronous act: nothing that suspends can resolve inside it.
    act(() => void fireEvent.click(screen.getByText('All Wallets')))
    expect(screen.getByRole('searchbox')).toBeTruthy()
    expect(screen.getByRole('heading').textContent).toBe('All Wallets')
  })

  it('a view not loaded yet: the click keeps the view shown, with no spinner, until the next one draws complete', async () => {
    h = mountModal(chain, <ConnectButton />)
    fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
    const screen = h.modalScreen()
    const allWallets = await screen.findByText('All Wallets')
    act(() => void fireEvent.click(allWallets))
    expect(screen.getByRole('heading').textContent).toBe('Connect Wallet')
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull()
    // Said to assistive technology meanwhile: the dialog is busy.
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true')
    expect(await screen.findByRole('searchbox')).toBeTruthy()
    expect(screen.getByRole('heading').textContent).toBe('All Wallets')
    expect(screen.getByRole('dialog').hasAttribute('aria-busy')).toBe(false)
    // Back draws the view before at once.
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Back' })))
    expect(screen.getByRole('heading').textContent).toBe('Connect Wallet')
  })
})
