import { describe, expect, it } from 'vitest'
import { createApiApp } from '../../../../services/api/app'
import { loadApiDeps, type ApiDeps } from '../../../../services/api/deps'
import { errorOf, SDK, useApi } from './api'

const api = useApi()
const get = (path: string, init?: RequestInit) => fetch(`${api.url()}${path}`, init)

describe('SPEC §7 query parameters projectId, st, sv', () => {
  it('SPEC §7 GET /getWallets without projectId answers 400 naming projectId', async () => {
    const res = await get('/getWallets?st=appkit&sv=html-wagmi-4.2.2')
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await errorOf(res)).toBe('Missing required query parameter: projectId')
  })

  it('SPEC §7 GET /getWallets with none of them names all three', async () => {
    const res = await get('/getWallets')
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toBe('Missing required query parameters: projectId, st, sv')
  })

  it('SPEC §7 an empty or repeated projectId is a 400, not a guess', async () => {
    const empty = await get('/getWallets?projectId=&st=appkit&sv=1')
    expect(await errorOf(empty)).toMatch(/projectId/)
    const twice = await get(`/getWallets?${SDK}&projectId=other`)
    expect(twice.status).toBe(400)
    expect(await errorOf(twice)).toMatch(/projectId.*once/)
  })

  it("SPEC §7 every route except the image routes and the test on-ramp provider's pages requires projectId, st and sv", async () => {
    const deps = await loadApiDeps()
    const app = createApiApp(deps)
    const routes = app.routes.filter((r) => r.method === 'GET' && !r.path.includes('*'))
    // Images load from <img> tags and the test provider's checkout opens in a person's browser: neither is a modal's call.
    const guarded = routes.filter((r) => !/Image\//.test(r.path) && !r.path.startsWith('/onramp/dev/'))
    expect(guarded.length).toBeGreaterThan(0)
    for (const route of guarded) {
      const res = await get(route.path.replace(/:\w+/g, 'x'))
      expect(res.status, route.path).toBe(400)
      expect(await errorOf(res), route.path).toMatch(/projectId/)
    }
  })
})

describe('SPEC §7 GET /getWallets malformed queries answer 400 with a message', () => {
  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['entries=-1', 'entries'],
    ['entries=0', 'entries'],
    ['entries=10000', 'entries'],
    ['entries=101', 'entries'],
    ['entries=1&entries=2', 'entries'],
    ['include=not-an-id', 'include'],
    ['exclude=%27%3B%20drop', 'exclude'],
    ['chains=eip155', 'chains'],
    ['chains=eip155:1,,nope', 'chains'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['badge_type=gold', 'badge_type'],
  ])('%s is refused naming %s', async (query, param) => {
    const res = await get(`/getWallets?${SDK}&${query}`)
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toContain(`'${param}'`)
  })

  it('SPEC §9 entries up to 100 (the search page size) is accepted', async () => {
    const res = await get(`/getWallets?${SDK}&entries=100`)
    expect(res.status).toBe(200)
  })
})

describe('SPEC §7 error answers are JSON', () => {
  it('SPEC §7 an unknown route answers 404 JSON', async () => {
    const res = await get(`/getWalletz?${SDK}`)
    expect(res.status).toBe(404)
    expect(await errorOf(res)).toMatch(/Not found/)
  })

  it('SPEC §7 a thrown error answers 500 JSON without internals', async () => {
    const logged: string[] = []
    const deps: ApiDeps = {
      ...(await loadApiDeps()),
      catalogue: {
        get wallets(): never {
          throw new Error('disk on fire')
        },
        byImageId: () => undefined,
      },
      log: (message) => logged.push(message),
    }
    const res = await createApiApp(deps).request(`/getWallets?${SDK}`)
    expect(res.status).toBe(500)
    const error = await errorOf(res)
    expect(error).toBe('Internal server error')
    expect(logged).toEqual(['GET /getWallets failed'])
  })

  it('CORS: browser pages on any origin may call the local API, errors included', async () => {
    const ok = await get(`/getWallets?${SDK}&entries=1`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(ok.headers.get('access-control-allow-origin')).toBe('*')
    const bad = await get('/getWallets', { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(bad.headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await get('/getWallets', {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET')
  })
})
