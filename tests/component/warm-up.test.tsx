// The dialog's warm-up (ui/modal/warm.ts): once the page is idle after its first paint, or when a
// person points at Connect, the dialog renders once, hidden, and goes away again. A host must not
// notice it: no element left in its body, focus where it was, nothing fetched, no open event.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../ui'
import { warmStateOf } from '../../ui/modal/warm'
import { modalsOnChain } from './harness'

const modals = modalsOnChain()

describe('the warm-up before the first open', () => {
  it('SPEC §2 §7 runs when the page is idle, then leaves no element in the body, moves no focus, fetches nothing and opens nothing', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch')
    const focused = document.activeElement
    const h = modals.mount(<ConnectButton />, { options: { services: { api: 'http://127.0.0.1:9/api' } } })
    const events: unknown[] = []
    h.modal.events.on('modal', (e) => events.push(e))
    await waitFor(() => expect(warmStateOf(h.modal).get()).toBe('warm'))
    expect(document.querySelector('gangway-modal')).toBeNull()
    expect(document.activeElement).toBe(focused)
    expect(fetches).not.toHaveBeenCalled()
    expect(events).toEqual([])
    expect(h.modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §2 pointing at Connect starts it at once; the click then opens the dialog with the wallet list, focused', async () => {
    const h = modals.mount(<ConnectButton />)
    const button = h.buttonScreen().getByTestId('connect-button')
    act(() => {
      fireEvent.pointerEnter(button)
    })
    await waitFor(() => expect(warmStateOf(h.modal).get()).not.toBe('cold'))
    fireEvent.click(button)
    const screen = h.modalScreen()
    const dialog = await screen.findByRole('dialog')
    expect(screen.getByTestId('wallet-list').textContent).toContain('Dev Wallet (local)')
    expect(document.querySelector('gangway-modal')?.parentElement).toBe(document.body)
    await waitFor(() => expect(dialog.contains((dialog.getRootNode() as ShadowRoot).activeElement)).toBe(true))
  })
})
