import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { isEmail } from '../../../../plugins/auth-embedded/email'
import { frameReply, parseAppRequest, parseFrameMessage, requestProblem } from '../../../../plugins/auth-embedded/protocol'

const request = (type: string, payload?: unknown) => ({ type: `@gangway-app/${type}`, id: 'r1', ...(payload === undefined ? {} : { payload }) })

describe('SPEC §5 frame messages: strict schemas on the frame side', () => {
  it('an unknown type is rejected, as is anything that is not an app message', () => {
    expect(parseAppRequest(request('STEAL_KEYS'))).toBeUndefined()
    expect(requestProblem(request('STEAL_KEYS'))).toEqual({ id: 'r1', message: 'Unknown message type: STEAL_KEYS' })
    expect(parseAppRequest({ type: '@gangway-frame/READY' })).toBeUndefined()
    expect(parseAppRequest('CONNECT_EMAIL')).toBeUndefined()
    expect(parseAppRequest({ ...request('SIGN_OUT'), extra: true })).toBeUndefined()
  })

  it('e-mails must be valid; a one-time code is a string', () => {
    expect(parseAppRequest(request('CONNECT_EMAIL', { email: 'alice@example.com' }))?.payload).toEqual({ email: 'alice@example.com' })
    expect(parseAppRequest(request('CONNECT_EMAIL', { email: 'alice' }))).toBeUndefined()
    expect(parseAppRequest(request('UPDATE_EMAIL', { email: 'x@' }))).toBeUndefined()
    expect(parseAppRequest(request('CONNECT_OTP', { otp: '123456' }))).toBeDefined()
    expect(parseAppRequest(request('CONNECT_OTP', { otp: 123456 }))).toBeUndefined()
    expect(requestProblem(request('CONNECT_OTP', { otp: 123456 }))?.type).toBe('CONNECT_OTP')
  })

  it("SPEC §5 the page's and the frame's e-mail rule (isEmail) is the secure site's: what one refuses, the other refuses too", () => {
    // services/secure/routes/sign-in.ts, after its trim and lower-casing (the page trims; upper case passes both)
    const site = z.string().pipe(z.email()).pipe(z.string().max(254))
    const addresses = ['alice@example.com', 'Alice@Example.COM', 'a.b+c@sub.example.org', "o'neil@example.ie", 'x_y-z@ex-ample.co', 'not-an-email', 'a@b.c', 'a@b', 'a@example', 'a..b@example.com', '.a@example.com', 'a.@example.com', 'ä@example.com', 'a@exämple.com', 'a@exa_mple.com', 'a b@example.com', 'a@@example.com', 'a@-example.com', `${'a'.repeat(242)}@example.com`, `${'a'.repeat(243)}@example.com`]
    for (const address of addresses) expect(isEmail(address), address).toBe(site.safeParse(address).success)
    expect(addresses.filter(isEmail).length).toBeGreaterThan(4)
    for (const type of ['CONNECT_EMAIL', 'UPDATE_EMAIL']) for (const address of addresses) expect(parseAppRequest(request(type, { email: address })) !== undefined, `${type} ${address}`).toBe(isEmail(address))
  })

  it('the social provider is one of google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) expect(parseAppRequest(request('GET_SOCIAL_REDIRECT_URI', { provider }))).toBeDefined()
    expect(parseAppRequest(request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' }))).toBeUndefined()
    expect(parseAppRequest(request('GET_SOCIAL_REDIRECT_URI', { provider: 'farcaster' }))).toBeUndefined()
  })

  it('theme mode is light or dark; extra fields are refused', () => {
    expect(parseAppRequest(request('SYNC_THEME', { themeMode: 'dark' }))).toBeDefined()
    expect(parseAppRequest(request('SYNC_THEME', { themeMode: 'sepia' }))).toBeUndefined()
    expect(parseAppRequest(request('SYNC_THEME', { themeMode: 'dark', script: 'alert(1)' }))).toBeUndefined()
  })

  it("wallet_sendCalls: every call's `to` starts with 0x, and `data`, when given, too", () => {
    const calls = (c: unknown[]) => request('RPC_REQUEST', { method: 'wallet_sendCalls', chainId: 1, params: [{ calls: c }] })
    expect(parseAppRequest(calls([{ to: '0xabc', data: '0x12' }, { to: '0xdef' }]))).toBeDefined()
    expect(parseAppRequest(calls([{ to: 'abc' }]))).toBeUndefined()
    expect(parseAppRequest(calls([{ to: '0xabc', data: '12' }]))).toBeUndefined()
    expect(parseAppRequest(calls([]))).toBeUndefined()
    expect(parseAppRequest(request('RPC_REQUEST', { method: 'personal_sign', chainId: 1, params: ['0x68', '0x1'] }))).toBeDefined()
  })
})

describe('SPEC §5, §8 frame messages: strict schemas on the modal side', () => {
  it('a success reply is checked against its type', () => {
    expect(parseFrameMessage(frameReply.success('IS_CONNECTED', 'a', { isConnected: true }))).toEqual({ kind: 'success', type: 'IS_CONNECTED', id: 'a', payload: { isConnected: true } })
    expect(parseFrameMessage(frameReply.success('IS_CONNECTED', 'a', { isConnected: 'yes' }))).toBeUndefined()
    expect(parseFrameMessage(frameReply.success('GET_USER', 'a', { address: '0x1', chainId: 1, accounts: [], preferredAccountType: 'eoa', privateKey: '0x…' }))).toBeUndefined()
  })

  it('an error reply carries a message (or none: the modal says "An error occurred") and may carry a wallet code', () => {
    expect(parseFrameMessage(frameReply.error('CONNECT_OTP', 'a', 'Invalid code'))).toMatchObject({ kind: 'error', message: 'Invalid code' })
    expect(parseFrameMessage({ type: '@gangway-frame/CONNECT_OTP_ERROR', id: 'a', payload: {} })).toMatchObject({ kind: 'error', message: undefined })
    expect(parseFrameMessage(frameReply.error('RPC_REQUEST', 'a', 'User rejected the request.', 4001))).toMatchObject({ code: 4001 })
  })

  it('SPEC §5 a refusal of a malformed request says so (for the modal to log its reason and tell the person in plain words); no other reply does', () => {
    const reason = 'Invalid CONNECT_EMAIL payload: email must be an e-mail address'
    expect(parseFrameMessage(frameReply.malformed('CONNECT_EMAIL', 'a', reason))).toEqual({ kind: 'error', type: 'CONNECT_EMAIL', id: 'a', message: reason, code: -32602, malformed: true })
    expect(parseFrameMessage(frameReply.error('CONNECT_EMAIL', 'a', reason, -32602))).not.toHaveProperty('malformed')
    expect(parseFrameMessage({ type: '@gangway-frame/CONNECT_EMAIL_ERROR', id: 'a', payload: { message: reason, malformed: 'yes' } })).toBeUndefined()
  })

  it('events and unknown types: READY and SIGNED_OUT only, without an id', () => {
    expect(parseFrameMessage(frameReply.ready())).toEqual({ kind: 'ready' })
    expect(parseFrameMessage(frameReply.signedOut())).toEqual({ kind: 'signedOut' })
    expect(parseFrameMessage({ type: '@gangway-frame/READY', id: 'x' })).toBeUndefined()
    expect(parseFrameMessage({ type: '@gangway-frame/STEAL_SUCCESS', id: 'x', payload: {} })).toBeUndefined()
    expect(parseFrameMessage({ type: '@gangway-app/SIGN_OUT', id: 'x' })).toBeUndefined()
  })
})
