import { describe, expect, it } from 'vitest'
import { FILE, getWallets, RECOMMENDED, SDK, useApi } from './api'

const api = useApi()
const ids = (r: { data: Array<{ id: string }> }) => r.data.map((w) => w.id)
const DEV_WALLET = FILE.wallets.find((w) => w.rdns === 'dev.gangway.wallet')!

describe('GET /getWallets', () => {
  it('SPEC §7 GET /getWallets pages by page and entries', async () => {
    const [page1, page2, both] = await Promise.all([
      getWallets(api.url(), 'page=1&entries=40'),
      getWallets(api.url(), 'page=2&entries=40'),
      getWallets(api.url(), 'page=1&entries=80'),
    ])
    expect(page1.data).toHaveLength(40)
    expect(page2.data).toHaveLength(40)
    expect(ids(page1).filter((id) => ids(page2).includes(id))).toEqual([])
    expect(page1.count).toBe(FILE.wallets.length)
    expect(page2.count).toBe(page1.count)
    expect([...ids(page1), ...ids(page2)]).toEqual(ids(both))
  })

  it('SPEC §9 GET /getWallets defaults to page 1 of 40 entries', async () => {
    const r = await getWallets(api.url(), '')
    expect(r.data).toHaveLength(40)
    expect(ids(r)).toEqual(RECOMMENDED.slice(0, 40).map((w) => w.id))
  })

  it('SPEC §7 GET /getWallets past the last page answers an empty page with the full count', async () => {
    const r = await getWallets(api.url(), 'page=1000&entries=100')
    expect(r).toEqual({ count: FILE.wallets.length, data: [] })
  })

  it('SPEC §7 GET /getWallets lists in a stable recommended order', async () => {
    const [a, b] = await Promise.all([getWallets(api.url(), 'entries=100'), getWallets(api.url(), 'entries=100')])
    expect(ids(a)).toEqual(ids(b))
    expect(ids(a)).toEqual(RECOMMENDED.slice(0, 100).map((w) => w.id))
  })

  it('SPEC §7 GET /getWallets answers data with the catalogue fields and an image URL', async () => {
    const r = await getWallets(api.url(), 'entries=5')
    for (const w of r.data) {
      expect(Object.keys(w).sort()).toEqual(
        expect.arrayContaining(['id', 'name', 'image_id', 'image_url', 'homepage', 'mobile_link', 'desktop_link', 'webapp_link', 'app_store', 'play_store', 'rdns', 'chains', 'badge_type']),
      )
      expect(w).not.toHaveProperty('rank')
      expect(w.image_url).toBe(`${api.url()}/getWalletImage/${w.image_id}`)
    }
    const image = await fetch(r.data[0]!.image_url)
    expect(image.status).toBe(200)
  })

  it('SPEC §7 GET /getWallets include keeps only the listed ids', async () => {
    const wanted = [RECOMMENDED[10]!.id, RECOMMENDED[200]!.id, RECOMMENDED[500]!.id]
    const r = await getWallets(api.url(), `include=${wanted.join(',')}`)
    expect(r.count).toBe(3)
    expect(ids(r)).toEqual(wanted) // still in recommended order
  })

  it('SPEC §7 GET /getWallets exclude drops the listed ids', async () => {
    const r = await getWallets(api.url(), `exclude=${DEV_WALLET.id},${RECOMMENDED[1]!.id}&entries=100`)
    expect(r.count).toBe(FILE.wallets.length - 2)
    expect(ids(r)).not.toContain(DEV_WALLET.id)
    expect(ids(r)).not.toContain(RECOMMENDED[1]!.id)
    expect(ids(r)[0]).toBe(RECOMMENDED[2]!.id)
  })

  it('SPEC §7 GET /getWallets include and exclude together: excluded wins', async () => {
    const [a, b] = [RECOMMENDED[3]!.id, RECOMMENDED[4]!.id]
    const r = await getWallets(api.url(), `include=${a},${b}&exclude=${b}`)
    expect(ids(r)).toEqual([a])
  })

  it('SPEC §7 GET /getWallets chains keeps wallets supporting any of the chains', async () => {
    const cosmos = 'cosmos:cosmoshub-4'
    const btc = 'bip122:000000000019d6689c085ae165831e93'
    const r = await getWallets(api.url(), `chains=${cosmos},${btc}&entries=100`)
    const expected = RECOMMENDED.filter((w) => w.chains.includes(cosmos) || w.chains.includes(btc))
    expect(expected.length).toBeGreaterThan(0)
    expect(r.count).toBe(expected.length)
    expect(ids(r)).toEqual(expected.slice(0, 100).map((w) => w.id))
    for (const w of r.data) expect(w.chains.some((c) => c === cosmos || c === btc)).toBe(true)
  })

  it("SPEC §7 GET /getWallets chains finds the demo's dev wallet by its local chain", async () => {
    const r = await getWallets(api.url(), 'chains=eip155:31338')
    expect(r.count).toBe(1)
    expect(r.data[0]).toMatchObject({ name: 'Dev Wallet (local)', rdns: 'dev.gangway.wallet' })
  })

  it('SPEC §7 GET /getWallets search matches names case-insensitively', async () => {
    const r = await getWallets(api.url(), `search=${encodeURIComponent('dEV wALLET')}`)
    expect(ids(r)).toEqual([DEV_WALLET.id])
    const sample = RECOMMENDED[42]!.name.slice(1, 4)
    const upper = await getWallets(api.url(), `search=${encodeURIComponent(sample.toUpperCase())}&entries=100`)
    const expected = RECOMMENDED.filter((w) => w.name.toLowerCase().includes(sample.toLowerCase()))
    expect(upper.count).toBe(expected.length)
    expect(ids(upper)).toContain(RECOMMENDED[42]!.id)
  })

  it('SPEC §7 GET /getWallets badge_type keeps wallets with that badge', async () => {
    const r = await getWallets(api.url(), 'badge_type=certified&entries=100')
    const certified = RECOMMENDED.filter((w) => w.badge_type === 'certified')
    expect(r.count).toBe(certified.length)
    expect(r.data.every((w) => w.badge_type === 'certified')).toBe(true)
  })

  it('SPEC §7 GET /getWallets filters combine: chains, search and paging together', async () => {
    const r = await getWallets(api.url(), 'chains=eip155:8453&search=a&page=2&entries=10')
    const expected = RECOMMENDED.filter((w) => w.chains.includes('eip155:8453') && w.name.toLowerCase().includes('a'))
    expect(r.count).toBe(expected.length)
    expect(ids(r)).toEqual(expected.slice(10, 20).map((w) => w.id))
  })

  it('SPEC §7 GET /getWallets ignores query parameters it does not know', async () => {
    const res = await fetch(`${api.url()}/getWallets?${SDK}&platform=web&entries=1`)
    expect(res.status).toBe(200)
  })
})
