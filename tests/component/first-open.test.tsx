// What the first open draws in its own frame (issue 15): the live region is there from the start,
// not after a chunk of its own, so a wallet picked at once is announced as it connects.
import { act, render, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createModal, type Modal } from '../../kernel'
import { GangwayProvider } from '../../ui'
import { testEnv } from '../unit/support/env'
import { eth } from '../unit/support/modal'
import { scriptedConnector, testNamespace } from '../unit/support/namespace'

let modal: Modal | undefined
let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  modal?.destroy()
  modal = unmount = undefined
})

describe('the first open (issue 15)', () => {
  it('WCAG 4.1.3 the live region is in the page in the first open’s own render, before anything has loaded', () => {
    const connector = scriptedConnector({ id: 'io.metamask', name: 'MetaMask', chain: 'eip155', type: 'ANNOUNCED' })
    modal = createModal({ projectId: 'test', plugins: [testNamespace('eip155', { connectors: [connector] })], networks: [eth] }, testEnv())
    const view = render(<GangwayProvider modal={modal} />)
    unmount = () => act(() => view.unmount())
    act(() => modal!.open())
    const screen = within(document.querySelector('gangway-modal')!.shadowRoot as unknown as HTMLElement)
    // No await: what the open's first frame shows.
    expect(screen.getByTestId('wallet-list').textContent).toContain('MetaMask')
    expect(screen.queryByTestId('announcer')?.getAttribute('aria-live')).toBe('polite')
  })
})
