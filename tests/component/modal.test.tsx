import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from '../../ui'
import { modalsOnChain, type Harness } from './harness'

const modals = modalsOnChain()

const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function connectThroughModal(harness: Harness) {
  fireEvent.click(harness.buttonScreen().getByTestId('connect-button'))
  const screen = harness.modalScreen()
  fireEvent.click(await screen.findByText('Dev Wallet (local)'))
  await waitFor(() => expect(harness.modal.stores.$open.get()).toBe(false))
}

describe('modal UI', () => {
  it('Connect button opens a dialog listing the announced (EIP-6963) wallet as installed', async () => {
    const h = modals.mount(<ConnectButton />)
    fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
    const screen = h.modalScreen()
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('heading').textContent).toBe('Connect Wallet')
    const row = screen.getByText('Dev Wallet (local)').closest('button')!
    expect(row.textContent).toContain('Installed')
  })

  it('SPEC §2 Escape closes the modal and closing resets the stack to Connect', async () => {
    const h = modals.mount(<ConnectButton />)
    fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByText('All Wallets'))
    await screen.findByRole('searchbox')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(h.modal.stores.$open.get()).toBe(false)
    expect(h.modal.stores.$stack.get().map((e) => e.name)).toEqual(['Connect'])
  })

  it('SPEC §2 Back pops to the previous view, and at the root closes', async () => {
    const h = modals.mount(<ConnectButton />)
    fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByText('All Wallets'))
    await screen.findByRole('searchbox')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading').textContent).toBe('Connect Wallet')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('All Wallets search filters the list and says when nothing matches', async () => {
    const h = modals.mount(<ConnectButton />)
    act(() => h.modal.open())
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByText('All Wallets'))
    const search = await screen.findByRole('searchbox')
    fireEvent.change(search, { target: { value: 'dev' } })
    expect(screen.getByText('Dev Wallet (local)')).toBeTruthy()
    fireEvent.change(search, { target: { value: 'zzz' } })
    expect(screen.getByText(/No wallet matches/)).toBeTruthy()
  })

  it('SPEC §9 connected: the button and Account show the address truncated 4…6 and the balance truncated to 3 decimals', async () => {
    const h = modals.mount(<ConnectButton />)
    await connectThroughModal(h)
    const button = h.buttonScreen()
    await waitFor(() => expect(button.getByTestId('button-balance').textContent).toBe('10000.000 ETH'))
    expect(button.getByTestId('button-address').textContent).toBe('0xf3…b92266')
    act(() => h.modal.open())
    const screen = h.modalScreen()
    expect((await screen.findByTestId('account-address')).textContent).toBe('0xf3…b92266')
    expect(screen.getByTestId('account-balance').textContent).toBe('10000.000 ETH')
    expect(screen.getByTestId('account-network').textContent).toBe('Local A')
  })

  it('Account: copy puts the full address on the clipboard and says so in a toast', async () => {
    const h = modals.mount(<ConnectButton />)
    await connectThroughModal(h)
    act(() => h.modal.open())
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Address copied'))
    expect(await navigator.clipboard.readText()).toBe(DEV_ADDRESS)
  })

  it('Account: Disconnect resets the account (SPEC §4) and closes the modal', async () => {
    const h = modals.mount(<ConnectButton />)
    await connectThroughModal(h)
    act(() => h.modal.open())
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByText('Disconnect'))
    await waitFor(() => expect(h.modal.stores.$open.get()).toBe(false))
    const account = h.modal.stores.$account.get()
    expect(account.status).toBe('disconnected')
    expect(account.address).toBeUndefined()
    expect(account.balance).toBeUndefined()
    expect(h.buttonScreen().getByTestId('connect-button').textContent).toBe('Connect Wallet')
  })

  it('a rejected connection shows the SPEC text and a retry that connects', async () => {
    const h = modals.mount(<ConnectButton />)
    h.wallet.reject(true)
    act(() => h.modal.open())
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByText('Dev Wallet (local)'))
    expect((await screen.findByRole('alert')).textContent).toBe('Connection rejected')
    fireEvent.click(screen.getByText('Try again'))
    await waitFor(() => expect(h.modal.stores.$account.get().address).toBe(DEV_ADDRESS))
  })

  it('SPEC §9 themes: dark mode marks the modal host for the dark palette, and host variables apply', async () => {
    const h = modals.mount(<ConnectButton />, { themeMode: 'dark' })
    act(() => h.modal.open())
    await h.modalScreen().findByRole('dialog')
    const host = document.querySelector('gangway-modal') as HTMLElement
    expect(host.dataset.theme).toBe('dark')
    act(() => h.modal.setThemeMode('light'))
    expect(host.dataset.theme).toBe('light')
  })

  it('SPEC §2 the modal element is appended to the page body, only once opened', async () => {
    const h = modals.mount(<ConnectButton />)
    expect(document.querySelector('gangway-modal')).toBeNull()
    act(() => h.modal.open())
    await h.modalScreen().findByRole('dialog')
    expect(document.querySelector('gangway-modal')?.parentElement).toBe(document.body)
  })
})
