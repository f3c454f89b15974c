// SPEC §4 'Embedded wallet connect event: sets address, user, smart account flag and preferred account
// type (from the event, stored preference or default)', on a real kernel with fake timers; only the secure
// frame is a scripted transport (and the page's window a stand-in for the social popup). The frame holds an
// EOA and a smart account on Ethereum; the account type that leads is the one the modal shows (Account type).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../../../kernel/storage'
import { embedded } from '../../../../plugins/auth-embedded'
import { AUTH_CONNECTOR_ID, loginCacheKeys } from '../../../../plugins/auth-embedded/context'
import { embeddedController } from '../../../../plugins/auth-embedded/controller'
import { APP, frameReply, FRAME_READY_DELAY_MS, type ConnectedUser, type RequestType } from '../../../../plugins/auth-embedded/protocol'
import { MemoryStorage } from '../../support/env'
import { eth, makeModal } from '../../support/modal'
import { ADDRESS_A, testNamespace } from '../../support/namespace'
import { emailSignIn } from './email-sign-in'
import { popupWindow } from './popup-window'
import { scriptedFrameTransport, type PostedMessage } from './scripted-frame'

const SECURE = 'http://127.0.0.1:9'
const SMART = '0x2222222222222222222222222222222222222222'
type AccountType = 'eoa' | 'smartAccount'
type Flow = 'e-mail code' | 'social popup' | 'farcaster' | 'restore'

/**
 * `event`: the type the frame's connect answer carries (absent: none); `stored`: the person's stored
 * preference for eip155; `hostDefault`: the host's defaultAccountTypes.eip155 (the namespace's own is eoa).
 */
function setup(o: { event?: AccountType; stored?: AccountType; hostDefault?: AccountType; restore?: boolean; noSmartAccount?: boolean }) {
  const asked: Array<{ type: RequestType; payload: Record<string, unknown> }> = []
  const user = (): ConnectedUser => ({
    email: 'ada@mail.localhost',
    address: o.event === 'smartAccount' ? SMART : ADDRESS_A,
    chainId: 1,
    // A network without smart accounts: the frame has only the EOA to give.
    accounts: o.noSmartAccount ? [{ address: ADDRESS_A, type: 'eoa' }] : [
      { address: ADDRESS_A, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    ...(o.event ? { preferredAccountType: o.event } : {}),
    smartAccountDeployed: false,
    socialProvider: null,
  })
  const answers: Partial<Record<RequestType, unknown>> = {
    SYNC_THEME: {},
    SYNC_DAPP_DATA: {},
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1] },
    CONNECT_EMAIL: { action: 'VERIFY_OTP' },
    CONNECT_OTP: {},
    GET_SOCIAL_REDIRECT_URI: { uri: `${SECURE}/auth?provider=github` },
    CONNECT_SOCIAL: user(),
    GET_FARCASTER_URI: { url: `${SECURE}/~/siwf?channelToken=abc` },
    CONNECT_FARCASTER: { userName: 'ada' },
    IS_CONNECTED: { isConnected: true },
    GET_USER: user(),
  }
  const transport = scriptedFrameTransport(({ type, id, payload }: PostedMessage) => {
    const request = type.slice(APP.length) as RequestType
    asked.push({ type: request, payload: (payload ?? {}) as unknown as Record<string, unknown> })
    return request in answers ? frameReply.success(request, id, answers[request]) : undefined
  })
  const storage = new MemoryStorage().seed({
    ...(o.stored ? { [storageKeys.preferredAccountTypes]: { eip155: o.stored } } : {}),
    ...(o.restore ? { [storageKeys.connectorIds]: { eip155: AUTH_CONNECTOR_ID }, [loginCacheKeys.emailLoginUsed]: true } : {}),
  })
  const { win, popups, messageListeners } = popupWindow()
  const plugins = [testNamespace('eip155'), ...embedded({ secureSiteUrl: SECURE, transport: () => transport })]
  const options = { logLevel: 'silent' as const, ...(o.hostDefault ? { defaultAccountTypes: { eip155: o.hostDefault } } : {}) }
  const { modal } = makeModal({ plugins, networks: [eth], storage, options })
  ;(modal.context.env as { window?: unknown }).window = win
  const controller = embeddedController(modal)
  const popupReturns = () => {
    for (const listener of messageListeners) (listener as (e: object) => void)({ origin: SECURE, source: popups[0], data: { resultUri: `${SECURE}/result?code=1` } })
  }
  const shown = () => modal.stores.$accounts.get().eip155
  const asks = () => asked.filter((a) => a.type === 'GET_USER').map((a) => a.payload.preferredAccountType)
  return { modal, storage, controller, popupReturns, shown, asks }
}

