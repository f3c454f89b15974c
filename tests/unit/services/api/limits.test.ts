// Every services route is limited per client address (rate) and by body size; past a limit the
// answer is a 429 with Retry-After (SPEC §9: the modal's transport honours it) or a 413, never a crash.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS, rateLimit } from '../../../../services/api/middleware/limits'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { SDK } from './api'

describe('rate per client address', () => {
  const clock = { t: 0 }
  const app = new Hono()
  app.use('*', rateLimit({ ...DEFAULT_LIMITS, perSecond: 2, burst: 3, trustProxy: true }, () => clock.t))
  app.get('/', (c) => c.json({ ok: true }))
  const from = (ip: string, origin?: string) => app.request('/', { headers: { 'x-forwarded-for': ip, ...(origin ? { origin } : {}) } })

  it('a burst passes, the next call is a 429 with Retry-After and a readable error; the sustained rate refills', async () => {
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.1')).status).toBe(200)
    const refused = await from('10.0.0.1', 'https://shop.example')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    // the page can read why, and the transport can read when to come back
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    expect(refused.headers.get('access-control-expose-headers')).toBe('retry-after')
    expect(await refused.json()).toEqual({ error: 'Too many requests: try again in 1 second' })
    clock.t += 500 // half a second at 2 a second: one more call
    expect((await from('10.0.0.1')).status).toBe(200)
    expect((await from('10.0.0.1')).status).toBe(429)
  })

  it('another address has its own budget', async () => {
    expect((await from('10.0.0.2')).status).toBe(200)
  })

  it('perSecond 0 turns the limit off', async () => {
    const open = new Hono()
    open.use('*', rateLimit({ ...DEFAULT_LIMITS, perSecond: 0, burst: 0 }))
    open.get('/', (c) => c.text('ok'))
    for (let i = 0; i < 50; i++) expect((await open.request('/')).status).toBe(200)
  })
})

describe('limits on the running services', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await startApi({ port: 0, limits: { perSecond: 1, burst: 10 } })
  })
  afterAll(() => api?.stop())

  it('past its burst a client gets 429s, and the services keep answering once the rate allows', async () => {
    const statuses = await Promise.all(Array.from({ length: 30 }, () => fetch(`${api.url}/v1/supported-chains?${SDK}`).then((r) => r.status)))
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20)
  })

  it('a body beyond the limit of every route is a 413 before it is read', async () => {
    const small = await startApi({ port: 0, limits: { maxBodyBytes: 4096 } })
    const res = await fetch(`${small.url}/v1/?chainId=eip155:1&projectId=p`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x', params: ['y'.repeat(8000)] }) })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'Request body larger than 4096 bytes' })
    await small.stop()
  })
})
