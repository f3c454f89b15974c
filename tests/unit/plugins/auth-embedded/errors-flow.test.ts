// SPEC §8 texts of the embedded wallet, reached through the code that raises them on a real kernel
// (makeModal) with fake timers; only the secure frame is a scripted transport. Covers 'Failed to
// initiate social connection' with the toast 'A problem occurred while trying initialize
// authentication', 'Failed to connect to farcaster' (the channel's address, then its approval),
// 'No auth connector found' (e-mail change, account type) and 'Not connected to email or social'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../../../kernel/storage'
import { embedded } from '../../../../plugins/auth-embedded'
import { embeddedController, FARCASTER_RELOAD_DELAY_MS } from '../../../../plugins/auth-embedded/controller'
import { AUTH_CONNECTOR_ID, loginCacheKeys } from '../../../../plugins/auth-embedded/context'
import type { ConnectedUser, RequestType } from '../../../../plugins/auth-embedded/protocol'
import { APP, frameReply, FRAME_READY_DELAY_MS } from '../../../../plugins/auth-embedded/protocol'
import { socialState } from '../../../../plugins/auth-embedded/views/social-state'
import { MemoryStorage } from '../../support/env'
import { eth, makeModal } from '../../support/modal'
import { ADDRESS_A, scriptedConnector, testNamespace } from '../../support/namespace'
import { popupWindow } from './popup-window'
import { scriptedFrameTransport } from './scripted-frame'

type Answer = (id: string) => unknown
type Answers = Partial<Record<RequestType, Answer>>

const ok =
  (type: RequestType, payload: unknown): Answer =>
  (id) =>
    frameReply.success(type, id, payload)
const refuse =
  (type: RequestType, message: string): Answer =>
  (id) =>
    frameReply.error(type, id, message)

/** What any frame answers once it is ready: theme and dapp data taken, no smart-account networks. */
const housekeeping: Answers = {
  SYNC_THEME: ok('SYNC_THEME', {}),
  SYNC_DAPP_DATA: ok('SYNC_DAPP_DATA', {}),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] }),
  RELOAD: ok('RELOAD', {}),
}

const user = (o: Partial<ConnectedUser> = {}): ConnectedUser => ({ address: ADDRESS_A, chainId: 1, accounts: [], preferredAccountType: 'eoa', ...o })

/**
 * A modal with the test eip155 plugin (one ordinary wallet, 'w') and the embedded wallet, whose frame
 * answers each request type as `answers` says (unanswered otherwise). `posted` lists the request types sent.
 */
function setup(o: { answers?: Answers; storage?: MemoryStorage; window?: unknown; services?: { api: string }; fetch?: typeof fetch } = {}) {
  const posted: RequestType[] = []
  const answers: Answers = { ...housekeeping, ...o.answers }
  const transport = scriptedFrameTransport(({ type, id }) => {
    const request = type.slice(APP.length) as RequestType
    posted.push(request)
    return answers[request]?.(id)
  })
  const wallet = scriptedConnector({ id: 'w', chain: 'eip155' })
  const plugins = [testNamespace('eip155', { connectors: [wallet] }), ...embedded({ secureSiteUrl: 'http://127.0.0.1:9', transport: () => transport })]
  const { modal } = makeModal({ plugins, networks: [eth], storage: o.storage, options: o.services ? { services: o.services } : {} })
  const env = modal.context.env as { window?: unknown; fetch: typeof fetch }
  if (o.window) env.window = o.window
  if (o.fetch) env.fetch = o.fetch
  return { modal, posted, controller: embeddedController(modal) }
}

