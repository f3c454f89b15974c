import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { DB_FILE } from '../../../../services/api/store/db'
import { errorOf, SDK } from './api'

const dataDir = mkdtempSync(join(tmpdir(), 'gangway-project-'))
let api: ApiServer
beforeAll(async () => {
  api = await startApi({ port: 0, dataDir })
})
afterAll(async () => {
  await api.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const event = { eventId: 'a5f1c0de-0000-4000-8000-000000000001', url: 'http://127.0.0.1:5173/', domain: '127.0.0.1', timestamp: 1_750_000_000_000, props: { type: 'track', event: 'SEND_SUCCESS', properties: { token: 'ETH', amount: '1.5', network: 'eip155:31337' } }, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
const postEvent = (body: unknown, query = SDK, init: RequestInit = {}) =>
  fetch(`${api.url}/e?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body), ...init })
const storedEvents = () => {
  const db = new Database(join(dataDir, DB_FILE), { readonly: true })
  const rows = db.prepare('SELECT project_id, event_id, props, address FROM analytics_events ORDER BY id').all() as Array<{ project_id: string; event_id: string; props: string; address: string }>
  db.close()
  return rows
}

describe('SPEC §7 project configuration', () => {
  it('SPEC §9 GET /appkit/v1/config answers the remote features with their defaults', async () => {
    const body = (await (await fetch(`${api.url}/appkit/v1/config?${SDK}`)).json()) as { features: Array<{ id: string; isEnabled: boolean; config: unknown }> }
    expect(body.features.map((f) => f.id)).toEqual(['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding'])
    expect(body.features.find((f) => f.id === 'socials')?.config).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(body.features.find((f) => f.id === 'activity')?.isEnabled).toBe(true)
  })

  it('SPEC §7 GET /projects/v1/origins answers allowedOrigins; GET /getAnalyticsConfig answers isAnalyticsEnabled', async () => {
    const origins = (await (await fetch(`${api.url}/projects/v1/origins?${SDK}`)).json()) as { allowedOrigins: string[] }
    expect(origins.allowedOrigins).toContain('http://127.0.0.1:*')
    expect(await (await fetch(`${api.url}/getAnalyticsConfig?${SDK}`)).json()).toEqual({ isAnalyticsEnabled: true })
  })
})

describe('SPEC §7 POST /e, the analytics sink', () => {
  it('SPEC §7 an event is stored in SQLite under the data folder with its project', async () => {
    const res = await postEvent(event)
    expect(res.status).toBe(202)
    const rows = storedEvents()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ project_id: 'test-project', event_id: event.eventId, address: event.address })
    expect(JSON.parse(rows[0]!.props)).toEqual(event.props)
  })

  it('SPEC §7 a beacon sent as text/plain is read as JSON too', async () => {
    const res = await postEvent(JSON.stringify({ ...event, eventId: 'beacon' }), SDK, { headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    expect(res.status).toBe(202)
    expect(storedEvents().map((r) => r.event_id)).toContain('beacon')
  })

  it('SPEC §7 malformed events are refused with a 400 naming the field, and nothing is stored', async () => {
    const before = storedEvents().length
    const cases: Array<[unknown, RegExp]> = [
      ['{"eventId":', /JSON/],
      [[], /Invalid body/],
      [{ ...event, eventId: '' }, /'eventId'/],
      [{ ...event, timestamp: 'yesterday' }, /'timestamp'/],
      [{ ...event, props: 'x' }, /'props'/],
      [{ ...event, props: { blob: 'x'.repeat(9000) } }, /'props'/],
    ]
    for (const [body, message] of cases) {
      const res = await postEvent(body)
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(await errorOf(res)).toMatch(message)
    }
    expect((await postEvent(event, 'st=appkit&sv=1')).status).toBe(400)
    expect((await postEvent({ ...event, props: { blob: 'x'.repeat(40_000) } })).status).toBe(413)
    expect(storedEvents()).toHaveLength(before)
  })
})
