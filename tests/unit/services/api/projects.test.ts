// SPEC §6, §7, §8: the services keep projects in SQLite and enforce each one's origin allowlist on
// every call that names it; without a registry they serve any project from any origin.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declaredRefusals, type RemoteFeature } from '../../../../services/api/project/config'
import { startApi, type ApiServer } from '../../../../services/api/server'

const SDK = 'st=appkit&sv=html-wagmi-4.2.2'
const SHOP = 'https://shop.example'
const features: RemoteFeature[] = [
  { id: 'email', isEnabled: false, config: null },
  { id: 'socials', isEnabled: true, config: ['github'] },
]
const seeds = [
  { id: 'shop', allowedOrigins: [SHOP, 'http://127.0.0.1:*'], features, isAnalyticsEnabled: false },
  { id: 'wild', allowedOrigins: ['https://*.preview.localhost'] },
]

const dataDir = mkdtempSync(join(tmpdir(), 'gangway-projects-'))
let api: ApiServer
beforeAll(async () => {
  api = await startApi({ port: 0, dataDir, projects: seeds })
})
afterAll(async () => {
  await api?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const get = (path: string, projectId: string, origin?: string) =>
  fetch(`${api.url}${path}?projectId=${projectId}&${SDK}`, { headers: origin ? { origin } : {} })

describe('SPEC §7 project configuration from the registry', () => {
  it('SPEC §7 /appkit/v1/config, /projects/v1/origins and /getAnalyticsConfig answer what the project was declared with', async () => {
    expect(await (await get('/appkit/v1/config', 'shop', SHOP)).json()).toEqual({ features })
    expect(await (await get('/projects/v1/origins', 'shop', SHOP)).json()).toEqual({ allowedOrigins: [SHOP, 'http://127.0.0.1:*'] })
    expect(await (await get('/getAnalyticsConfig', 'shop', SHOP)).json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('SPEC §9 a project declared without features gets the remote defaults; analytics on', async () => {
    const config = (await (await get('/appkit/v1/config', 'wild')).json()) as { features: RemoteFeature[] }
    expect(config.features.map((f) => f.id)).toEqual(['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding'])
    expect(await (await get('/getAnalyticsConfig', 'wild')).json()).toEqual({ isAnalyticsEnabled: true })
  })

  it("SPEC §7 analytics for a project that switched it off is refused", async () => {
    const res = await fetch(`${api.url}/e?projectId=shop&${SDK}`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'x', url: SHOP, domain: 'shop.example', timestamp: 1, props: {} }),
    })
    expect(res.status).toBe(403)
  })
})

describe('SPEC §6 origin allowlist, SPEC §8 provider messages', () => {
  it("SPEC §8 an unknown project id is a 403 'Unauthorized: invalid key' on every route that names one", async () => {
    for (const path of ['/appkit/v1/config', '/getWallets', '/v1/supported-chains', `/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance`]) {
      const res = await get(path, 'nobody', SHOP)
      expect(res.status, path).toBe(403)
      expect(await res.json()).toEqual({ error: 'Unauthorized: invalid key' })
    }
    const rpc = await fetch(`${api.url}/v1/?chainId=eip155:1&projectId=nobody`, { method: 'POST', body: '{}' })
    expect(rpc.status).toBe(403)
  })

  it("SPEC §8 a page whose origin is not listed gets 403 'Unauthorized: origin not allowed', readable by that page", async () => {
    const res = await get('/appkit/v1/config', 'shop', 'https://evil.example')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'Unauthorized: origin not allowed' })
    // the refusal names the caller so the modal can read why (it carries no data)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://evil.example')
  })

  it('SPEC §5 wildcards: a listed pattern admits matching origins only', async () => {
    expect((await get('/projects/v1/origins', 'shop', 'http://127.0.0.1:5173')).status).toBe(200)
    expect((await get('/projects/v1/origins', 'wild', 'https://pr-42.preview.localhost')).status).toBe(200)
    expect((await get('/projects/v1/origins', 'wild', 'https://preview.localhost.evil.example')).status).toBe(403)
    expect((await get('/projects/v1/origins', 'shop', 'http://localhost:5173')).status).toBe(403)
    expect((await get('/projects/v1/origins', 'shop', 'null')).status).toBe(403)
  })

  it('SPEC §6 a preflight from a foreign origin fails, so a state-changing call is never sent; a listed one passes', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/e?projectId=shop&${SDK}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect((await preflight('https://evil.example')).status).toBe(403)
    const ok = await preflight(SHOP)
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-origin')).toBeTruthy()
  })

  it('a call without an Origin header (a server, not a page) is checked by its project id only; images need none', async () => {
    expect((await get('/projects/v1/origins', 'shop')).status).toBe(200)
    const wallets = (await (await get('/getWallets', 'shop', SHOP)).json()) as { data: Array<{ image_id: string }> }
    const image = await fetch(`${api.url}/getWalletImage/${wallets.data[0]!.image_id}`, { headers: { origin: 'https://evil.example' } })
    expect(image.status).toBe(200)
  })

  it("SPEC §8 the declared projects held in memory (the stack's relay, which serves on while the API is stopped) refuse as the API does", async () => {
    const cases: Array<[string, string | undefined]> = [['shop', SHOP], ['shop', 'https://evil.example'], ['nobody', undefined], ['wild', 'https://a.preview.localhost'], ['wild', 'https://preview.localhost'], ['shop', undefined]]
    const declared = declaredRefusals(seeds)
    const refusals = cases.map(([id, origin]) => declared.refusal(id, origin))
    expect(refusals).toEqual([undefined, 'Unauthorized: origin not allowed', 'Unauthorized: invalid key', undefined, 'Unauthorized: origin not allowed', undefined])
    const answers = await Promise.all(cases.map(async ([id, origin]) => (await get('/projects/v1/origins', id, origin)).status))
    expect(answers).toEqual(refusals.map((r) => (r ? 403 : 200)))
  })

  it('projects outlive a restart: they live in the data folder', async () => {
    await api.stop()
    api = await startApi({ port: 0, dataDir, projects: [] })
    expect(await (await get('/projects/v1/origins', 'wild')).json()).toEqual({ allowedOrigins: ['https://*.preview.localhost'] })
    expect((await get('/projects/v1/origins', 'nobody')).status).toBe(403)
  })
})

describe('without a registry', () => {
  let open: ApiServer
  beforeAll(async () => {
    open = await startApi({ port: 0 })
  })
  afterAll(() => open?.stop())

  it('any project id from any origin is served with the defaults (the permissive local mode)', async () => {
    const res = await fetch(`${open.url}/projects/v1/origins?projectId=anything&${SDK}`, { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})
