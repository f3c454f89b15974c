// SPEC §2: where the dialog goes. By default the provider appends it to the page body, outside the
// host's own tree; with `disableAppend` or `enableEmbedded` nothing is appended, and the host places
// <GangwayModal/> in its tree, where the dialog then shows.
import { fireEvent, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton, GangwayModal } from '../../ui'
import { modalsOnChain, type Harness } from './harness'

const modals = modalsOnChain()

/** The host's page: its own element, holding a Connect button and, when asked, the modal in place. */
function HostPage({ inPlace = false }: { inPlace?: boolean }) {
  return (
    <main data-host-page="">
      <ConnectButton />
      {inPlace && <GangwayModal />}
    </main>
  )
}

const hostPage = () => document.querySelector('[data-host-page]') as HTMLElement

/** The person clicks Connect; returns the body's children before the click. */
function clickConnect(h: Harness): Element[] {
  const before = Array.from(document.body.children)
  fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
  return before
}

/** Queries inside the shadow root placed in the host's page by <GangwayModal/> (its div; the button's is a span). */
function inPlaceScreen() {
  const host = hostPage().querySelector(':scope > div')
  if (!host?.shadowRoot) throw new Error('no <GangwayModal/> shadow root in the host page')
  return within(host.shadowRoot as unknown as HTMLElement)
}

describe('SPEC §2 the modal element and the page body', () => {
  it('SPEC §2 the modal element is appended to the page body by default: opening puts the dialog under document.body, outside the host page', async () => {
    const h = modals.mount(<HostPage />)
    clickConnect(h)
    const dialog = await h.modalScreen().findByRole('dialog')
    const element = document.querySelector('gangway-modal')!
    expect(element.parentElement).toBe(document.body)
    expect(hostPage().contains(element)).toBe(false)
    expect((dialog.getRootNode() as ShadowRoot).host).toBe(element)
    expect(within(dialog).getByRole('heading').textContent).toBe('Connect Wallet')
  })

  it.each([
    ['when append is disabled', { disableAppend: true }],
    ['in embedded mode', { enableEmbedded: true }],
  ])('SPEC §2 the modal element is not appended %s: nothing joins the body, and <GangwayModal/> shows the dialog in the host page', async (_case, options) => {
    const h = modals.mount(<HostPage inPlace />, { options })
    const before = clickConnect(h)
    const screen = inPlaceScreen()
    expect((await screen.findByRole('heading')).textContent).toBe('Connect Wallet')
    expect(await screen.findByText('Dev Wallet (local)')).toBeTruthy()
    expect(h.modal.stores.$open.get()).toBe(true)
    expect(Array.from(document.body.children)).toEqual(before)
    expect(document.querySelector('gangway-modal')).toBeNull()
  })
})
