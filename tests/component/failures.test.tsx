// A view that throws, a plugin whose code fails to load (offline, or a redeploy that removed the
// chunk), a broken Connect section: the host page keeps its own content, the dialog says what went
// wrong where the view was, and Back and Close still work. Before, one throw unmounted the host's
// whole React tree (a white page).
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { view } from '../../kernel'
import { ConnectButton } from '../../ui'
import { testFeature } from '../unit/support/feature'
import { modalsOnChain } from './harness'

const modals = modalsOnChain()

function Throws(): never {
  throw new Error('the view broke')
}

const broken = testFeature({
  id: 'broken',
  views: ['Throws', 'Offline', 'BrokenSection'],
  entries: [
    { slot: 'account', view: 'Throws', label: 'Throws' },
    { slot: 'connect', method: 'email', view: 'BrokenSection', label: 'E-mail' },
  ],
  module: { views: { Throws, BrokenSection: Throws } },
})
// Its code never arrives: what a blocked or removed chunk looks like to the modal.
const offline = { ...testFeature({ id: 'offline', views: ['Offline'] }), load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }

const host = (
  <main>
    <h1>The host page</h1>
    <ConnectButton />
  </main>
)

describe('failures inside the modal never take the host page down', () => {
  it('a plugin view that throws: the host keeps its content, the dialog says "Something went wrong", Back returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
    const errors: Error[] = []
    const h = modals.mount(host, { plugins: [broken] })
    h.modal.events.on('error', ({ error }) => errors.push(error))
    act(() => h.modal.open())
    const screen = h.modalScreen()
    await screen.findByText('Dev Wallet (local)')
    act(() => h.modal.router.push(view('Throws' as never)))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Something went wrong')
    expect(document.querySelector('h1')?.textContent).toBe('The host page')
    expect(errors.map((e) => e.message)).toEqual(['the view broke'])
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByText('Dev Wallet (local)')
    expect(screen.getByRole('heading').textContent).toBe('Connect Wallet')
  })

  it('a plugin whose code fails to load: the dialog says so, and Close still closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const h = modals.mount(host, { plugins: [offline] })
    act(() => h.modal.open({ view: view('Offline' as never) }))
    const screen = h.modalScreen()
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong')
    expect(document.querySelector('h1')?.textContent).toBe('The host page')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(h.modal.stores.$open.get()).toBe(false)
  })

  it('the dialog itself failing (a view opened without the params it needs): the host keeps its content, the modal closes, and opens again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const h = modals.mount(host)
    // A script's mistake a type check would catch: SwitchNetwork names its network in its params.
    act(() => h.modal.open({ view: { name: 'SwitchNetwork', params: undefined } as never }))
    await waitFor(() => expect(h.modal.stores.$open.get()).toBe(false))
    expect(document.querySelector('h1')?.textContent).toBe('The host page')
    act(() => h.modal.open())
    expect(await h.modalScreen().findByText('Dev Wallet (local)')).toBeTruthy()
  })

  it('a Connect section that throws leaves the wallets listed beside its error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const h = modals.mount(host, { plugins: [broken] })
    act(() => h.modal.open())
    const screen = h.modalScreen()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'))
    expect(screen.getByText('Dev Wallet (local)')).toBeTruthy()
    expect(document.querySelector('h1')?.textContent).toBe('The host page')
  })
})
