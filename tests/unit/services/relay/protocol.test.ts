// The relay's wire rules, driven over real sockets by bare JSON-RPC clients: subscriptions and delivery,
// session proposals, malformed frames (upgrade auth, liveness and ids: relay-lifecycle.test.ts).
import { generateKeyPair } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { randomTopic } from './raw-client'
import { barrier, publish, useRelay } from './harness'

const h = useRelay()
const { start, client } = h

describe('relay: subscribe and deliver', () => {
  it('irn_subscribe answers the subscription id the client computes itself, sha256(topic + clientId)', async () => {
    await start()
    const a = await client()
    const topic = randomTopic()
    const reply = await a.call('irn_subscribe', { topic })
    expect(reply.result).toMatch(/^[0-9a-f]{64}$/)
    // same client, same topic -> same id
    expect((await a.call('irn_subscribe', { topic })).result).toBe(reply.result)
  })

  it('a publish reaches every other subscriber as irn_subscription { id, data: { topic, message, publishedAt, tag } } and is not echoed to its publisher', async () => {
    await start()
    const [a, b, c] = [await client(), await client(), await client()]
    const topic = randomTopic()
    const subB = (await b.call('irn_subscribe', { topic })).result
    await c.call('irn_subscribe', { topic })
    await a.call('irn_subscribe', { topic })

    expect((await publish(a, topic, 'bWVzc2FnZQ==')).result).toBe(true)
    await Promise.all([barrier(a), barrier(b), barrier(c)])

    expect(a.pushed).toEqual([])
    expect(b.pushed).toHaveLength(1)
    expect(c.pushed).toHaveLength(1)
    const push = b.pushed[0]!
    expect(push).toMatchObject({ jsonrpc: '2.0', method: 'irn_subscription', params: { id: subB, data: { topic, message: 'bWVzc2FnZQ==', tag: 1108 } } })
    expect(push.params.data.publishedAt).toBe(h.clock)
  })

  it('a late subscriber receives a message stored before it subscribed, after its subscribe result', async () => {
    await start()
    const [a, b] = [await client(), await client()]
    const topic = randomTopic()
    await publish(a, topic, 'ZWFybHk=')

    const reply = await b.call('irn_subscribe', { topic })
    expect(reply.result).toBeTypeOf('string')
    const [push] = await b.waitForPushes(1)
    expect(push?.params.data).toMatchObject({ topic, message: 'ZWFybHk=' })
  })

  it('an expired message (past its ttl in seconds) is not delivered to a late subscriber', async () => {
    await start()
    const [a, b] = [await client(), await client()]
    const [short, long] = [randomTopic(), randomTopic()]
    await publish(a, short, 'c2hvcnQ=', 10)
    await publish(a, long, 'bG9uZw==', 60)
    h.clock += 10_001

    await b.call('irn_batchSubscribe', { topics: [short, long] })
    await barrier(b)
    expect(b.pushed.map((p) => p.params.data.message)).toEqual(['bG9uZw=='])
  })

  it('the same message text on a topic is stored and delivered once (dedup by content per topic)', async () => {
    await start()
    const [a, b] = [await client(), await client()]
    const [t1, t2] = [randomTopic(), randomTopic()]
    await b.call('irn_batchSubscribe', { topics: [t1, t2] })
    await publish(a, t1, 'c2FtZQ==')
    await publish(a, t1, 'c2FtZQ==') // a publisher retry
    await publish(a, t2, 'c2FtZQ==') // same text, other topic: a different message
    await barrier(b)
    expect(b.pushed.map((p) => p.params.data.topic)).toEqual([t1, t2])
  })

  it('a message the client acked is not sent again when it comes back; one it never acked is redelivered', async () => {
    await start()
    const a = await client()
    const [ackingKey, silentKey] = [generateKeyPair(), generateKeyPair()]
    const acking = await client({ keyPair: ackingKey })
    const silent = await client({ keyPair: silentKey, ack: false })
    const topic = randomTopic()
    await acking.call('irn_subscribe', { topic })
    await silent.call('irn_subscribe', { topic })
    await publish(a, topic, 'YWNr')
    await Promise.all([barrier(acking), barrier(silent)])
    expect(acking.pushed).toHaveLength(1)
    expect(silent.pushed).toHaveLength(1)

    // resubscribing on the same socket while the push is unacked does not send it twice
    await silent.call('irn_subscribe', { topic })
    await barrier(silent)
    expect(silent.pushed).toHaveLength(1)

    // both reconnect as the same clients, as the SDK does (irn_batchSubscribe on a new socket)
    await Promise.all([acking.close(), silent.close()])
    const ackingAgain = await client({ keyPair: ackingKey })
    const silentAgain = await client({ keyPair: silentKey })
    await ackingAgain.call('irn_batchSubscribe', { topics: [topic] })
    await silentAgain.call('irn_batchSubscribe', { topics: [topic] })
    await Promise.all([barrier(ackingAgain), barrier(silentAgain)])
    expect(ackingAgain.pushed).toEqual([])
    expect(silentAgain.pushed.map((p) => p.params.data.message)).toEqual(['YWNr'])
  })

  it('irn_unsubscribe and irn_batchUnsubscribe stop delivery on those topics', async () => {
    await start()
    const [a, b] = [await client(), await client()]
    const [t1, t2, t3] = [randomTopic(), randomTopic(), randomTopic()]
    const ids = (await b.call('irn_batchSubscribe', { topics: [t1, t2, t3] })).result as string[]
    expect(ids).toHaveLength(3)
    expect((await b.call('irn_unsubscribe', { topic: t1, id: ids[0] })).result).toBe(true)
    expect((await b.call('irn_batchUnsubscribe', { subscriptions: [{ topic: t2, id: ids[1] }] })).result).toBe(true)
    for (const t of [t1, t2, t3]) await publish(a, t, Buffer.from(t).toString('base64'))
    await barrier(b)
    expect(b.pushed.map((p) => p.params.data.topic)).toEqual([t3])
  })

  it('irn_batchPublish publishes each message; irn_batchFetchMessages returns { messages, hasMore: false } for the topics', async () => {
    await start()
    const [a, b] = [await client(), await client()]
    const [t1, t2] = [randomTopic(), randomTopic()]
    const batch = await a.call('irn_batchPublish', {
      messages: [
        { topic: t1, message: 'b25l', ttl: 300, tag: 1 },
        { topic: t2, message: 'dHdv', ttl: 300, tag: 2 },
      ],
    })
    expect(batch.result).toBe(true)

    const fetched = (await b.call('irn_batchFetchMessages', { topics: [t1, t2] })).result as {
      messages: Array<{ topic: string; message: string; tag: number; publishedAt: number }>
      hasMore: boolean
    }
    expect(fetched.hasMore).toBe(false)
    expect(fetched.messages.map((m) => [m.topic, m.message, m.tag])).toEqual([
      [t1, 'b25l', 1],
      [t2, 'dHdv', 2],
    ])
    // fetched counts as delivered; the publisher never gets its own
    expect(((await b.call('irn_batchFetchMessages', { topics: [t1] })).result as { messages: unknown[] }).messages).toEqual([])
    expect(((await a.call('irn_batchFetchMessages', { topics: [t1] })).result as { messages: unknown[] }).messages).toEqual([])
  })

  it('a numeric JSON-RPC id beyond 2^53 is answered digit for digit', async () => {
    await start()
    const a = await client()
    const reply = await new Promise<string>((resolve) => {
      a.socket.once('message', (data) => resolve(String(data)))
      a.socket.send(`{"id":1719999999999999999,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${randomTopic()}"}}`)
    })
    expect(reply).toContain('"id":1719999999999999999,')
  })
})

