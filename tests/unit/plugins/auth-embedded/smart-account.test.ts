// The embedded wallet's account-type switch on a real kernel, signed in by e-mail, with fake timers;
// only the secure frame is a scripted transport. SPEC §6: "Smart-account switching is allowed only if
// smart accounts are enabled and the preferred type is eoa" (the eoa half: the network has smart
// accounts in both cases below). SPEC §4: "On failure to set the preferred account, the type falls
// back to EOA".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastMessages } from '../../../../kernel/errors'
import { storageKeys } from '../../../../kernel/storage'
import { embedded } from '../../../../plugins/auth-embedded'
import { embeddedController } from '../../../../plugins/auth-embedded/controller'
import { APP, frameReply, type ConnectedUser, type RequestType } from '../../../../plugins/auth-embedded/protocol'
import { eth, makeModal } from '../../support/modal'
import { ADDRESS_A, testNamespace } from '../../support/namespace'
import { emailSignIn } from './email-sign-in'
import { scriptedFrameTransport, type PostedMessage } from './scripted-frame'

const SMART = '0x2222222222222222222222222222222222222222'

/**
 * Signed in by e-mail on Ethereum (chain 1, where the frame says smart accounts are enabled), with
 * `preferred` the host's default account type. The frame holds an EOA and a smart account, and
 * refuses to select the smart account when `refuseSmartAccount`. `asked` lists each request's type and payload.
 */
async function signedIn(o: { preferred: 'eoa' | 'smartAccount'; refuseSmartAccount?: boolean }) {
  const asked: Array<{ type: RequestType; payload: Record<string, unknown> }> = []
  const user = (preferredAccountType: unknown): ConnectedUser => ({
    email: 'ada@mail.localhost',
    address: preferredAccountType === 'smartAccount' ? SMART : ADDRESS_A,
    chainId: 1,
    accounts: [
      { address: ADDRESS_A, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    preferredAccountType: preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
    smartAccountDeployed: false,
  })
  const answers: Partial<Record<RequestType, (payload: Record<string, unknown>) => unknown>> = {
    SYNC_THEME: () => ({}),
    SYNC_DAPP_DATA: () => ({}),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1] }),
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: () => ({}),
    GET_USER: (p) => user(p.preferredAccountType),
    SET_PREFERRED_ACCOUNT: (p) => ({ type: p.type, address: p.type === 'smartAccount' ? SMART : ADDRESS_A }),
  }
  const transport = scriptedFrameTransport(({ type, id, payload }: PostedMessage) => {
    const request = type.slice(APP.length) as RequestType
    const p = (payload ?? {}) as unknown as Record<string, unknown>
    asked.push({ type: request, payload: p })
    if (request === 'SET_PREFERRED_ACCOUNT' && p.type === 'smartAccount' && o.refuseSmartAccount) return frameReply.error(request, id, 'the smart account is not available')
    const answer = answers[request]
    return answer && frameReply.success(request, id, answer(p))
  })
  const plugins = [testNamespace('eip155'), ...embedded({ secureSiteUrl: 'http://127.0.0.1:9', transport: () => transport })]
  const { modal, storage } = makeModal({ plugins, networks: [eth], options: { defaultAccountTypes: { eip155: o.preferred }, logLevel: 'silent' } })
  const controller = embeddedController(modal)
  await emailSignIn(controller, 'ada@mail.localhost')
  await vi.waitFor(() => expect(controller.$smartAccountNetworks.get()).toEqual([1]))
  const setPreferred = () => asked.filter((a) => a.type === 'SET_PREFERRED_ACCOUNT').map((a) => a.payload.type)
  return { modal, storage, controller, asked, setPreferred }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('SPEC §6 smart-account switching is allowed only if the preferred type is eoa', () => {
  it('SPEC §6 smart-account switching: preferred type eoa on a smart-account network, the switch is offered and the frame selects the smart account', async () => {
    const { modal, controller, setPreferred } = await signedIn({ preferred: 'eoa' })
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ address: ADDRESS_A, preferredAccountType: 'eoa' })
    expect(controller.canSwitchToSmartAccount()).toBe(true)
    const switched = controller.setAccountType('smartAccount')
    await vi.advanceTimersByTimeAsync(0)
    await switched
    expect(setPreferred()).toEqual(['smartAccount'])
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
  })

  it("SPEC §6 smart-account switching: preferred type smartAccount, the switch is not offered and refused with 'This application might not support Smart Accounts'; the frame is not asked", async () => {
    const { controller, setPreferred } = await signedIn({ preferred: 'smartAccount' })
    expect(controller.canSwitchToSmartAccount()).toBe(false)
    await expect(controller.setAccountType('smartAccount')).rejects.toHaveProperty('message', toastMessages.NO_SMART_ACCOUNTS)
    expect(setPreferred()).toEqual([])
  })

  it('SPEC §6 smart-account switching: once switched to the smart account (preferred now smartAccount), it is no longer offered', async () => {
    const { controller, setPreferred } = await signedIn({ preferred: 'eoa' })
    const switched = controller.setAccountType('smartAccount')
    await vi.advanceTimersByTimeAsync(0)
    await switched
    expect(controller.canSwitchToSmartAccount()).toBe(false)
    await expect(controller.setAccountType('smartAccount')).rejects.toHaveProperty('message', toastMessages.NO_SMART_ACCOUNTS)
    expect(setPreferred()).toEqual(['smartAccount'])
  })
})

describe('SPEC §4 on failure to set the preferred account, the type falls back to EOA', () => {
  it('SPEC §4 preferred account fallback: the frame refuses the smart account; the EOA is set instead, leads the account, is stored, and the person is told', async () => {
    const { modal, storage, controller, asked, setPreferred } = await signedIn({ preferred: 'eoa', refuseSmartAccount: true })
    const switched = controller.setAccountType('smartAccount')
    const settled = expect(switched).rejects.toHaveProperty('message', 'The smart account could not be selected: using the EOA')
    await vi.advanceTimersByTimeAsync(0)
    await settled
    expect(setPreferred()).toEqual(['smartAccount', 'eoa'])
    // The accounts were read again for the EOA.
    expect(asked.filter((a) => a.type === 'GET_USER').at(-1)?.payload).toMatchObject({ preferredAccountType: 'eoa' })
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ address: ADDRESS_A, preferredAccountType: 'eoa' })
    expect(storage.read(storageKeys.preferredAccountTypes)).toMatchObject({ eip155: 'eoa' })
  })
})
