// SPEC §4 Social login: "Events tracked: started, request user data, success, error", as the modal's
// analytics events (SOCIAL_LOGIN_STARTED, SOCIAL_LOGIN_REQUEST_USER_DATA, SOCIAL_LOGIN_SUCCESS,
// SOCIAL_LOGIN_ERROR, each with the provider), for the popup sign-in and for Farcaster. A real kernel
// with fake timers; the secure frame is a scripted transport, the page's window a stand-in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { embedded } from '../../../../plugins/auth-embedded'
import { embeddedController } from '../../../../plugins/auth-embedded/controller'
import { APP, frameReply, FRAME_READY_DELAY_MS, type ConnectedUser, type RequestType } from '../../../../plugins/auth-embedded/protocol'
import { eth, makeModal } from '../../support/modal'
import { ADDRESS_A, testNamespace } from '../../support/namespace'
import { popupWindow } from './popup-window'
import { scriptedFrameTransport } from './scripted-frame'

const SECURE = 'http://127.0.0.1:9'
const user: ConnectedUser = { email: null, userName: 'ada', address: ADDRESS_A, chainId: 1, accounts: [{ address: ADDRESS_A, type: 'eoa' }], preferredAccountType: 'eoa', socialProvider: 'github' }

/** The frame answers each request type listed (refusing those in `refuse`); the rest go unanswered. */
function setup(refuse: RequestType[] = []) {
  const answers: Partial<Record<RequestType, unknown>> = {
    SYNC_THEME: {},
    SYNC_DAPP_DATA: {},
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] },
    GET_SOCIAL_REDIRECT_URI: { uri: `${SECURE}/auth?provider=github` },
    CONNECT_SOCIAL: user,
    GET_USER: user,
    GET_FARCASTER_URI: { url: `${SECURE}/~/siwf?channelToken=abc` },
    CONNECT_FARCASTER: { userName: 'ada' },
    RELOAD: {},
  }
  const transport = scriptedFrameTransport(({ type, id }) => {
    const request = type.slice(APP.length) as RequestType
    if (refuse.includes(request)) return frameReply.error(request, id, 'refused')
    return request in answers ? frameReply.success(request, id, answers[request]) : undefined
  })
  const { win, popups, messageListeners } = popupWindow()
  const plugins = [testNamespace('eip155'), ...embedded({ secureSiteUrl: SECURE, transport: () => transport })]
  const { modal } = makeModal({ plugins, networks: [eth], options: { logLevel: 'silent' } })
  ;(modal.context.env as { window?: unknown }).window = win
  const events: Array<{ event: string; properties?: unknown }> = []
  modal.events.on('analytics', (e) => e.event.startsWith('SOCIAL_LOGIN_') && events.push(e))
  modal.open()
  /** The popup comes back: the secure site posts the address the provider returned to. */
  const popupReturns = () => {
    for (const listener of messageListeners) (listener as (e: object) => void)({ origin: SECURE, source: popups[0], data: { resultUri: `${SECURE}/result?code=1` } })
  }
  return { modal, controller: embeddedController(modal), events, popupReturns }
}

const github = { provider: 'github' }

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('SPEC §4 social login events tracked: started, request user data, success, error', () => {
  it('SPEC §4 social login events: a successful popup sign-in tracks started, request user data, then success, each with its provider', async () => {
    const { modal, controller, events, popupReturns } = setup()
    const signedIn = controller.socialLogin('github', controller.openPopup())
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    expect(events).toEqual([{ event: 'SOCIAL_LOGIN_STARTED', properties: github }])
    popupReturns()
    await vi.advanceTimersByTimeAsync(0)
    await signedIn
    expect(modal.stores.$account.get().status).toBe('connected')
    expect(events).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: github },
      { event: 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties: github },
      { event: 'SOCIAL_LOGIN_SUCCESS', properties: github },
    ])
  })

  it("SPEC §4 social login events: the frame refuses the person's data; started, request user data, then error (no success)", async () => {
    const { controller, events, popupReturns } = setup(['CONNECT_SOCIAL'])
    const signedIn = controller.socialLogin('github', controller.openPopup())
    const settled = expect(signedIn).rejects.toThrow()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    popupReturns()
    await vi.advanceTimersByTimeAsync(0)
    await settled
    expect(events.map((e) => e.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_REQUEST_USER_DATA', 'SOCIAL_LOGIN_ERROR'])
    expect(events.at(-1)).toEqual({ event: 'SOCIAL_LOGIN_ERROR', properties: github })
  })

  it("SPEC §4 social login events: the sign-in cannot start (the frame refuses the provider's address); started, then error", async () => {
    const { controller, events } = setup(['GET_SOCIAL_REDIRECT_URI'])
    const signedIn = controller.socialLogin('github', controller.openPopup())
    const settled = expect(signedIn).rejects.toHaveProperty('message', 'Failed to initiate social connection')
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    await settled
    expect(events).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: github },
      { event: 'SOCIAL_LOGIN_ERROR', properties: github },
    ])
  })

  it('SPEC §4 social login events: Farcaster tracks started when its address is fetched, then success once the channel is approved', async () => {
    const { controller, events } = setup()
    const uri = controller.farcasterUri()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    await uri
    expect(events).toEqual([{ event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'farcaster' } }])
    const connected = controller.farcasterConnect()
    await vi.advanceTimersByTimeAsync(0)
    await connected
    expect(events.map((e) => e.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_SUCCESS'])
    expect(events.at(-1)).toEqual({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'farcaster' } })
  })

  it('SPEC §4 social login events: a Farcaster channel whose approval fails tracks started, then error', async () => {
    const { controller, events } = setup(['CONNECT_FARCASTER'])
    const uri = controller.farcasterUri()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    await uri
    const connected = controller.farcasterConnect()
    const settled = expect(connected).rejects.toHaveProperty('message', 'Failed to connect to farcaster')
    await vi.advanceTimersByTimeAsync(0)
    await settled
    expect(events).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'farcaster' } },
      { event: 'SOCIAL_LOGIN_ERROR', properties: { provider: 'farcaster' } },
    ])
  })
})