describe('relay: wc_proposeSession and wc_approveSession', () => {
  it('wc_proposeSession subscribes the sender to the pairing topic and stores the proposal (tag 1100) for the wallet that subscribes later', async () => {
    await start()
    const [dapp, wallet] = [await client(), await client()]
    const pairingTopic = randomTopic()
    const proposed = await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300, correlationId: 7 })
    expect(proposed.result).toBe(true)

    await wallet.call('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal?.params.data).toMatchObject({ topic: pairingTopic, message: 'cHJvcG9zYWw=', tag: 1100 })

    // the dapp never sent irn_subscribe, yet hears the wallet on the pairing topic
    await publish(wallet, pairingTopic, 'cGFpcmluZyBwaW5n', 30, 1002)
    const [ping] = await dapp.waitForPushes(1)
    expect(ping?.params.data.message).toBe('cGFpcmluZyBwaW5n')
  })

  it('wc_approveSession subscribes the wallet to the session topic, sends the response on the pairing topic (1101) and the settlement on the session topic (1102)', async () => {
    await start()
    const [dapp, wallet] = [await client(), await client()]
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
    await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: pairingTopic })

    const approved = await wallet.call('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
    })
    expect(approved.result).toBe(true)
    const [response] = await dapp.waitForPushes(1)
    expect(response?.params.data).toMatchObject({ topic: pairingTopic, message: 'cmVzcG9uc2U=', tag: 1101 })

    // the dapp learns the session topic from the response and subscribes late: the settlement waits for it
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    const pushes = await dapp.waitForPushes(2)
    expect(pushes[1]?.params.data).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxl', tag: 1102 })

    // and the wallet hears the dapp on the session topic without having sent irn_subscribe
    await publish(dapp, sessionTopic, 'c2V0dGxlIGFjaw==', 300, 1103)
    const walletPushes = await wallet.waitForPushes(2)
    expect(walletPushes[1]?.params.data).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxlIGFjaw==' })
  })
})

