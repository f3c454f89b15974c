// The SPEC §6 gate on a real kernel, with a scripted secure frame: a request the wallet would refuse
// (SPEC §8 5700-5760, a smart-account method it does not serve) is refused before ApproveTransaction is
// shown, and the frame is never asked to sign it; a request that can go through still asks for approval.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { embedded } from '../../../../plugins/auth-embedded'
import { createApprovalGate, type PendingApproval } from '../../../../plugins/auth-embedded/approval-gate'
import { createFrameClient } from '../../../../plugins/auth-embedded/frame-client'
import { APP, frameReply, FRAME_READY_DELAY_MS } from '../../../../plugins/auth-embedded/protocol'
import { EIP155_RPC } from '../../../../plugins/eip155/rpc-methods'
import { atom } from 'nanostores'
import { eth, makeModal } from '../../support/modal'
import { testNamespace } from '../../support/namespace'
import { scriptedFrameTransport } from './scripted-frame'

const CALL = { to: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', value: '0x1' }

/** A frame that answers wallet_getCapabilities (atomic or not) and wallet_getCallsStatus for the ids it knows; it records every RPC_REQUEST. */
function scriptedFrame(o: { atomic: boolean; knownIds?: string[] }) {
  const asked: string[] = []
  const transport = scriptedFrameTransport(({ type, id, payload }) => {
    if (type !== `${APP}RPC_REQUEST`) return undefined
    asked.push(payload.method)
    const hex = `0x${payload.chainId.toString(16)}`
    if (payload.method === 'wallet_getCapabilities') return frameReply.success('RPC_REQUEST', id, { [hex]: { atomic: { status: o.atomic ? 'supported' : 'unsupported' } } })
    if (payload.method === 'wallet_getCallsStatus')
      return o.knownIds?.includes(String(payload.params?.[0])) ? frameReply.success('RPC_REQUEST', id, { status: 200 }) : frameReply.error('RPC_REQUEST', id, 'Unknown bundle id', 5730)
    return undefined // a signing request waits for the person, in the card
  })
  return { transport, asked }
}

function setup(o: { atomic: boolean; knownIds?: string[] }) {
  const { transport, asked } = scriptedFrame(o)
  // The embedded plugin serves ApproveTransaction; the gate under test talks to its own client of the scripted frame.
  const plugins = [testNamespace('eip155', { capabilities: { tokenBalances: true, rpc: async () => EIP155_RPC } }), ...embedded({ secureSiteUrl: 'http://127.0.0.1:9', transport: () => transport })]
  const { modal } = makeModal({ plugins, networks: [eth] })
  const client = createFrameClient(transport, { alert: () => undefined, log: () => undefined })
  const $approval = atom<PendingApproval | undefined>()
  const gate = createApprovalGate({ api: modal, frame: () => client, currentFrame: () => client, $approval, approved: () => undefined })
  const request = (method: string, params: unknown) => gate.gatedRequest('eip155', () => eth.caipNetworkId, { method, params })
  const views: string[] = []
  modal.router.$stack.listen(() => views.push(modal.router.current().name))
  return { modal, request, asked, views, $approval }
}

/** The refusal's code, once the request settles (fake timers: the frame is ready FRAME_READY_DELAY_MS after it says so). */
async function settle(promise: Promise<unknown>): Promise<{ code?: number; message?: string } | 'pending'> {
  let outcome: { code?: number; message?: string } | 'pending' = 'pending'
  promise.then(
    () => (outcome = {}),
    (error: { code?: number; message?: string }) => (outcome = { code: error.code, message: error.message }),
  )
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS + 50)
  return outcome
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC §6 gate: what the wallet would refuse is refused before ApproveTransaction', () => {
  it("SPEC §8 5760: atomicRequired from an account that sends calls one by one is refused with 'Atomicity not supported'; ApproveTransaction never shows and nothing is sent to sign", async () => {
    const { request, asked, views, $approval } = setup({ atomic: false })
    const outcome = await settle(request('wallet_sendCalls', [{ calls: [CALL, CALL], atomicRequired: true }]))
    expect(outcome).toEqual({ code: 5760, message: 'Atomicity not supported: this account sends calls one by one' })
    expect(views).not.toContain('ApproveTransaction')
    expect($approval.get()).toBeUndefined()
    expect(asked).toEqual(['wallet_getCapabilities'])
  })

  it('SPEC §8 5720: a batch id the wallet already used is refused before approval', async () => {
    const { request, asked, views } = setup({ atomic: true, knownIds: ['batch-1'] })
    expect(await settle(request('wallet_sendCalls', [{ id: 'batch-1', calls: [CALL] }]))).toEqual({ code: 5720, message: 'Duplicate id: batch-1' })
    expect(views).not.toContain('ApproveTransaction')
    expect(asked).not.toContain('wallet_sendCalls')
  })

  it('SPEC §8 5700 and 5740: a non-optional capability the wallet lacks, and more than 20 calls, are refused before approval', async () => {
    const { request, views } = setup({ atomic: true })
    expect(await settle(request('wallet_sendCalls', [{ calls: [CALL], capabilities: { paymasterService: { url: 'http://127.0.0.1:9' } } }]))).toMatchObject({ code: 5700 })
    expect(await settle(request('wallet_sendCalls', [{ calls: Array.from({ length: 21 }, () => CALL) }]))).toMatchObject({ code: 5740 })
    expect(views).not.toContain('ApproveTransaction')
  })

  it("a smart-account method this wallet does not serve (wallet_grantPermissions) is refused with 'Smart accounts are not enabled' before approval", async () => {
    const { request, asked, views } = setup({ atomic: true })
    expect(await settle(request('wallet_grantPermissions', [{}]))).toEqual({ code: 4200, message: 'Smart accounts are not enabled' })
    expect(views).not.toContain('ApproveTransaction')
    expect(asked).toEqual([])
  })

  it('SPEC §6 a batch the wallet can send (atomic, a new id) asks for approval: ApproveTransaction, and the frame gets the request to sign', async () => {
    const { modal, request, asked, $approval } = setup({ atomic: true, knownIds: ['batch-1'] })
    const sent = request('wallet_sendCalls', [{ id: 'batch-2', calls: [CALL, CALL], atomicRequired: true }])
    expect(await settle(sent)).toBe('pending')
    expect(modal.router.current().name).toBe('ApproveTransaction')
    expect($approval.get()).toEqual({ method: 'wallet_sendCalls', namespace: 'eip155' })
    expect(asked).toEqual(['wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_sendCalls'])
    // closing the modal refuses it (4001)
    modal.close()
    expect(await settle(sent)).toMatchObject({ code: 4001 })
  })
})
