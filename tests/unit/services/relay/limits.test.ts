// Per-socket caps of the relay: topics subscribed at once, characters per message and bytes per
// frame. Past one, that call is refused with SPEC §8's -32005 'limit exceeded' (a frame too big
// closes its socket with 1009); the relay and every other socket go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type RunningRelay } from '../../../../services/relay'
import { connectRaw } from './raw-client'

let relay: RunningRelay
beforeAll(async () => {
  relay = await startRelay({ port: 0, limits: { maxSubscriptionsPerSocket: 3, maxMessageChars: 100, maxFrameBytes: 10_000 } })
})
afterAll(() => relay?.stop())

describe('relay limits per socket', () => {
  it('SPEC §8 -32005: a socket past its subscriptions is refused, whole batches included; unsubscribing makes room', async () => {
    const client = await connectRaw(relay.url)
    expect((await client.call('irn_batchSubscribe', { topics: ['a', 'b'] })).result).toHaveLength(2)
    // subscribing again to a topic it has costs nothing
    expect((await client.call('irn_subscribe', { topic: 'a' })).error).toBeUndefined()
    const batch = await client.call('irn_batchSubscribe', { topics: ['c', 'd'] })
    expect(batch.error).toEqual({ code: -32005, message: 'Subscription limit exceeded: at most 3 topics per socket' })
    expect((await client.call('irn_subscribe', { topic: 'c' })).error).toBeUndefined()
    expect((await client.call('irn_subscribe', { topic: 'd' })).error?.code).toBe(-32005)
    await client.call('irn_unsubscribe', { topic: 'a' })
    expect((await client.call('irn_subscribe', { topic: 'd' })).error).toBeUndefined()
    // another socket has its own budget
    const other = await connectRaw(relay.url)
    expect((await other.call('irn_subscribe', { topic: 'a' })).error).toBeUndefined()
    await Promise.all([client.close(), other.close()])
  })

  it('SPEC §8 -32005: a message longer than a publish may carry is refused and reaches nobody', async () => {
    const [sender, listener] = await Promise.all([connectRaw(relay.url), connectRaw(relay.url)])
    await listener.call('irn_subscribe', { topic: 'big' })
    const refused = await sender.call('irn_publish', { topic: 'big', message: 'x'.repeat(101), ttl: 300 })
    expect(refused.error).toEqual({ code: -32005, message: 'Message size limit exceeded: at most 100 characters' })
    expect((await sender.call('irn_batchPublish', { messages: [{ topic: 'big', message: 'ok', ttl: 300 }, { topic: 'big', message: 'y'.repeat(101), ttl: 300 }] })).error?.code).toBe(-32005)
    expect((await sender.call('irn_publish', { topic: 'big', message: 'fits', ttl: 300 })).result).toBe(true)
    const pushed = await listener.waitForPushes(1)
    expect(pushed.map((p) => p.params.data.message)).toEqual(['fits'])
    await Promise.all([sender.close(), listener.close()])
  })

  it('a frame beyond the byte cap closes only its own socket (1009); the relay still serves', async () => {
    const [big, bystander] = await Promise.all([connectRaw(relay.url), connectRaw(relay.url)])
    const closed = new Promise<number>((resolve) => big.socket.once('close', (code) => resolve(code)))
    big.socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 't', message: 'z'.repeat(20_000), ttl: 300 } }))
    expect(await closed).toBe(1009)
    expect((await bystander.call('irn_subscribe', { topic: 'still-here' })).error).toBeUndefined()
    await bystander.close()
  })
})
