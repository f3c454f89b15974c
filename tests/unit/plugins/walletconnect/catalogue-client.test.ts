// The WalletConnect plugin's catalogue client against the real services API (the 601-wallet catalogue file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueChains, catalogueOf, createCatalogueClient, INVALID_RESPONSE, PAGE_ENTRIES, RECOMMENDED_ENTRIES, SEARCH_ENTRIES } from '../../../../plugins/walletconnect/catalogue/client'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { loopbackFetch } from '../../support/env'
import { eth, makeModal } from '../../support/modal'
import { testNamespace, testNetwork } from '../../support/namespace'

let api: ApiServer
const requests: URL[] = []
const recordingFetch: typeof fetch = (input, init) => {
  requests.push(new URL(input instanceof Request ? input.url : String(input)))
  return loopbackFetch(input, init)
}
const client = () => createCatalogueClient({ fetch: recordingFetch, baseUrl: api.url, projectId: 'p1', sdkType: 'gangway', sdkVersion: 'html-wagmi-4.2.2' })

beforeAll(async () => {
  api = await startApi({ port: 0 })
})
afterAll(() => api?.stop())

describe('SPEC §7 wallet catalogue client', () => {
  it('SPEC §9 limits: 4 recommended, pages of 40, search up to 100', () => {
    expect([RECOMMENDED_ENTRIES, PAGE_ENTRIES, SEARCH_ENTRIES]).toEqual([4, 40, 100])
  })

  it('SPEC §7 GET /getWallets carries projectId, st and sv, and answers data and count', async () => {
    const page = await client().getWallets({ page: 2, entries: PAGE_ENTRIES })
    const sent = requests.at(-1)!
    expect(sent.pathname).toBe('/getWallets')
    expect(Object.fromEntries(sent.searchParams)).toEqual({ projectId: 'p1', st: 'gangway', sv: 'html-wagmi-4.2.2', page: '2', entries: '40' })
    expect(page.count).toBeGreaterThanOrEqual(500)
    expect(page.data).toHaveLength(40)
    expect(page.data[0]).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{64}$/), name: expect.any(String) })
  })

  it('SPEC §7 include, exclude, chains and search go out as the service expects', async () => {
    const c = client()
    const [first, second] = (await c.getWallets({ entries: 2 })).data
    const included = await c.getWallets({ include: [first!.id, second!.id], exclude: [second!.id] })
    expect(included.data.map((w) => w.id)).toEqual([first!.id])
    expect(requests.at(-1)!.searchParams.get('include')).toBe(`${first!.id},${second!.id}`)
    const dev = await c.getWallets({ search: 'dev wallet', chains: ['eip155:31337'], entries: SEARCH_ENTRIES })
    expect(dev.data.map((w) => w.rdns)).toEqual(['dev.gangway.wallet'])
    expect(c.known(dev.data[0]!.id)).toEqual(dev.data[0])
  })

  it('SPEC §7 the wallet image comes from the service, /getWalletImage/{id}, and loads', async () => {
    const c = client()
    const [wallet] = (await c.getWallets({ entries: 1 })).data
    const url = c.imageUrl(wallet!)!
    expect(url).toBe(`${api.url}/getWalletImage/${wallet!.image_id}`)
    const image = await fetch(url)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(c.imageUrl({ id: 'x', name: 'No image' })).toBeUndefined()
  })

  it("SPEC §7 a non-OK answer throws 'HTTP status code: {n}'", async () => {
    await expect(client().getWallets({ entries: 101 })).rejects.toThrow('HTTP status code: 400')
  })

  it('a response of the wrong shape is refused, not shown; fields it does not name are kept', async () => {
    const answering = (body: unknown) => createCatalogueClient({ fetch: async () => new Response(JSON.stringify(body), { status: 200 }), baseUrl: api.url, projectId: 'p', sdkType: 'gangway', sdkVersion: 'v' })
    const one = (wallet: Record<string, unknown>) => answering({ count: 1, data: [wallet] }).getWallets()
    await expect(answering({ count: '12', data: [{ id: 1 }] }).getWallets()).rejects.toThrow(INVALID_RESPONSE)
    await expect(answering({ count: 1 }).getWallets()).rejects.toThrow(INVALID_RESPONSE)
    await expect(one({ id: 'a' })).rejects.toThrow(INVALID_RESPONSE)
    await expect(one({ id: 'a', name: 'A', image_url: 5 })).rejects.toThrow(INVALID_RESPONSE)
    await expect(one({ id: 'a', name: 'A', chains: ['eip155:1', 1] })).rejects.toThrow(INVALID_RESPONSE)
    expect((await one({ id: 'a', name: 'A', image_id: null, order: 7 })).data).toEqual([{ id: 'a', name: 'A', image_id: null, order: 7 }])
  })

  it("a modal has a catalogue client only when the host configured the service; the chain filter leaves out test networks", () => {
    const plugin = testNamespace('eip155')
    const local = { ...testNetwork('eip155', 31337), testnet: true }
    expect(catalogueOf(makeModal({ plugins: [plugin] }).modal)).toBeUndefined()
    const { modal } = makeModal({ plugins: [plugin], networks: [eth, local], options: { services: { catalogue: api.url } } })
    expect(catalogueOf(modal)).toBe(catalogueOf(modal))
    expect(catalogueChains(modal)).toEqual(['eip155:1'])
    expect(catalogueChains(makeModal({ plugins: [plugin], networks: [local] }).modal)).toBeUndefined()
  })
})
