import { describe, expect, it, vi } from 'vitest'
import { createRouter, view, type ViewEntry } from '../../../kernel/router'

const names = (stack: readonly ViewEntry[]) => stack.map((entry) => entry.name)

function router(o: { connected?: boolean } = {}) {
  const close = vi.fn()
  const r = createRouter({ isConnected: () => o.connected ?? false, close })
  return { r, close }
}

describe('view stack (SPEC §2)', () => {
  it('SPEC §2 Connect is the default view: a new stack holds only Connect', () => {
    const { r } = router()
    expect(names(r.$stack.get())).toEqual(['Connect'])
    expect(r.current().name).toBe('Connect')
  })

  it('SPEC §2 Back pops the history; at the root it closes the modal', () => {
    const { r, close } = router()
    r.push(view('AllWallets'))
    r.push(view('ConnectingExternal', { connectorId: 'io.metamask', namespace: 'eip155' }))
    r.goBack()
    expect(names(r.$stack.get())).toEqual(['Connect', 'AllWallets'])
    expect(close).not.toHaveBeenCalled()
    r.goBack()
    expect(names(r.$stack.get())).toEqual(['Connect'])
    expect(close).not.toHaveBeenCalled()
    r.goBack()
    expect(close).toHaveBeenCalledTimes(1)
    expect(names(r.$stack.get())).toEqual(['Connect'])
  })

  it('SPEC §2 When connected, going back to Connect shows Account', () => {
    const { r, close } = router({ connected: true })
    r.push(view('AllWallets'))
    r.goBack()
    expect(names(r.$stack.get())).toEqual(['Account'])
    expect(close).not.toHaveBeenCalled()
  })

  it('SPEC §2 going back while disconnected lands on Connect itself (the Account rule applies only when connected)', () => {
    const { r } = router({ connected: false })
    r.push(view('AllWallets'))
    r.goBack()
    expect(names(r.$stack.get())).toEqual(['Connect'])
  })

  it('SPEC §2 going back while connected to a view other than Connect keeps that view', () => {
    const { r } = router({ connected: true })
    r.reset(view('Account'))
    r.push(view('Networks'))
    r.push(view('SwitchNetwork', { network: { id: 1 } as never }))
    r.goBack()
    expect(names(r.$stack.get())).toEqual(['Account', 'Networks'])
  })

  it('SPEC §2 view params travel with the entry (SwitchActiveChain fields)', () => {
    const { r } = router()
    const network = { id: 1, caipNetworkId: 'eip155:1' } as never
    r.push(view('SwitchActiveChain', { switchToChain: 'eip155', navigateTo: 'Connect', navigateWithReplace: true, network }))
    expect(r.current()).toEqual({
      name: 'SwitchActiveChain',
      params: { switchToChain: 'eip155', navigateTo: 'Connect', navigateWithReplace: true, network },
    })
  })

  it('SPEC §2 replace swaps the top view without growing the history', () => {
    const { r } = router()
    r.push(view('AllWallets'))
    r.replace(view('Networks'))
    expect(names(r.$stack.get())).toEqual(['Connect', 'Networks'])
  })

  it('SPEC §2 goBackTo pops to the nearest named view, or resets to it when it is not in the history', () => {
    const { r } = router()
    r.reset(view('Account'))
    r.push(view('Networks'))
    r.push(view('UnsupportedChain'))
    r.goBackTo('Networks')
    expect(names(r.$stack.get())).toEqual(['Account', 'Networks'])
    r.goBackTo('AllWallets')
    expect(names(r.$stack.get())).toEqual(['AllWallets'])
  })
})
