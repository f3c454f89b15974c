// SPEC §8's alerts in the open modal: title and meaning, dismissed by the person. Its one notice,
// 'Local configuration ignored', shows the same way in the text colour, not the error colour.
import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../ui'
import { modalsOnChain } from './harness'

const modals = modalsOnChain()

describe('SPEC §8 alerts and the notice in the modal', () => {
  it("SPEC §8 the notice 'Local configuration ignored' shows with its meaning, apart from the error alerts, and Dismiss removes it", async () => {
    const h = modals.mount(<ConnectButton />)
    act(() => h.modal.alerts.show('LOCAL_CONFIGURATION_IGNORED'))
    fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
    const notice = await h.modalScreen().findByRole('alert')
    expect(notice.querySelector('strong')?.textContent).toBe('Local configuration ignored')
    expect(notice.querySelector('span')?.textContent).toBe("Remote project settings replace this app's own.")
    expect(notice.className).toBe('alert notice')
    fireEvent.click(h.modalScreen().getByRole('button', { name: 'Dismiss' }))
    expect(h.modalScreen().queryByRole('alert')).toBeNull()
    // An error alert keeps the error colour (and is said on the console as an error).
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    act(() => h.modal.alerts.show('SERVER_ERROR'))
    expect((await h.modalScreen().findByRole('alert')).className).toBe('alert')
  })
})
