// gangway/connections costs a host under 1.25 KiB gzip before the first render: the factory, the
// keeper's list (a connection can be replaced before any view opens) and its stored copy (read back at
// createModal, so the list holds the earlier pages' wallets from the start); the view and the switch
// load when Account's 'Switch wallet' is first used.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHost, hostPath, modulesOf, type HostBuild } from '../../../bench/size/build'

let minimal: HostBuild
let withConnections: HostBuild
beforeAll(async () => {
  ;[minimal, withConnections] = await Promise.all([buildHost(hostPath('evm-minimal')), buildHost(hostPath('evm-connections'))])
}, 180_000)

const ours = (build: HostBuild, which: 'initial' | 'all') =>
  modulesOf(build, which).filter((id) => id.includes('/plugins/features-connections/')).map((id) => id.replace(/.*\/plugins\//, '')).sort()

describe('several wallets per namespace in a host bundle (bench/size/hosts/evm-connections)', () => {
  it('the factory, the keeper and its stored list are all that load up front, under 1.25 KiB gzip; the view and the switch are lazy', () => {
    expect(ours(withConnections, 'initial')).toEqual(['features-connections/index.ts', 'features-connections/known.ts', 'features-connections/stored.ts'])
    expect(ours(withConnections, 'all')).toEqual(expect.arrayContaining(['features-connections/module.tsx', 'features-connections/switch.ts']))
    expect(withConnections.initial.gzip - minimal.initial.gzip).toBeLessThan(1280)
  })
})