/** Lets the frame get ready (SPEC §9 ready delay) and answer what was asked. */
const frameAnswers = () => vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("SPEC §8 'Failed to initiate social connection'", () => {
  it("SPEC §8 'Failed to initiate social connection' and toast 'A problem occurred while trying initialize authentication': the frame refuses the provider's address; the sign-in rejects, the popup closes", async () => {
    const { win, popups } = popupWindow('http://127.0.0.1:5173')
    const { modal, controller, posted } = setup({ window: win, answers: { GET_SOCIAL_REDIRECT_URI: refuse('GET_SOCIAL_REDIRECT_URI', 'provider unavailable') } })
    modal.open()
    const result = controller.socialLogin('github', controller.openPopup())
    const settled = expect(result).rejects.toHaveProperty('message', 'Failed to initiate social connection')
    await frameAnswers()
    await settled
    expect(posted).toContain('GET_SOCIAL_REDIRECT_URI')
    expect(modal.stores.$toast.get()).toMatchObject({ message: 'A problem occurred while trying initialize authentication', variant: 'error', open: true })
    expect(popups[0]!.closed).toBe(true)
    expect(modal.stores.$account.get().status).not.toBe('connected')
  })

  it("SPEC §8 'Failed to initiate social connection': what ConnectingSocial shows after a click on a provider whose address the frame refuses", async () => {
    const { win } = popupWindow('http://127.0.0.1:5173')
    const { modal, controller } = setup({ window: win, answers: { GET_SOCIAL_REDIRECT_URI: refuse('GET_SOCIAL_REDIRECT_URI', 'provider unavailable') } })
    modal.open()
    const state = socialState(modal)
    state.start('discord', controller)
    expect(state.$attempt.get()).toEqual({ provider: 'discord', status: 'waiting' })
    await frameAnswers()
    expect(state.$attempt.get()).toEqual({ provider: 'discord', status: 'error', error: 'Failed to initiate social connection' })
    expect(modal.stores.$toast.get().message).toBe('A problem occurred while trying initialize authentication')
  })

  it("SPEC §5, §8 'Failed to initiate social connection' and toast 'A problem occurred while trying initialize authentication': the page's origin is not on the project's allowlist; the frame is never asked for the address", async () => {
    // 127.0.0.2: loopback, but not one of the origins allowed by default (localhost, 127.0.0.1), nor listed.
    const { win, popups } = popupWindow('http://127.0.0.2:5174')
    const fetched: string[] = []
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input))
      fetched.push(url.pathname)
      if (url.pathname.endsWith('/projects/v1/origins')) return Response.json({ allowedOrigins: ['http://127.0.0.2:5175'] })
      return Response.json({ error: 'Not found' }, { status: 404 })
    }
    const { modal, controller, posted } = setup({ window: win, services: { api: 'http://127.0.0.1:9' }, fetch })
    modal.open()
    const result = controller.socialLogin('google', controller.openPopup())
    const settled = expect(result).rejects.toHaveProperty('message', 'Failed to initiate social connection')
    await frameAnswers()
    await settled
    expect(fetched).toContain('/projects/v1/origins')
    expect(posted).not.toContain('GET_SOCIAL_REDIRECT_URI')
    expect(modal.stores.$toast.get()).toMatchObject({ message: 'A problem occurred while trying initialize authentication', variant: 'error' })
    expect(popups[0]!.closed).toBe(true)
  })
})

describe("SPEC §8 'Failed to connect to farcaster'", () => {
  it("SPEC §8 'Failed to connect to farcaster': the frame cannot give the channel's address; no address is shown, and a later try asks again", async () => {
    const { controller, posted } = setup({ answers: { GET_FARCASTER_URI: refuse('GET_FARCASTER_URI', 'relay down') } })
    const asked = controller.farcasterUri()
    const settled = expect(asked).rejects.toHaveProperty('message', 'Failed to connect to farcaster')
    await frameAnswers()
    await settled
    expect(controller.$farcasterUrl.get()).toBeUndefined()
    const again = controller.farcasterUri()
    const settledAgain = expect(again).rejects.toHaveProperty('message', 'Failed to connect to farcaster')
    await vi.advanceTimersByTimeAsync(0)
    await settledAgain
    expect(posted.filter((t) => t === 'GET_FARCASTER_URI')).toHaveLength(2)
  })

  it("SPEC §8, §9 'Failed to connect to farcaster': the channel's approval fails; the address is forgotten, nobody is connected, the frame reloads 100 ms later", async () => {
    const { modal, controller, posted } = setup({
      answers: { GET_FARCASTER_URI: ok('GET_FARCASTER_URI', { url: 'http://127.0.0.1:9/~/siwf?channelToken=abc' }), CONNECT_FARCASTER: refuse('CONNECT_FARCASTER', 'channel expired') },
    })
    const uri = controller.farcasterUri()
    await frameAnswers()
    expect(await uri).toBe('http://127.0.0.1:9/~/siwf?channelToken=abc')
    expect(controller.$farcasterUrl.get()).toBe('http://127.0.0.1:9/~/siwf?channelToken=abc')
    const connected = controller.farcasterConnect()
    const settled = expect(connected).rejects.toHaveProperty('message', 'Failed to connect to farcaster')
    await vi.advanceTimersByTimeAsync(0)
    await settled
    expect(controller.$farcasterUrl.get()).toBeUndefined()
    expect(modal.stores.$account.get().status).not.toBe('connected')
    expect(posted).not.toContain('RELOAD')
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS)
    expect(posted).toContain('RELOAD')
  })
})

