// SPEC §8 'WalletConnectConnector not found' as the WalletConnect view shows it, rendered by the real UI
// on a real kernel (only the browser is happy-dom). No relay is needed: the view says it before any
// pairing starts. Both ways the view gets there: no namespace can be proposed over WalletConnect (no
// connector in the wallet list), and the walletConnect feature switched off by the host (no state).
import { act, render, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createModal, type Modal, type ModalOptionsInput } from '../../kernel'
import { walletConnect } from '../../plugins/walletconnect'
import { GangwayProvider } from '../../ui'
import { MemoryStorage } from '../unit/support/env'
import { eth } from '../unit/support/modal'
import { testNamespace } from '../unit/support/namespace'

let modal: Modal | undefined
let unmount: (() => void) | undefined

afterEach(() => {
  unmount?.()
  modal?.destroy()
  modal = unmount = undefined
})

/** A modal whose only namespace plugin has no WalletConnect capability: nothing can be proposed over WalletConnect. */
function mount(options: Partial<ModalOptionsInput> = {}) {
  modal = createModal(
    { projectId: 'test', plugins: [testNamespace('eip155'), walletConnect()], networks: [eth], manualWCControl: true, ...options },
    { window, storage: new MemoryStorage(), fetch: async () => Response.json({}, { status: 404 }), isMobile: () => false },
  )
  const view = render(<GangwayProvider modal={modal} />)
  unmount = () => act(() => view.unmount())
  const screen = () => within(document.querySelector('gangway-modal')!.shadowRoot as unknown as HTMLElement)
  return { screen }
}

describe("SPEC §8 'WalletConnectConnector not found'", () => {
  it("SPEC §8 'WalletConnectConnector not found': the WalletConnect view with no WalletConnect connector in the wallet list says so, and Try again says it again", async () => {
    const { screen } = mount()
    act(() => modal!.open())
    expect(modal!.stores.$stack.get().map((e) => e.name)).toEqual(['ConnectingWalletConnectBasic'])
    const alert = await screen().findByRole('alert')
    expect(alert.textContent).toBe('WalletConnectConnector not found')
    act(() => screen().getByRole('button', { name: 'Try again' }).click())
    expect((await screen().findByRole('alert')).textContent).toBe('WalletConnectConnector not found')
    expect(modal!.stores.$account.get().status).not.toBe('connecting')
  })

  it("SPEC §8 'WalletConnectConnector not found': the host switched the walletConnect feature off but asked for manual WalletConnect control; the view says so", async () => {
    const { screen } = mount({ features: { walletConnect: false } })
    act(() => modal!.open())
    expect(modal!.stores.$stack.get().map((e) => e.name)).toEqual(['ConnectingWalletConnectBasic'])
    const message = await screen().findByText('WalletConnectConnector not found')
    expect(message.tagName).toBe('P')
    expect(screen().queryByRole('alert')).toBeNull()
  })
})
