// One relay per test on a port of its own, with the raw clients it opened; all closed after each test.
import { afterEach } from 'vitest'
import { WebSocket } from 'ws'
import { startRelay, type RelayOptions, type RunningRelay } from '../../../../services/relay'
import { connectRaw, type RawClient } from './raw-client'

export interface RelayHarness {
  /** The running relay (set by start; a test that stops it itself clears it). */
  relay: RunningRelay | undefined
  /** The relay's clock: a test moves it to make messages expire. */
  clock: number
  start(o?: Partial<RelayOptions>): Promise<RunningRelay>
  client(o?: Parameters<typeof connectRaw>[1]): Promise<RawClient>
}

export function useRelay(): RelayHarness {
  let clients: RawClient[] = []
  const h: RelayHarness = {
    relay: undefined,
    clock: Date.now(),
    async start(o = {}) {
      h.clock = Date.now()
      h.relay = await startRelay({ port: 0, now: () => h.clock, ...o })
      return h.relay
    },
    async client(o = {}) {
      const c = await connectRaw(h.relay!.url, o)
      clients.push(c)
      return c
    },
  }
  afterEach(async () => {
    await Promise.all(clients.map((c) => c.close()))
    clients = []
    await h.relay?.stop()
    h.relay = undefined
  })
  return h
}

/** Frames on one socket arrive in order: once this reply is in, every push sent before it is too. */
export const barrier = (c: RawClient) => c.call('irn_unsubscribe', { topic: 'barrier' })

export const publish = (c: RawClient, topic: string, message: string, ttl = 300, tag = 1108) =>
  c.call('irn_publish', { topic, message, ttl, tag, prompt: true })

/** Opens a socket and reports the HTTP status of a refused upgrade (or 101 when it opened). */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      res.resume()
      ws.terminate()
    })
    ws.once('open', () => {
      resolve(101)
      ws.close()
    })
    ws.once('error', (e) => (e.message.includes('Unexpected server response') ? undefined : reject(e)))
  })
}
