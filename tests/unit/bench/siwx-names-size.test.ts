// gangway/siwx and gangway/names cost a host at most ~1 KiB gzip each before the first render: their
// controllers, messages, clients and views load when an account connects or the view opens.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHost, hostPath, modulesOf, type HostBuild } from '../../../bench/size/build'

let minimal: HostBuild
let withSiwx: HostBuild
let withNames: HostBuild
beforeAll(async () => {
  ;[minimal, withSiwx, withNames] = await Promise.all([buildHost(hostPath('evm-minimal')), buildHost(hostPath('evm-siwx')), buildHost(hostPath('evm-names'))])
}, 180_000)

const initialModules = (build: HostBuild) =>
  modulesOf(build, 'initial').filter((id) => /plugins\/features-(siwx|names)\//.test(id)).map((id) => id.replace(/.*\/plugins\//, '')).sort()

describe('sign-in and names in host bundles (bench/size/hosts)', () => {
  it('gangway/siwx: the factory (with its option checks and close guard) is all that loads up front, under 1 KiB gzip', () => {
    expect(initialModules(withSiwx)).toEqual(['features-siwx/index.ts', 'features-siwx/settings.ts'])
    expect(withSiwx.initial.gzip - minimal.initial.gzip).toBeLessThan(1024)
  })

  it('gangway/names: the factory is all that loads up front, under 1 KiB gzip', () => {
    expect(initialModules(withNames)).toEqual(['features-names/index.ts'])
    expect(withNames.initial.gzip - minimal.initial.gzip).toBeLessThan(1024)
  })
})
