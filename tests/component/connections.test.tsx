// Account's 'Switch wallet' (gangway/connections) on a real kernel and anvil chain, with two real
// EIP-1193 dev wallets announced as two browser extensions (each its own key), in React 19 and 18.
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createEvmDevWallet } from '../../demo/dev-wallet/evm'
import { ConnectButton } from '../../ui'
import { connections } from '../../plugins/features-connections'
import { MemoryStorage } from '../unit/support/env'
import { modalsOnChain } from './harness'

const modals = modalsOnChain()
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A second extension, 'Other Wallet', holding the dev mnemonic's second key (Bob); `storage` keeps what it granted across a reload. */
function announceOtherWallet(chain: { chainId: number; url: string }, storage = new MemoryStorage()) {
  const wallet = createEvmDevWallet({ chains: [{ id: chain.chainId, name: 'Local A', rpcUrl: chain.url }], storage, storageKey: 'other' })
  wallet.setAccount(1)
  const detail = { info: { uuid: '6d3c5b0e-1f6a-4c59-9d7e-2b1f4a8c9e01', name: 'Other Wallet', icon: '', rdns: 'test.other.wallet' }, provider: wallet }
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

describe('SPEC §4 Switching a connection, in Account', () => {
  it('SPEC §4 connector status per connection: the list shows the namespace connection (connected) and the one it replaced (active); Switch re-activates it and Account shows its account', async () => {
    const h = modals.mount(<ConnectButton />, { plugins: [connections()] })
    announceOtherWallet(modals.chain)
    await waitFor(() => expect(h.modal.stores.$connectors.get().map((c) => c.name)).toContain('Other Wallet'))
    const [dev, other] = ['Dev Wallet (local)', 'Other Wallet'].map((name) => h.modal.stores.$connectors.get().find((c) => c.name === name)!)
    await act(() => h.modal.connect(dev!.id))
    await act(() => h.modal.connect(other!.id))
    expect(h.modal.stores.$account.get().address).toBe(BOB)

    act(() => h.modal.open())
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Switch wallet' }))
    const rows = await screen.findAllByTestId('connection')
    expect(rows.map((row: HTMLElement) => `${row.querySelector('.name')?.firstChild?.textContent} ${row.dataset.status}`)).toEqual(['Other Wallet connected', 'Dev Wallet (local) active'])
    expect(screen.getByRole('button', { name: 'Disconnect Dev Wallet (local)' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Switch' }))
    await waitFor(() => expect(screen.getByTestId('account-address').getAttribute('title')).toBe(ALICE))
    expect(screen.getByTestId('account-wallet').textContent).toBe('Connected with Dev Wallet (local)')
  })

  it('with one wallet: it alone, connected, and Add wallet leads to Connect', async () => {
    const h = modals.mount(<ConnectButton />, { plugins: [connections()] })
    await waitFor(() => expect(h.modal.stores.$connectors.get().length).toBeGreaterThan(0))
    await act(() => h.modal.connect(h.modal.stores.$connectors.get()[0]!.id))
    act(() => h.modal.open())
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Switch wallet' }))
    expect((await screen.findAllByTestId('connection')).map((row: HTMLElement) => row.dataset.status)).toEqual(['connected'])
    expect(screen.getByText('Connect another wallet to switch between them here.')).toBeTruthy()
    fireEvent.click(screen.getByTestId('add-wallet'))
    await waitFor(() => expect(h.modal.router.current().name).toBe('Connect'))
    expect(await screen.findByText('Dev Wallet (local)')).toBeTruthy()
  })

  it('SPEC §3, §4 after a reload (a new modal on the same storage) Switch wallet lists the earlier wallet as disconnected, marked Recent, with Reconnect, which connects it again through its own way in', async () => {
    const otherWallet = new MemoryStorage() // the extension keeps its grant across the reload
    const first = modals.mount(<ConnectButton />, { plugins: [connections()] })
    announceOtherWallet(modals.chain, otherWallet)
    await waitFor(() => expect(first.modal.stores.$connectors.get().map((c) => c.name)).toContain('Other Wallet'))
    const [dev, other] = ['Dev Wallet (local)', 'Other Wallet'].map((name) => first.modal.stores.$connectors.get().find((c) => c.name === name)!)
    await act(() => first.modal.connect(dev!.id))
    await act(() => first.modal.connect(other!.id))
    first.unmount()

    const h = modals.mount(<ConnectButton />, { plugins: [connections()], storage: first.storage })
    announceOtherWallet(modals.chain, otherWallet)
    await act(() => h.modal.ready)
    expect(h.modal.stores.$account.get()).toMatchObject({ status: 'connected', address: BOB })
    act(() => h.modal.open())
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Switch wallet' }))
    const rows = await screen.findAllByTestId('connection')
    expect(rows.map((row: HTMLElement) => `${row.querySelector('.name')?.firstChild?.textContent} ${row.dataset.status}`)).toEqual(['Other Wallet connected', 'Dev Wallet (local) disconnected'])
    expect(within(rows[1]!).getByText('Recent')).toBeTruthy()
    expect(within(rows[0]!).queryByText('Recent')).toBeNull()
    expect(screen.getByRole('button', { name: 'Remove Dev Wallet (local)' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }))
    await waitFor(() => expect(h.modal.stores.$account.get().address).toBe(ALICE))
    expect(h.modal.stores.$account.get().connectorId).toBe(dev!.id)
  })

  it('SPEC §3 a stored connection whose wallet does not come back shows, disconnected, with no Reconnect; Remove takes it off the list', async () => {
    const storage = new MemoryStorage().seed({ known_connections: { eip155: [{ connectorId: 'gone.wallet', name: 'Gone Wallet', accounts: [{ address: BOB, type: 'eoa' }], recent: true }] } })
    const h = modals.mount(<ConnectButton />, { plugins: [connections()], storage })
    await waitFor(() => expect(h.modal.stores.$connectors.get().length).toBeGreaterThan(0))
    await act(() => h.modal.connect(h.modal.stores.$connectors.get()[0]!.id))
    act(() => h.modal.open())
    const screen = h.modalScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Switch wallet' }))
    const rows = await screen.findAllByTestId('connection')
    expect(rows.map((row: HTMLElement) => `${row.querySelector('.name')?.firstChild?.textContent} ${row.dataset.status}`)).toEqual(['Dev Wallet (local) connected', 'Gone Wallet disconnected'])
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gone Wallet' }))
    await waitFor(() => expect(screen.getAllByTestId('connection')).toHaveLength(1))
    expect(storage.read('known_connections')).toEqual({})
  })
})
