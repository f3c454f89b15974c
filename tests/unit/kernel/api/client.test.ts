import { createServer, type Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../../../kernel/api/client'
import { createServices } from '../../../../kernel/api/services'
import { createKernel } from '../../../../kernel/create-kernel'
import { testEnv } from '../../support/env'
import { evmNamespace, recordingFetch, localA } from '../../support/services'

/** A services stand-in that answers each path with the body the test put there: for shapes the real services never send. */
const answers = new Map<string, { status: number; body: unknown }>()
let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const answer = answers.get(path) ?? { status: 404, body: { error: 'Not found' } }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  answers.clear()
  vi.useRealTimers()
})

const kernel = (services: { api?: string; catalogue?: string; analytics?: string } = { api: base }, fetch?: typeof globalThis.fetch) =>
  createKernel({ projectId: 'p1', plugins: [evmNamespace()], networks: [localA], services, logLevel: 'silent' }, testEnv({ fetch }))
const client = () => createApiClient(kernel().ctx)
const goodBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 1, price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }

describe('SPEC §5 responses are checked before the modal trusts them', () => {
  it('SPEC §3 a balance answer missing a field, or with a number where a string belongs, is rejected whole', async () => {
    const { quantity: _quantity, ...noQuantity } = goodBalance
    for (const bad of [noQuantity, { ...goodBalance, quantity: { decimals: 18, numeric: '1' } }, { ...goodBalance, value: '1' }]) {
      answers.set('/v1/account/0xabc/balance', { status: 200, body: { balances: [goodBalance, bad] } })
      await expect(client().balance('0xabc', 'eip155:31337')).rejects.toThrow('Invalid response from v1/account/0xabc/balance')
    }
    answers.set('/v1/account/0xabc/balance', { status: 200, body: { balances: [{ ...goodBalance, extra: true }] } })
    expect(await client().balance('0xabc', 'eip155:31337')).toEqual([goodBalance])
  })

  it('SPEC §3 a history answer is checked down to its transfers', async () => {
    const tx = { id: '1', metadata: { operationType: 'send', hash: '0x1', minedAt: '2025-01-01T00:00:00Z', sentFrom: 'a', sentTo: 'b', status: 'confirmed' }, transfers: [{ direction: 'out', quantity: { numeric: '1' } }] }
    answers.set('/v1/account/a/history', { status: 200, body: { data: [tx], next: null } })
    expect((await client().history('a')).data).toHaveLength(1)
    answers.set('/v1/account/a/history', { status: 200, body: { data: [{ ...tx, transfers: [{ direction: 'out' }] }], next: null } })
    await expect(client().history('a')).rejects.toThrow('Invalid response from v1/account/a/history')
    answers.set('/v1/account/a/history', { status: 200, body: '<html>oops</html>' })
    await expect(client().history('a')).rejects.toThrow()
  })

  it("SPEC §7 a non-OK answer throws 'HTTP status code: {n}'", async () => {
    answers.set('/v1/supported-chains', { status: 503, body: { error: 'down' } })
    await expect(client().supportedChains()).rejects.toThrow('HTTP status code: 503')
  })

  it('SPEC §7 with no services URL configured nothing is fetched anywhere', async () => {
    const recorder = recordingFetch()
    const api = createApiClient(kernel({}, recorder.fetch).ctx)
    await expect(api.supportedChains()).rejects.toThrow('No api services URL configured (options.services.api)')
    await expect(api.analyticsEnabled()).rejects.toThrow(/No catalogue services URL/)
    expect(recorder.requests).toEqual([])
  })

  it('SPEC §7 the app config, the origin allowlist and the analytics config are asked of the wallet catalogue service; balances of the API', async () => {
    answers.set('/appkit/v1/config', { status: 200, body: { features: [] } })
    answers.set('/projects/v1/origins', { status: 200, body: { allowedOrigins: ['http://127.0.0.1'] } })
    answers.set('/getAnalyticsConfig', { status: 200, body: { isAnalyticsEnabled: true } })
    answers.set('/v1/supported-chains', { status: 200, body: { http: ['eip155:1'], ws: [] } })
    // The catalogue on 127.0.0.1, the API and analytics on localhost: one stand-in, two hosts.
    const catalogue = base
    const other = base.replace('127.0.0.1', 'localhost')
    const recorder = recordingFetch()
    const api = createApiClient(kernel({ api: other, catalogue, analytics: other }, recorder.fetch).ctx)
    await api.remoteConfig()
    await api.allowedOrigins()
    await api.analyticsEnabled()
    await api.supportedChains()
    expect(recorder.requests.map((r) => `${r.url.hostname} ${r.url.pathname}`)).toEqual([
      '127.0.0.1 /appkit/v1/config',
      '127.0.0.1 /projects/v1/origins',
      '127.0.0.1 /getAnalyticsConfig',
      'localhost /v1/supported-chains',
    ])
  })

  it('SPEC §7 with no catalogue URL the catalogue calls go to the API URL', async () => {
    answers.set('/appkit/v1/config', { status: 200, body: { features: [] } })
    const recorder = recordingFetch()
    await createApiClient(kernel({ api: base }, recorder.fetch).ctx).remoteConfig()
    expect(recorder.paths()).toEqual(['GET /appkit/v1/config'])
  })
})

describe('SPEC §7 GET /v1/identity/{address} (sender)', () => {
  it('SPEC §7 the connected account goes along as sender; with nobody connected no sender is sent', async () => {
    answers.set('/v1/identity/0xabc', { status: 200, body: { name: 'bob.gw', avatar: null } })
    const recorder = recordingFetch()
    const k = kernel({ api: base }, recorder.fetch)
    const services = createServices(k)
    await services.identity('0xabc', 'eip155')
    expect(recorder.requests[0]!.url.searchParams.has('sender')).toBe(false)
    k.accounts.update('eip155', { status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', accounts: [] })
    await services.identity('0xabc', 'eip155', { force: true })
    expect(recorder.requests[1]!.url.searchParams.get('sender')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })
})

describe('SPEC §9 identity is cached 5 minutes; names resolve or fail with the SPEC text', () => {
  it('SPEC §9 a second ask within 5 minutes is served from the cache; after that it asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    answers.set('/v1/identity/0xabc', { status: 200, body: { name: 'bob.gw', avatar: null } })
    const recorder = recordingFetch()
    const services = createServices(kernel({ api: base }, recorder.fetch))
    // eip155 addresses compare case-insensitively: one cache entry for both spellings.
    expect(await services.identity('0xABC', 'eip155')).toEqual({ name: 'bob.gw', avatar: null })
    expect(await services.identity('0xabc', 'eip155')).toEqual({ name: 'bob.gw', avatar: null })
    expect(recorder.requests).toHaveLength(1)
    // SPEC §9: 5 minutes, to the millisecond.
    const start = Date.now()
    vi.setSystemTime(start + 5 * 60_000 - 1)
    await services.identity('0xabc', 'eip155')
    expect(recorder.requests).toHaveLength(1)
    vi.setSystemTime(start + 5 * 60_000)
    await services.identity('0xabc', 'eip155')
    expect(recorder.requests).toHaveLength(2)
  })

  it("SPEC §8 an unknown name fails with 'Error resolving name'", async () => {
    answers.set('/v1/profile/account/bob.gw', { status: 200, body: { name: 'bob.gw', addresses: { '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } } } })
    const services = createServices(kernel())
    expect(await services.resolveName('Bob.gw ')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await expect(services.resolveName('nobody.gw')).rejects.toThrow('Error resolving name')
  })
})
