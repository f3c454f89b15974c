// The social sign-in's popup on a real kernel, with fake timers: the frame is a scripted transport
// (ready, then the provider's address), the window a stand-in that opens popups and delivers messages.
// SPEC §4: polled every 1 s for closing ('Popup closed'), 'Modal closed' when the modal closes first;
// a sign-in the person left, or a newer one, leaves no popup open and no message listener behind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { embedded } from '../../../../plugins/auth-embedded'
import { embeddedController, POPUP_POLL_MS } from '../../../../plugins/auth-embedded/controller'
import { APP, frameReply, FRAME_READY_DELAY_MS } from '../../../../plugins/auth-embedded/protocol'
import { socialState } from '../../../../plugins/auth-embedded/views/social-state'
import { eth, makeModal } from '../../support/modal'
import { testNamespace } from '../../support/namespace'
import { popupWindow, type FakePopup } from './popup-window'
import { scriptedFrameTransport } from './scripted-frame'

const PROVIDER_URL = 'http://127.0.0.1:9/auth?client_id=dev'

function setup() {
  const { win, popups, messageListeners } = popupWindow()
  // The frame: ready at once; it gives the provider's address and leaves everything else unanswered.
  const transport = scriptedFrameTransport(({ type, id }) => (type === `${APP}GET_SOCIAL_REDIRECT_URI` ? frameReply.success('GET_SOCIAL_REDIRECT_URI', id, { uri: PROVIDER_URL }) : undefined))
  const { modal } = makeModal({ plugins: [testNamespace('eip155'), ...embedded({ secureSiteUrl: 'http://127.0.0.1:9', transport: () => transport })], networks: [eth] })
  ;(modal.context.env as { window?: unknown }).window = win
  modal.open()
  return { modal, popups, messageListeners }
}

/** Lets the frame get ready and answer, and the popup be pointed at the provider. */
const untilPointed = async (popup: FakePopup) => {
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  expect(popup.location.href).toBe(PROVIDER_URL)
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('SPEC §4 the social popup', () => {
  it("SPEC §4 closed by the person: 'Popup closed' at the next 1 s check, and no message listener left", async () => {
    const { modal, popups, messageListeners } = setup()
    const controller = embeddedController(modal)
    const result = controller.socialLogin('github', controller.openPopup())
    const settled = expect(result).rejects.toThrow('Popup closed')
    await untilPointed(popups[0]!)
    expect(messageListeners.size).toBe(1)
    popups[0]!.close()
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS)
    await settled
    expect(messageListeners.size).toBe(0)
  })

  it("SPEC §4 the modal closed while the popup waits: 'Modal closed', the popup is closed too (it can no longer sign the person in)", async () => {
    const { modal, popups, messageListeners } = setup()
    const controller = embeddedController(modal)
    const result = controller.socialLogin('github', controller.openPopup())
    const settled = expect(result).rejects.toThrow('Modal closed')
    await untilPointed(popups[0]!)
    modal.close()
    await settled
    expect(popups[0]!.closed).toBe(true)
    expect(messageListeners.size).toBe(0)
  })

  it("SPEC §4 the modal closed before the provider's address came: 'Modal closed' and the popup closed, without waiting on it", async () => {
    const { modal, popups, messageListeners } = setup()
    const controller = embeddedController(modal)
    const result = controller.socialLogin('github', controller.openPopup())
    const settled = expect(result).rejects.toThrow('Modal closed')
    modal.close()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    await settled
    expect(popups[0]!.closed).toBe(true)
    expect(messageListeners.size).toBe(0)
  })

  it('a newer sign-in (Back, then a provider again) closes the older popup; the older one ends without touching what the newer one shows', async () => {
    const { modal, popups, messageListeners } = setup()
    const state = socialState(modal)
    state.start('github', embeddedController(modal))
    await untilPointed(popups[0]!)
    state.start('github', embeddedController(modal))
    expect(popups[0]!.closed).toBe(true)
    await untilPointed(popups[1]!)
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS)
    // The older wait ended ('Popup closed'); only the newer one still listens, and it is still waiting.
    expect(messageListeners.size).toBe(1)
    expect(popups[1]!.closed).toBe(false)
    expect(state.$attempt.get()).toEqual({ provider: 'github', status: 'waiting' })
  })
})