describe("SPEC §8 'No auth connector found' and 'Not connected to email or social'", () => {
  it("SPEC §8 'No auth connector found': an e-mail change while connected with another wallet; the frame is never asked", async () => {
    const { modal, controller, posted } = setup()
    await modal.connect('w')
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', connectorId: 'w' })
    await expect(controller.updateEmail('new@example.com')).rejects.toHaveProperty('message', 'No auth connector found')
    await expect(controller.updateEmailPrimary('123456')).rejects.toHaveProperty('message', 'No auth connector found')
    await expect(controller.updateEmailSecondary('654321')).rejects.toHaveProperty('message', 'No auth connector found')
    await frameAnswers()
    expect(posted.filter((t) => t.startsWith('UPDATE_EMAIL'))).toEqual([])
  })

  it("SPEC §8 'No auth connector found': choosing the account type (smart account or EOA) without an embedded session; the frame is never asked", async () => {
    const { modal, controller, posted } = setup()
    await modal.connect('w')
    await expect(controller.setAccountType('eoa')).rejects.toHaveProperty('message', 'No auth connector found')
    await expect(controller.setAccountType('smartAccount')).rejects.toHaveProperty('message', 'No auth connector found')
    await frameAnswers()
    expect(posted).not.toContain('SET_PREFERRED_ACCOUNT')
  })

  /** A page load with a stored embedded connection that the frame says is still signed in, as `signedIn`. */
  async function restored(signedIn: ConnectedUser) {
    const storage = new MemoryStorage().seed({ [storageKeys.connectorIds]: { eip155: AUTH_CONNECTOR_ID }, [loginCacheKeys.emailLoginUsed]: true })
    const s = setup({
      storage,
      answers: {
        IS_CONNECTED: ok('IS_CONNECTED', { isConnected: true }),
        GET_USER: ok('GET_USER', signedIn),
        UPDATE_EMAIL: ok('UPDATE_EMAIL', { action: 'VERIFY_PRIMARY_OTP' }),
      },
    })
    await vi.waitFor(() => expect(s.modal.stores.$account.get()).toMatchObject({ status: 'connected', connectorId: AUTH_CONNECTOR_ID }), { timeout: 10_000 })
    return s
  }

  it("SPEC §8 'Not connected to email or social': an e-mail change for an embedded session whose user has neither an e-mail nor a social login", async () => {
    const { controller, posted } = await restored(user({ email: null, socialProvider: null }))
    await expect(controller.updateEmail('new@example.com')).rejects.toHaveProperty('message', 'Not connected to email or social')
    await expect(controller.updateEmailSecondary('654321')).rejects.toHaveProperty('message', 'Not connected to email or social')
    expect(posted.filter((t) => t.startsWith('UPDATE_EMAIL'))).toEqual([])
  })

  it('the e-mail change goes to the frame for an embedded session of an e-mail user (the guard passes)', async () => {
    const { controller, posted } = await restored(user({ email: 'ada@example.com' }))
    const action = controller.updateEmail('new@example.com')
    await vi.advanceTimersByTimeAsync(0)
    expect(await action).toBe('VERIFY_PRIMARY_OTP')
    expect(posted).toContain('UPDATE_EMAIL')
  })
})
