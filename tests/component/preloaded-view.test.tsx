// Issue 15: a view whose code was loaded ahead (on intent, or at idle once the modal is open) shows
// in the click's own render, without a fallback: a React.lazy would suspend once even then, and
// React holds content back up to 300 ms after a fallback showed.
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

  it('a view not loaded yet still shows once its code arrives', async () => {
    h = mountModal(chain, <ConnectButton />)
    fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByText('All Wallets'))
    expect(await screen.findByRole('searchbox')).toBeTruthy()
  })
})