/** Connects through `flow` (a restore: the page loads with the stored connection) and waits for eip155 to be connected. */
async function connect(flow: Flow, o: Parameters<typeof setup>[0]) {
  const s = setup({ ...o, restore: flow === 'restore' })
  const { controller } = s
  if (flow === 'e-mail code') {
    await emailSignIn(controller, 'ada@mail.localhost')
  } else if (flow === 'social popup') {
    s.modal.open()
    const signedIn = controller.socialLogin('github', controller.openPopup())
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    s.popupReturns()
    await vi.advanceTimersByTimeAsync(0)
    await signedIn
  } else if (flow === 'farcaster') {
    const uri = controller.farcasterUri()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    await uri
    const connected = controller.farcasterConnect()
    await vi.advanceTimersByTimeAsync(0)
    await connected
  }
  await vi.waitFor(() => expect(s.shown()).toMatchObject({ status: 'connected', connectorId: AUTH_CONNECTOR_ID }))
  return s
}

const FLOWS: Flow[] = ['e-mail code', 'social popup', 'farcaster', 'restore']

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("SPEC §4 embedded wallet connect event: the preferred account type from the event, else the stored preference, else the default", () => {
  it.each(FLOWS)("SPEC §4 connect event (%s): the frame's answer says smartAccount while the stored preference and the default say eoa; the smart account leads, smartAccount is shown and stored", async (flow) => {
    const { shown, storage } = await connect(flow, { event: 'smartAccount', stored: 'eoa', hostDefault: 'eoa' })
    expect(shown()).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
    expect(storage.read(storageKeys.preferredAccountTypes)).toMatchObject({ eip155: 'smartAccount' })
  })

  it.each(FLOWS)("SPEC §4 connect event (%s): the frame's answer says eoa while the stored preference says smartAccount; the EOA leads, eoa is shown and stored", async (flow) => {
    const { shown, storage } = await connect(flow, { event: 'eoa', stored: 'smartAccount', hostDefault: 'smartAccount' })
    expect(shown()).toMatchObject({ address: ADDRESS_A, preferredAccountType: 'eoa' })
    expect(storage.read(storageKeys.preferredAccountTypes)).toMatchObject({ eip155: 'eoa' })
  })

  it.each(FLOWS)("SPEC §4 connect event (%s): on a network without smart accounts the answer's eoa is no choice of the person's; the EOA is shown, the stored smartAccount preference stays for the next network", async (flow) => {
    const { shown, storage } = await connect(flow, { event: 'eoa', stored: 'smartAccount', noSmartAccount: true })
    expect(shown()).toMatchObject({ address: ADDRESS_A })
    expect(storage.read(storageKeys.preferredAccountTypes)).toMatchObject({ eip155: 'smartAccount' })
  })

  it.each(FLOWS)("SPEC §4 connect event (%s): an answer without a type; the person's stored smartAccount (over the host's default eoa) is asked for, leads and is shown", async (flow) => {
    const { shown, asks, storage } = await connect(flow, { stored: 'smartAccount', hostDefault: 'eoa' })
    expect(asks()[0]).toBe('smartAccount')
    expect(shown()).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
    expect(storage.read(storageKeys.preferredAccountTypes)).toMatchObject({ eip155: 'smartAccount' })
  })

  it.each(FLOWS)("SPEC §4 connect event (%s): an answer without a type and nothing stored; the host's default smartAccount (over the namespace's eoa) is asked for, leads and is shown", async (flow) => {
    const { shown, asks } = await connect(flow, { hostDefault: 'smartAccount' })
    expect(asks()[0]).toBe('smartAccount')
    expect(shown()).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
  })
})
