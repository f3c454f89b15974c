// Send, receive and activity (and swaps, on-ramp, pay, NFTs) cost a host nothing unless installed,
// and little up front when they are: their views, controllers and the QR encoder load when first
// opened. Bytes of real builds.
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHost, hostPath, modulesOf, type HostBuild } from '../../../bench/size/build'

let minimal: HostBuild
let account: HostBuild
let commerce: HostBuild
beforeAll(async () => {
  ;[minimal, account, commerce] = await Promise.all([buildHost(hostPath('evm-minimal')), buildHost(hostPath('evm-account')), buildHost(hostPath('evm-commerce'))])
}, 240_000)

const FEATURE = /\/plugins\/features-(send|receive|activity)\/|node_modules\/uqr\//
const COMMERCE = /\/plugins\/features-(swaps|onramp|pay|nfts)\//

describe('account features in host bundles (bench/size/hosts)', () => {
  it('SPEC §2 a host that does not install send, receive or activity ships none of their code', () => {
    expect(modulesOf(minimal, 'all').filter((id) => FEATURE.test(id))).toEqual([])
  })

  it("SPEC §2 a host that installs them loads their views and controllers only when opened: the initial bundle holds just the factories", () => {
    const initial = modulesOf(account, 'initial').filter((id) => FEATURE.test(id))
    expect(initial.map((id) => id.replace(/.*\/plugins\//, '')).sort()).toEqual(['features-activity/index.ts', 'features-receive/index.ts', 'features-send/index.ts'])
    expect(modulesOf(account, 'all').filter((id) => FEATURE.test(id)).length).toBeGreaterThan(initial.length)
    expect(account.initial.gzip - minimal.initial.gzip).toBeLessThan(1024)
  })
})

describe('swaps, on-ramp, pay and NFTs in host bundles (bench/size/hosts/evm-commerce)', () => {
  it('SPEC §2 a host that installs none of them ships none of their code', () => {
    expect(modulesOf(minimal, 'all').filter((id) => COMMERCE.test(id))).toEqual([])
    expect(modulesOf(account, 'all').filter((id) => COMMERCE.test(id))).toEqual([])
  })

  it('SPEC §2 a host that installs them loads only the four factories (and openPay) before first render; views and controllers load when opened', () => {
    const initial = modulesOf(commerce, 'initial').filter((id) => COMMERCE.test(id))
    // swaps' networks.ts is its factory's: the Account entry's check, which the controller shares.
    expect(initial.map((id) => id.replace(/.*\/plugins\//, '')).sort()).toEqual(['features-nfts/index.ts', 'features-onramp/index.ts', 'features-pay/index.ts', 'features-swaps/index.ts', 'features-swaps/networks.ts'])
    const lazy = modulesOf(commerce, 'all').filter((id) => COMMERCE.test(id) && !initial.includes(id))
    for (const folder of ['swaps', 'onramp', 'pay', 'nfts']) expect(lazy.some((id) => id.includes(`/features-${folder}/`)), folder).toBe(true)
  })

  it('each factory adds at most 1 KiB gzip before first render; the four together stay within 4 KiB', () => {
    const code = new Map(commerce.chunks.flatMap((c) => Object.entries(c.modules).map(([id, m]) => [id, m.code ?? ''] as const)))
    for (const folder of ['swaps', 'onramp', 'pay', 'nfts']) {
      const id = [...code.keys()].find((key) => key.endsWith(`/plugins/features-${folder}/index.ts`))!
      // Compressed on its own (no shared dictionary with the rest): an upper bound of what it adds.
      expect(gzipSync(code.get(id)!, { level: 9 }).length, folder).toBeLessThan(1024)
    }
    expect(commerce.initial.gzip - minimal.initial.gzip).toBeLessThan(4 * 1024)
  })
})
