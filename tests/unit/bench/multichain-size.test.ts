// The EVM + Solana + WalletConnect host (bench/size/hosts/evm-solana-walletconnect.tsx), built the
// way a host's bundler builds it: its byte budget before the first render (issue 15), and the SDKs
// that must stay out of it. Deterministic: bytes of a build, not timings.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHost, hostPath, modulesOf, type HostBuild } from '../../../bench/size/build'

const KIB = 1024
let host: HostBuild
let react: HostBuild
beforeAll(async () => {
  ;[host, react] = await Promise.all([buildHost(hostPath('evm-solana-walletconnect')), buildHost(hostPath('react-only'))])
}, 120_000)


describe('the EVM + Solana + WalletConnect host bundle (issue 15)', () => {
  it('stays within 30 KiB gzip beyond React before the first render', () => {
    expect(host.initial.gzip - react.initial.gzip).toBeLessThanOrEqual(30 * KIB)
  })

  it('loads the WalletConnect SDK, web3.js, the catalogue client and All Wallets only later (lazy chunks)', () => {
    const early = modulesOf(host, 'initial').filter((id) => /node_modules\/(@walletconnect|@solana\/web3\.js|zod)\/|\/plugins\/walletconnect\/(all-wallets|catalogue|client)/.test(id))
    expect(early).toEqual([])
  })
})
