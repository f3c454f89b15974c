// SPEC §4 'E-mail update' as a host calls it (updateEmail(modal) from gangway/embedded), on a real
// kernel with fake timers; only the secure frame is a scripted transport, whose user's e-mail the test
// changes as the person finishing the change in UpdateEmailWallet would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../../../kernel/storage'
import { embedded, updateEmail } from '../../../../plugins/auth-embedded'
import { AUTH_CONNECTOR_ID, loginCacheKeys } from '../../../../plugins/auth-embedded/context'
import { APP, frameReply, type ConnectedUser, type RequestType } from '../../../../plugins/auth-embedded/protocol'
import { MemoryStorage } from '../../support/env'
import { eth, makeModal } from '../../support/modal'
import { ADDRESS_A, testNamespace } from '../../support/namespace'
import { scriptedFrameTransport } from './scripted-frame'

const OLD = 'ada@localhost'
const NEW = 'ada.lovelace@localhost'
/** SPEC §4: the e-mail is polled every 1 s (the SPEC's number, not the code's constant). */
const EMAIL_POLL_MS = 1_000

/** A page load with a stored embedded connection the frame says is still signed in (as OLD). */
async function signedIn() {
  const frame = { email: OLD, userRequests: 0 }
  const user = (): ConnectedUser => ({ email: frame.email, address: ADDRESS_A, chainId: 1, accounts: [], preferredAccountType: 'eoa' })
  const answers: Partial<Record<RequestType, () => unknown>> = {
    SYNC_THEME: () => ({}),
    SYNC_DAPP_DATA: () => ({}),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    IS_CONNECTED: () => ({ isConnected: true }),
    GET_USER: () => (frame.userRequests++, user()),
  }
  const transport = scriptedFrameTransport(({ type, id }) => {
    const request = type.slice(APP.length) as RequestType
    const answer = answers[request]
    return answer && frameReply.success(request, id, answer())
  })
  const storage = new MemoryStorage().seed({ [storageKeys.connectorIds]: { eip155: AUTH_CONNECTOR_ID }, [loginCacheKeys.emailLoginUsed]: true })
  const plugins = [testNamespace('eip155'), ...embedded({ secureSiteUrl: 'http://127.0.0.1:9', transport: () => transport })]
  const { modal } = makeModal({ plugins, networks: [eth], storage })
  await vi.waitFor(() => expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', connectorId: AUTH_CONNECTOR_ID }), { timeout: 10_000 })
  return { modal, frame }
}

/** The e-mail update started, its view showing; `frame.userRequests` counted from here. */
async function started() {
  const s = await signedIn()
  // Waits for the open itself, not on timers: the 1 s polling starts with it.
  const opened = new Promise<void>((resolve) => {
    const stop = s.modal.stores.$open.listen((open) => open && (stop(), resolve()))
  })
  const result = updateEmail(s.modal)
  await opened
  expect(s.modal.stores.$stack.get().at(-1)?.name).toBe('UpdateEmailWallet')
  s.frame.userRequests = 0
  return { ...s, result }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("SPEC §4 'E-mail update' for the host", () => {
  it('SPEC §4 E-mail update: the e-mail is polled every 1 s until it changes, then the modal closes and the host gets the new e-mail', async () => {
    const { modal, frame, result } = await started()
    let settled: string | undefined
    void result.then((email) => (settled = email))
    // Unchanged: each second one more look, and the modal stays open.
    await vi.advanceTimersByTimeAsync(EMAIL_POLL_MS - 1)
    expect(frame.userRequests).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.userRequests).toBe(1)
    await vi.advanceTimersByTimeAsync(EMAIL_POLL_MS)
    expect(frame.userRequests).toBe(2)
    expect(modal.stores.$open.get()).toBe(true)
    expect(settled).toBeUndefined()
    // The person finished the change: the next look sees it.
    frame.email = NEW
    await vi.advanceTimersByTimeAsync(EMAIL_POLL_MS)
    expect(await result).toBe(NEW)
    expect(modal.stores.$open.get()).toBe(false)
    // Done: no more looks.
    const looks = frame.userRequests
    await vi.advanceTimersByTimeAsync(5 * EMAIL_POLL_MS)
    expect(frame.userRequests).toBe(looks)
    modal.destroy()
  })

  it("SPEC §4 E-mail update: the modal closed before the e-mail changed rejects with 'Modal closed', and the polling stops", async () => {
    const { modal, frame, result } = await started()
    const rejected = expect(result).rejects.toHaveProperty('message', 'Modal closed')
    await vi.advanceTimersByTimeAsync(EMAIL_POLL_MS)
    expect(frame.userRequests).toBe(1)
    modal.close()
    await rejected
    frame.email = NEW
    await vi.advanceTimersByTimeAsync(5 * EMAIL_POLL_MS)
    expect(frame.userRequests).toBe(1)
    modal.destroy()
  })
})
