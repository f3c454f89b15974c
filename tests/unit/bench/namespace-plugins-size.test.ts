// The Bitcoin, Polkadot and Cosmos plugins in host bundles (bench/size/hosts/evm-{bip122,polkadot,cosmos}):
// each factory adds at most 2 KiB gzip before first render; their chain SDKs (bitcoinjs-lib, @polkadot,
// @cosmjs) sit only in lazy chunks, loaded on first connect or send. Bytes of real builds.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHost, hostPath, modulesOf, type HostBuild } from '../../../bench/size/build'

const KIB = 1024
const HOSTS = { bip122: 'evm-bip122', polkadot: 'evm-polkadot', cosmos: 'evm-cosmos' } as const
const SDK = /node_modules\/(bitcoinjs-lib|@bitcoinerlab|@polkadot|@cosmjs|cosmjs-types|@scure|@noble)\//
let minimal: HostBuild
const builds: Partial<Record<keyof typeof HOSTS, HostBuild>> = {}
beforeAll(async () => {
  minimal = await buildHost(hostPath('evm-minimal'))
  // one at a time: the Polkadot SDK alone is a large build on a 2-core machine
  for (const [namespace, host] of Object.entries(HOSTS)) builds[namespace as keyof typeof HOSTS] = await buildHost(hostPath(host))
}, 600_000)

describe.each(Object.keys(HOSTS) as Array<keyof typeof HOSTS>)('gangway/%s in a host bundle', (namespace) => {
  it('its factory adds at most 2 KiB gzip to what loads before the first render', () => {
    expect(builds[namespace]!.initial.gzip - minimal.initial.gzip).toBeLessThanOrEqual(2 * KIB)
  })

  it('no chain SDK loads before the first render: they are in lazy chunks', () => {
    const initial = modulesOf(builds[namespace]!, 'initial')
    expect(initial.filter((id) => SDK.test(id))).toEqual([])
    const all = modulesOf(builds[namespace]!, 'all')
    expect(all.some((id) => SDK.test(id))).toBe(true)
    expect(initial.filter((id) => id.includes(`/plugins/${namespace}/`)).map((id) => id.replace(/.*\/plugins\//, '')).sort()).toEqual(
      expect.arrayContaining([`${namespace}/index.ts`, `${namespace}/networks.ts`, `${namespace}/discovery.ts`]),
    )
  })
})
