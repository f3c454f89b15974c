// The modal's side of the frame protocol with fake timers: readiness, id-matched replies, the SPEC §9
// timeouts and the SPEC §8 texts. The transport is the frame as the client sees it: what it posts,
// and the messages the (origin-checked) transport hands it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameClient, FRAME_LOAD_FAILED } from '../../../../plugins/auth-embedded/frame-client'
import type { FrameTransport } from '../../../../plugins/auth-embedded/frame-transport'
import { frameReply } from '../../../../plugins/auth-embedded/protocol'

function fakeFrame() {
  const posted: Array<{ type: string; id: string; payload?: unknown }> = []
  let deliver: (data: unknown) => void = () => undefined
  const frame = { removed: false }
  const transport: FrameTransport = {
    post: (message) => void posted.push(message as (typeof posted)[number]),
    listen: (handler) => ((deliver = handler), () => (deliver = () => undefined)),
    show: () => undefined,
    destroy: () => void (frame.removed = true),
  }
  const alerts: string[] = []
  const logged: unknown[][] = []
  const client = createFrameClient(transport, { alert: (code) => void alerts.push(code), log: (...args) => void logged.push(args) })
  return { client, posted, alerts, logged, frame, send: (data: unknown) => deliver(data) }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('SPEC §4 secure frame readiness', () => {
  it('ready 500 ms after the ready event; requests wait for it and go out then', async () => {
    const f = fakeFrame()
    const result = f.client.request('IS_CONNECTED')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(f.posted).toEqual([])
    f.send(frameReply.ready())
    await vi.advanceTimersByTimeAsync(499)
    expect(f.posted).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(f.posted).toEqual([{ type: '@gangway-app/IS_CONNECTED', id: expect.any(String) }])
    f.send(frameReply.success('IS_CONNECTED', f.posted[0]!.id, { isConnected: true }))
    await expect(result).resolves.toEqual({ isConnected: true })
  })

  it("SPEC §8, §9 no ready event within 20 000 ms: 'Unable to load email login dependency', and the load alert", async () => {
    const f = fakeFrame()
    const result = f.client.request('CONNECT_EMAIL', { email: 'a@example.com' })
    const settled = expect(result).rejects.toThrow(FRAME_LOAD_FAILED)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(f.alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await settled
    expect(FRAME_LOAD_FAILED).toBe('Unable to load email login dependency')
    expect(f.alerts).toEqual(['EMBEDDED_WALLET_LOAD_FAILED'])
  })
})

describe('SPEC §7 replies matched by id', () => {
  async function ready() {
    const f = fakeFrame()
    f.send(frameReply.ready())
    await vi.advanceTimersByTimeAsync(500)
    return f
  }

  it('a reply of another id, or of another type with this id, settles nothing', async () => {
    const f = await ready()
    let settled = false
    const result = f.client.request('GET_CHAIN_ID').then((v) => ((settled = true), v))
    await vi.advanceTimersByTimeAsync(0)
    const { id } = f.posted[0]!
    f.send(frameReply.success('GET_CHAIN_ID', 'someone-else', { chainId: 1 }))
    f.send(frameReply.success('IS_CONNECTED', id, { isConnected: true }))
    f.send({ type: '@gangway-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: {} } })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    f.send(frameReply.success('GET_CHAIN_ID', id, { chainId: 31337 }))
    await expect(result).resolves.toEqual({ chainId: 31337 })
  })

  it("SPEC §8 an error reply says its message, else 'An error occurred'; a wallet code comes along", async () => {
    const f = await ready()
    const a = f.client.request('CONNECT_OTP', { otp: '1' })
    const b = f.client.request('RPC_REQUEST', { method: 'personal_sign', params: [], chainId: 1 })
    await vi.advanceTimersByTimeAsync(0)
    f.send(frameReply.error('CONNECT_OTP', f.posted[0]!.id, 'Invalid code: 4 attempts left'))
    f.send({ type: '@gangway-frame/RPC_REQUEST_ERROR', id: f.posted[1]!.id, payload: { code: 4001 } })
    await expect(a).rejects.toThrow('Invalid code: 4 attempts left')
    await expect(b).rejects.toMatchObject({ message: 'An error occurred', code: 4001 })
  })

  it("SPEC §5 a request the frame refuses as malformed: its reason goes to the log only; the person reads 'Enter a valid email address' for an address, else 'Something went wrong'", async () => {
    const f = await ready()
    const email = f.client.request('CONNECT_EMAIL', { email: 'a@example.com' })
    const update = f.client.request('UPDATE_EMAIL', { email: 'a@example.com' })
    const otp = f.client.request('CONNECT_OTP', { otp: '1' })
    const outcomes = Promise.allSettled([email, update, otp])
    await vi.advanceTimersByTimeAsync(0)
    const [a, b, c] = f.posted
    f.send(frameReply.malformed('CONNECT_EMAIL', a!.id, 'Invalid CONNECT_EMAIL payload: email must be an e-mail address'))
    f.send(frameReply.malformed('UPDATE_EMAIL', b!.id, 'Invalid UPDATE_EMAIL payload: email must be an e-mail address'))
    f.send(frameReply.malformed('CONNECT_OTP', c!.id, 'Invalid CONNECT_OTP payload: otp at most 12 characters'))
    expect(await outcomes).toMatchObject([
      { status: 'rejected', reason: { message: 'Enter a valid email address', code: -32602 } },
      { status: 'rejected', reason: { message: 'Enter a valid email address', code: -32602 } },
      { status: 'rejected', reason: { message: 'Something went wrong', code: -32602 } },
    ])
    expect(f.logged).toEqual([
      ['the secure frame refused a malformed CONNECT_EMAIL request', 'Invalid CONNECT_EMAIL payload: email must be an e-mail address'],
      ['the secure frame refused a malformed UPDATE_EMAIL request', 'Invalid UPDATE_EMAIL payload: email must be an e-mail address'],
      ['the secure frame refused a malformed CONNECT_OTP request', 'Invalid CONNECT_OTP payload: otp at most 12 characters'],
    ])
    // The code alone does not make a refusal malformed: a node's 'Invalid params' keeps its words.
    const rpc = f.client.request('RPC_REQUEST', { method: 'eth_call', params: [], chainId: 1 })
    await vi.advanceTimersByTimeAsync(0)
    f.send(frameReply.error('RPC_REQUEST', f.posted[3]!.id, 'invalid argument 0', -32602))
    await expect(rpc).rejects.toMatchObject({ message: 'invalid argument 0', code: -32602 })
  })

  it('SPEC §9 the connect requests give up after 120 000 ms with the timeout alert; other requests wait', async () => {
    const f = await ready()
    const connect = f.client.request('CONNECT_SOCIAL', { uri: 'https://secure.example/social/callback?code=1' })
    const rejected = expect(connect).rejects.toThrow('The request took too long to respond')
    let rpcSettled = false
    void f.client.request('RPC_REQUEST', { method: 'personal_sign', chainId: 1 }).finally(() => (rpcSettled = true))
    await vi.advanceTimersByTimeAsync(119_999)
    expect(f.alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await rejected
    expect(f.alerts).toEqual(['EMBEDDED_WALLET_TIMEOUT'])
    await vi.advanceTimersByTimeAsync(600_000)
    expect(rpcSettled).toBe(false)
  })

  it('SPEC §9 sign-out waits for the frame at most 3 000 ms', async () => {
    const f = await ready()
    let done = false
    void f.client.signOut().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    expect(f.posted.map((p) => p.type)).toEqual(['@gangway-app/SIGN_OUT'])
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('an aborted request (the person left ApproveTransaction) rejects with the reason; its late reply is ignored', async () => {
    const f = await ready()
    const leave = new AbortController()
    const result = f.client.request('RPC_REQUEST', { method: 'personal_sign', chainId: 1 }, { signal: leave.signal })
    await vi.advanceTimersByTimeAsync(0)
    leave.abort(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(result).rejects.toMatchObject({ code: 4001 })
    expect(() => f.send(frameReply.success('RPC_REQUEST', f.posted[0]!.id, '0xsig'))).not.toThrow()
  })
})

describe("SPEC §8 aborted requests: the frame destroyed with requests still waiting", () => {
  it("a sent RPC request rejects with 'Request was aborted', any other with 'Something went wrong'; the frame is removed and late replies change nothing", async () => {
    const f = fakeFrame()
    f.send(frameReply.ready())
    await vi.advanceTimersByTimeAsync(500)
    const sign = f.client.request('RPC_REQUEST', { method: 'personal_sign', chainId: 1 })
    const user = f.client.request('GET_USER', {})
    const outcomes = Promise.allSettled([sign, user])
    await vi.advanceTimersByTimeAsync(0)
    expect(f.posted.map((m) => m.type)).toEqual(['@gangway-app/RPC_REQUEST', '@gangway-app/GET_USER'])
    f.client.destroy()
    const [signed, got] = await outcomes
    expect(signed).toMatchObject({ status: 'rejected', reason: { message: 'Request was aborted' } })
    expect(got).toMatchObject({ status: 'rejected', reason: { message: 'Something went wrong' } })
    expect(f.frame.removed).toBe(true)
    expect(() => f.send(frameReply.success('RPC_REQUEST', f.posted[0]!.id, '0xsig'))).not.toThrow()
  })

  it('requests still waiting for the frame to be ready settle the same way, and nothing is sent', async () => {
    const f = fakeFrame()
    const sign = f.client.request('RPC_REQUEST', { method: 'eth_sendTransaction', chainId: 1 })
    const connected = f.client.request('IS_CONNECTED')
    const outcomes = Promise.allSettled([sign, connected, f.client.ready()])
    f.client.destroy()
    const [signed, asked, ready] = await outcomes
    expect(signed).toMatchObject({ status: 'rejected', reason: { message: 'Request was aborted' } })
    expect(asked).toMatchObject({ status: 'rejected', reason: { message: 'Something went wrong' } })
    expect(ready).toMatchObject({ status: 'rejected', reason: { message: 'Something went wrong' } })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(f.posted).toEqual([])
    expect(f.alerts).toEqual([])
  })
})
