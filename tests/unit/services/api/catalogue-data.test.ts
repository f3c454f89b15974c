import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../../services/api/catalogue/catalogue'
import { BRAND_WORDS, DEV_WALLET_RDNS, generateWallets } from '../../../../services/api/data/generate-wallets'
import { DEV_WALLET_RDNS as ANNOUNCED_RDNS } from '../../../../demo/dev-wallet/announce'
import { FILE } from './api'

const CHAINS = new Set([
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  'cosmos:cosmoshub-4',
])
const generated = FILE.wallets.filter((w) => w.rdns !== DEV_WALLET_RDNS)
const share = (p: (w: (typeof generated)[number]) => boolean) => generated.filter(p).length / generated.length

describe('SPEC §7 wallet catalogue data', () => {
  it('SPEC §7 the catalogue file is what the generator makes from its seed (deterministic, up to date)', () => {
    expect(generateWallets()).toEqual(FILE)
  })

  it('SPEC §7 the catalogue has at least 500 wallets with unique 64-hex ids', () => {
    expect(FILE.wallets.length).toBeGreaterThanOrEqual(500)
    expect(new Set(FILE.wallets.map((w) => w.id)).size).toBe(FILE.wallets.length)
    for (const w of FILE.wallets) expect(w.id).toMatch(/^[0-9a-f]{64}$/)
  })

  it('SPEC §7 about 40% announce an rdns (injected capable), about 10% are certified', () => {
    expect(share((w) => w.rdns !== null)).toBeGreaterThan(0.3)
    expect(share((w) => w.rdns !== null)).toBeLessThan(0.5)
    expect(share((w) => w.badge_type === 'certified')).toBeGreaterThan(0.05)
    expect(share((w) => w.badge_type === 'certified')).toBeLessThan(0.15)
    for (const w of generated.filter((x) => x.rdns)) {
      expect(w.rdns).toMatch(/^app\.[a-z]+\.wallet$/)
      expect(w.injected?.map((i) => i.injected_id)).toContain(w.rdns)
    }
  })

  it('SPEC §7 wallets list only the known chains, and links are made-up (.example or custom schemes)', () => {
    for (const w of generated) {
      for (const chain of w.chains) expect(CHAINS.has(chain), chain).toBe(true)
      for (const link of [w.homepage, w.webapp_link, w.app_store, w.play_store, w.mobile_link, w.desktop_link]) {
        if (link?.startsWith('http')) expect(new URL(link).hostname.endsWith('.example'), link).toBe(true)
      }
    }
  })

  it('SPEC §7 names are made up: none spells a known wallet brand', () => {
    const spells = (base: string) => BRAND_WORDS.filter((brand) => (brand.length < 5 ? base === brand : base.includes(brand)))
    const offenders = generated.flatMap((w) => spells(w.name.split(' ')[0]!.toLowerCase()).map((brand) => `${w.name} ~ ${brand}`))
    expect(offenders).toEqual([])
    expect(new Set(FILE.wallets.map((w) => w.name.toLowerCase())).size).toBe(FILE.wallets.length)
  })

  it("SPEC §7 the demo's dev wallet is listed once, so a host can dedupe it against the injected announce", () => {
    const dev = FILE.wallets.filter((w) => w.rdns === DEV_WALLET_RDNS)
    expect(dev).toHaveLength(1)
    expect(dev[0]).toMatchObject({ name: 'Dev Wallet (local)', chains: ['eip155:31337', 'eip155:31338'] })
    expect(DEV_WALLET_RDNS).toBe(ANNOUNCED_RDNS)
  })

  it('SPEC §7 a bad catalogue file is refused on load, naming the field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gangway-api-'))
    const file = join(dir, 'wallets.json')
    const broken = structuredClone(FILE)
    broken.wallets[3]!.id = 'not-hex'
    writeFileSync(file, JSON.stringify(broken))
    await expect(loadCatalogue(file)).rejects.toThrow(/wallets\.3\.id/)
    broken.wallets[3]!.id = broken.wallets[4]!.id
    writeFileSync(file, JSON.stringify(broken))
    await expect(loadCatalogue(file)).rejects.toThrow(/duplicate id/)
  })
})
