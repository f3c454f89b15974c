// The e-mail sign-in and the e-mail change on a real kernel with both namespaces the embedded wallet
// serves (eip155 and solana), with fake timers; only the secure frame is a scripted transport. An
// address that cannot be an e-mail never reaches the frame (SPEC §5); the new e-mail names the
// connection at once, as a reload would (SPEC §3 User.email, §5 auth display name); one sign-in serves
// both namespaces, and each session says so (WalletSession.sharedWith).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { embedded } from '../../../../plugins/auth-embedded'
import { embeddedController } from '../../../../plugins/auth-embedded/controller'
import { APP, frameReply, FRAME_READY_DELAY_MS, type ConnectedUser, type RequestType } from '../../../../plugins/auth-embedded/protocol'
import { eth, makeModal, sol } from '../../support/modal'
import { ADDRESS_A, testNamespace } from '../../support/namespace'
import { emailSignIn } from './email-sign-in'
import { scriptedFrameTransport, type PostedMessage } from './scripted-frame'

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const ADA = 'ada@example.com'
const ADA_NEW = 'ada.lovelace@example.org'

function setup() {
  const posted: RequestType[] = []
  let email = ADA
  const user = (chainId: number | string): ConnectedUser => {
    const address = typeof chainId === 'number' ? ADDRESS_A : SOLANA_ADDRESS
    return { email, address, chainId, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', socialProvider: null }
  }
  const answers: Partial<Record<RequestType, (payload: Record<string, unknown>) => unknown>> = {
    SYNC_THEME: () => ({}),
    SYNC_DAPP_DATA: () => ({}),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: () => ({}),
    GET_USER: (p) => user(p.chainId as number | string),
    UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    UPDATE_EMAIL_PRIMARY_OTP: () => ({}),
    UPDATE_EMAIL_SECONDARY_OTP: () => ((email = ADA_NEW), { newEmail: ADA_NEW }),
    SIGN_OUT: () => ({}),
  }
  const transport = scriptedFrameTransport(({ type, id, payload }: PostedMessage) => {
    const request = type.slice(APP.length) as RequestType
    posted.push(request)
    const answer = answers[request]
    return answer && frameReply.success(request, id, answer((payload ?? {}) as unknown as Record<string, unknown>))
  })
  const plugins = [testNamespace('eip155'), testNamespace('solana'), ...embedded({ secureSiteUrl: 'http://127.0.0.1:9', transport: () => transport })]
  const { modal } = makeModal({ plugins, networks: [eth, sol] })
  return { modal, posted, controller: embeddedController(modal) }
}

/** Signed in by e-mail: the code asked for and given; both namespaces connected. */
async function signedIn() {
  const s = setup()
  await emailSignIn(s.controller, ADA)
  expect(s.modal.stores.$accounts.get()).toMatchObject({ eip155: { status: 'connected', address: ADDRESS_A }, solana: { status: 'connected', address: SOLANA_ADDRESS } })
  return s
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('SPEC §5 an address that cannot be an e-mail', () => {
  it("is refused in the page, in plain words ('Enter a valid email address'), before the 30 s wait is even looked at: the frame is never asked", async () => {
    const { controller, posted } = setup()
    for (const typed of ['not-an-email', 'ada@example', 'ada@@example.com', 'a b@example.com']) {
      await expect(controller.sendEmailCode(typed)).rejects.toHaveProperty('message', 'Enter a valid email address')
    }
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    expect(posted).not.toContain('CONNECT_EMAIL')
  })

  it('is refused in the page for an e-mail change too: the frame is never asked', async () => {
    const { controller, posted } = await signedIn()
    await expect(controller.updateEmail('not-an-email')).rejects.toHaveProperty('message', 'Enter a valid email address')
    await vi.advanceTimersByTimeAsync(0)
    expect(posted).not.toContain('UPDATE_EMAIL')
  })
})

describe('SPEC §3 User.email, §5 auth display name: the e-mail change', () => {
  it("names the connection after the new address at once, in every namespace (Account's 'Connected with'), as a reload would", async () => {
    const { modal, controller } = await signedIn()
    const names = () => [modal.stores.$accounts.get().eip155?.walletInfo?.name, modal.stores.$accounts.get().solana?.walletInfo?.name]
    expect(names()).toEqual([ADA, ADA])
    const steps = (async () => {
      await controller.updateEmail(ADA_NEW)
      await controller.updateEmailPrimary('111111')
      return controller.updateEmailSecondary('222222')
    })()
    await vi.advanceTimersByTimeAsync(0)
    expect(await steps).toBe(ADA_NEW)
    expect(names()).toEqual([ADA_NEW, ADA_NEW])
    expect(modal.stores.$account.get().walletInfo).toEqual({ name: ADA_NEW })
    expect(controller.displayName()).toBe(ADA_NEW)
  })
})

describe('one sign-in serves both namespaces', () => {
  it('each session names the other (sharedWith); disconnecting one namespace ends both (the frame signs out once)', async () => {
    const { modal, posted } = await signedIn()
    expect(modal.session('eip155')?.sharedWith).toEqual(['solana'])
    expect(modal.session('solana')?.sharedWith).toEqual(['eip155'])
    const gone = modal.disconnect({ namespace: 'solana' })
    await vi.advanceTimersByTimeAsync(0)
    await gone
    expect(posted.filter((t) => t === 'SIGN_OUT')).toHaveLength(1)
    expect(modal.stores.$accounts.get()).toMatchObject({ eip155: { status: 'disconnected' }, solana: { status: 'disconnected' } })
  })
})
