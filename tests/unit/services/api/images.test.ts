import { describe, expect, it } from 'vitest'
import { errorOf, RECOMMENDED, useApi } from './api'

const api = useApi()
const get = (path: string, init?: RequestInit) => fetch(`${api.url()}${path}`, init)

describe('SPEC §7 image routes', () => {
  it('SPEC §7 GET /getWalletImage/{id} answers an SVG for a known image id, with caching headers', async () => {
    const res = await get(`/getWalletImage/${RECOMMENDED[5]!.image_id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(res.headers.get('etag')).toBeTruthy()
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain(`<title>${RECOMMENDED[5]!.name}</title>`)
  })

  it('SPEC §7 GET /getWalletImage/{id} revalidates with the ETag (304, no body)', async () => {
    const first = await get(`/getWalletImage/${RECOMMENDED[0]!.image_id}`)
    const etag = first.headers.get('etag')!
    const again = await get(`/getWalletImage/${RECOMMENDED[0]!.image_id}`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('SPEC §7 GET /getWalletImage/{id} is the same image on every call (deterministic color)', async () => {
    const path = `/getWalletImage/${RECOMMENDED[7]!.image_id}`
    const [a, b] = await Promise.all([get(path).then((r) => r.text()), get(path).then((r) => r.text())])
    expect(a).toBe(b)
  })

  it('SPEC §7 GET /getWalletImage/{id} answers 404 JSON for an unknown id', async () => {
    const res = await get('/getWalletImage/00000000-0000-0000-0000-000000000000')
    expect(res.status).toBe(404)
    expect(await errorOf(res)).toMatch(/Unknown wallet image/)
  })

  it.each([
    ['/public/getAssetImage/ethereum', 'ETH'],
    ['/public/getAssetImage/solana', 'SOL'],
    ['/public/getCurrencyImage/USD', '$'],
    ['/public/getCurrencyImage/eur', '€'],
    ['/public/getTokenImage/USDC', 'USDC'],
    ['/public/getTokenImage/wbtc', 'WBTC'],
  ])('SPEC §7 GET %s answers a letter badge SVG', async (path, label) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toContain(`>${label}</text>`)
  })

  it.each(['/public/getAssetImage/atlantis', '/public/getCurrencyImage/XYZ', '/public/getTokenImage/NOPE', '/public/getTokenImage/%3Cscript%3E'])(
    'SPEC §7 GET %s answers 404 for an unknown id',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await errorOf(res)).toMatch(/Unknown \w+ image id/)
    },
  )

  it('SPEC §7 image routes need no projectId, st or sv (they load from <img> tags)', async () => {
    expect((await get('/public/getTokenImage/ETH')).status).toBe(200)
    expect((await get(`/getWalletImage/${RECOMMENDED[0]!.image_id}`)).status).toBe(200)
  })
})
