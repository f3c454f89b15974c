// The minimal EVM host, built the way a host's bundler builds it (bench/size): what it must not
// contain, and its byte budget beyond React. Deterministic: bytes of a build, not timings.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHost, hostPath, type HostBuild } from '../../../bench/size/build'

const KIB = 1024
let host: HostBuild
let react: HostBuild
beforeAll(async () => {
  ;[host, react] = await Promise.all([buildHost(hostPath('evm-minimal')), buildHost(hostPath('react-only'))])
}, 120_000)

const moduleIds = () => host.chunks.flatMap((chunk) => Object.keys(chunk.modules))

describe('the minimal EVM host bundle (bench/size/hosts/evm-minimal.tsx)', () => {
  it('holds no code of other chains or of WalletConnect: no @solana, @wallet-standard, @walletconnect, @polkadot, @cosmjs, bitcoinjs, litesvm', () => {
    const foreign = moduleIds().filter((id) => /node_modules\/(@solana|@wallet-standard|@walletconnect|@polkadot|@cosmjs|bitcoinjs-lib|ecpair|tiny-secp256k1|litesvm)\//.test(id))
    expect(foreign).toEqual([])
    expect(moduleIds().filter((id) => /\/plugins\/(solana|walletconnect)\//.test(id))).toEqual([])
  })

  // Total: every chunk but the locale catalogues (a visitor downloads at most one, and only when they pick it; tested below).
  it('stays within budget beyond React: initial ≤ 25 KiB gzip, total ≤ 60 KiB gzip (issue 15)', () => {
    expect(host.initial.gzip - react.initial.gzip).toBeLessThanOrEqual(25 * KIB)
    expect(host.total.gzip - react.total.gzip).toBeLessThanOrEqual(60 * KIB)
  })
})

describe("the minimal EVM host's stylesheet", () => {
  it('ships squeezed (scripts/squeeze-css.mjs): no newlines, comments or spaces around its braces', () => {
    const code = host.chunks.map((chunk) => chunk.code).join('\n')
    expect(code.includes('.overlay{position:fixed;inset:0;'), 'the dialog rules, squeezed').toBe(true)
    expect(code.includes('.overlay { position: fixed;'), 'the dialog rules, as written').toBe(false)
  })
})

describe('languages in the minimal EVM host (issue 16)', () => {
  it('ships no locale before the first render: each of the ten locales is a lazy chunk of its own, downloaded only when chosen', () => {
    const initialModules = new Set(
      host.chunks
        .filter((chunk) => host.chunks.some((c) => c.isEntry && (c === chunk || c.imports.includes(chunk.fileName))))
        .flatMap((chunk) => Object.keys(chunk.modules)),
    )
    expect([...initialModules].filter((id) => /\/ui\/locales\/|\/kernel\/locales\.ts$/.test(id))).toEqual([])
    expect(host.locales.size).toBe(10)
    for (const [name, size] of host.locales) expect(size.gzip, name).toBeLessThanOrEqual(16 * KIB)
  })
})