describe('relay: malformed frames get a JSON-RPC error and the socket stays usable', () => {
  const cases: Array<[rule: string, frame: string, code: number, id: unknown]> = [
    ['not JSON -> -32700 parse error', '{"id":1,"jsonrpc":', -32700, null],
    ['a JSON array (batch) -> -32600', '[{"id":2,"jsonrpc":"2.0","method":"irn_subscribe"}]', -32600, null],
    ['a JSON string -> -32600', '"hello"', -32600, null],
    ['jsonrpc missing -> -32600', '{"id":3,"method":"irn_subscribe","params":{"topic":"t"}}', -32600, 3],
    ['method not a string -> -32600', '{"id":4,"jsonrpc":"2.0","method":5}', -32600, 4],
    ['no id (the relay has no notifications) -> -32600', '{"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}', -32600, null],
    ['unknown method -> -32601', '{"id":"x6","jsonrpc":"2.0","method":"irn_teleport","params":{}}', -32601, 'x6'],
    ['unknown wc_ method -> -32601', '{"id":7,"jsonrpc":"2.0","method":"wc_sessionAuthenticate","params":{}}', -32601, 7],
    ['missing params -> -32602', '{"id":8,"jsonrpc":"2.0","method":"irn_publish"}', -32602, 8],
    ['topic of the wrong type -> -32602', '{"id":9,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":42}}', -32602, 9],
    ['negative ttl -> -32602', '{"id":10,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t","message":"m","ttl":-1}}', -32602, 10],
    ['topics not an array -> -32602', '{"id":11,"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":"t"}}', -32602, 11],
    ['wc_approveSession without a settlement -> -32602', '{"id":12,"jsonrpc":"2.0","method":"wc_approveSession","params":{"sessionTopic":"s","pairingTopic":"p","sessionProposalResponse":"r"}}', -32602, 12],
  ]

  it.each(cases)('%s', async (_rule, frame, code, id) => {
    if (!h.relay) await start()
    const a = await client()
    const reply = await a.sendRaw(frame)
    expect(reply).toMatchObject({ jsonrpc: '2.0', id, error: { code } })
    expect(reply.error?.message).toBeTypeOf('string')

    // same socket, next call works
    expect((await a.call('irn_subscribe', { topic: randomTopic() })).result).toMatch(/^[0-9a-f]{64}$/)
  })

  it('a binary frame, an empty frame and a response for an unknown id leave the socket and relay working', async () => {
    await start()
    const a = await client()
    expect((await a.sendRaw(Buffer.from([0xff, 0xfe, 0x00]))).error?.code).toBe(-32700)
    expect((await a.sendRaw('')).error?.code).toBe(-32700)
    a.socket.send('{"id":999,"jsonrpc":"2.0","result":true}') // an ack nobody asked for: no reply
    const b = await client()
    expect((await b.call('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
    expect((await a.call('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
  })
})
