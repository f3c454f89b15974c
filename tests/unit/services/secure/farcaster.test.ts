// Sign in with Farcaster through the relay stand-in: the checks a real relay makes of the app's answer.
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../../../services/dev/keys'
import { openSecureDatabase } from '../../../../services/secure/db'
import { createFarcasterRelay, devFarcasterKey, farcasterMessage } from '../../../../services/secure/farcaster'

const ORIGIN = 'http://127.0.0.1:4400'
const HOST = 'http://127.0.0.1:5173'

describe('Farcaster relay (a stand-in: the Id registry is the dev registry)', () => {
  it('completes a channel only with its nonce, for this domain and fid, signed by the custody key; once', async () => {
    const relay = createFarcasterRelay(openSecureDatabase(undefined), { origin: ORIGIN, approverUrl: `${ORIGIN}/dev/farcaster` })
    const { url, channel, flow } = relay.open(HOST)
    expect(url).toBe(`${ORIGIN}/dev/farcaster?channelToken=${channel}`)
    const nonce = relay.channelNonce(channel)!
    const owner = devFarcasterKey(20001)!
    const message = (o: Partial<Parameters<typeof farcasterMessage>[0]> = {}) => farcasterMessage({ domain: '127.0.0.1:4400', uri: ORIGIN, nonce, custody: owner.address, fid: 20001, ...o })
    const signed = async (text: string, key = owner) => ({ message: text, signature: await key.signMessage({ message: text }), fid: 20001 })

    await expect(relay.approve(channel, await signed(message({ nonce: 'feedfacefeedface' })))).rejects.toThrow('The message does not carry this channel’s nonce')
    await expect(relay.approve(channel, await signed(message({ domain: 'evil.example' })))).rejects.toThrow('The message is for evil.example, not 127.0.0.1:4400')
    await expect(relay.approve(channel, { ...(await signed(message())), fid: 20002 })).rejects.toThrow('The message is not for fid 20002')
    const stranger = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 3 })
    await expect(relay.approve(channel, await signed(message({ custody: stranger.address }), stranger))).rejects.toThrow('The message is not signed for this account’s custody address')
    await expect(relay.approve(channel, await signed(message(), stranger))).rejects.toThrow('The signature is not the custody address’s')
    expect(relay.status(channel, flow, HOST)).toEqual({ state: 'pending' })

    await relay.approve(channel, await signed(message()))
    expect(() => relay.status(channel, 'another-flow', HOST)).toThrow('Unknown channel')
    expect(() => relay.status(channel, flow, 'https://evil.example')).toThrow('Unknown channel')
    expect(relay.status(channel, flow, HOST)).toEqual({ state: 'completed', fid: 20001, username: 'gangway-alice' })
    expect(() => relay.status(channel, flow, HOST)).toThrow('This sign-in was already used')
    await expect(relay.approve(channel, await signed(message()))).rejects.toThrow('This channel was already approved')
  })
})
