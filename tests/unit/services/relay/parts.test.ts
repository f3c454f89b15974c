// The relay's parts on their own: frame parsing, audience forms, the message store's TTL and pruning.
import { describe, expect, it } from 'vitest'
import { isOwnAudience } from '../../../../services/relay/auth'
import { formatResult, parseFrame } from '../../../../services/relay/jsonrpc'
import { MessageStore } from '../../../../services/relay/store'

describe('jsonrpc frames', () => {
  it('a request keeps its id as written: strings quoted, safe integers as is, big integers digit for digit', () => {
    expect(parseFrame('{"id":"1719999999999999999","jsonrpc":"2.0","method":"m"}')).toMatchObject({ kind: 'request', id: '"1719999999999999999"' })
    expect(parseFrame('{"id":42,"jsonrpc":"2.0","method":"m","params":{"id":7}}')).toMatchObject({ kind: 'request', id: '42' })
    const big = parseFrame('{"jsonrpc":"2.0","method":"m","params":{"id":1},"id" : 1719999999999999999}')
    expect(big).toMatchObject({ kind: 'request', id: '1719999999999999999' })
    expect(formatResult((big as { id: string }).id, true)).toBe('{"id":1719999999999999999,"jsonrpc":"2.0","result":true}')
  })

  it('a nested "id" or a string containing "id" does not stand in for the top-level id', () => {
    const f = parseFrame('{"params":{"id":2222222222222222222,"s":"\\"id\\":3333333333333333333"},"id":1719999999999999999,"jsonrpc":"2.0","method":"m"}')
    expect(f).toMatchObject({ id: '1719999999999999999' })
  })

  it('a response (result or error, no method) is an ack, not a call', () => {
    expect(parseFrame('{"id":5,"jsonrpc":"2.0","result":true}')).toEqual({ kind: 'response', id: '5' })
    expect(parseFrame('{"id":5,"jsonrpc":"2.0","error":{"code":1,"message":"no"}}')).toMatchObject({ kind: 'response', error: { code: 1 } })
  })
})

describe('auth audience', () => {
  const own = { port: 4100, hosts: ['127.0.0.1'] }
  it.each(['ws://127.0.0.1:4100', 'ws://127.0.0.1:4100/', 'ws://localhost:4100', 'ws://LOCALHOST:4100/', 'ws://[::1]:4100', 'wss://127.0.0.1:4100'])(
    "accepts the relay's own URL form %s",
    (aud) => expect(isOwnAudience(aud, own)).toBe(true),
  )
  it.each(['ws://127.0.0.1:4101', 'wss://relay.example', 'http://127.0.0.1:4100', 'ws://127.0.0.1:4100/other', 'not a url', 'ws://127.0.0.2:4100'])(
    'refuses %s',
    (aud) => expect(isOwnAudience(aud, own)).toBe(false),
  )
})

describe('message store', () => {
  const input = { topic: 't', ttlSeconds: 10, tag: 1, publisherId: 'did:key:a' }

  it('keeps a message until its ttl (seconds) runs out, then prune drops it', () => {
    let now = 1_000_000
    const store = new MessageStore(() => now)
    store.add({ ...input, message: 'm1' })
    store.add({ ...input, message: 'm2', ttlSeconds: 20 })
    now += 9_999
    expect(store.live('t').map((m) => m.message)).toEqual(['m1', 'm2'])
    now += 1
    expect(store.live('t').map((m) => m.message)).toEqual(['m2']) // expired is never handed out, pruned or not
    expect(store.prune()).toBe(1)
    expect(store.size).toBe(1)
    now += 10_000
    expect(store.prune()).toBe(1)
    expect(store.size).toBe(0)
  })

  it('dedups by content per topic, and takes the text again once the first copy expired', () => {
    let now = 0
    const store = new MessageStore(() => now)
    expect(store.add({ ...input, message: 'same' }).duplicate).toBe(false)
    expect(store.add({ ...input, message: 'same' }).duplicate).toBe(true)
    expect(store.add({ ...input, topic: 'u', message: 'same' }).duplicate).toBe(false)
    now += 10_000
    expect(store.add({ ...input, message: 'same' }).duplicate).toBe(false)
    expect(store.live('t')).toHaveLength(1)
  })
})
