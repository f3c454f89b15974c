// Send, receive and activity cost a host nothing unless installed, and little up front when they
// are: their views, controllers and the QR encoder load when first opened. Bytes of real builds.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHost, hostPath, type HostBuild } from '../../../bench/size/build'

let minimal: HostBuild
let account: HostBuild
beforeAll(async () => {
  ;[minimal, account] = await Promise.all([buildHost(hostPath('evm-minimal')), buildHost(hostPath('evm-account'))])
}, 120_000)

const FEATURE = /\/plugins\/features-(send|receive|activity)\/|node_modules\/uqr\//
const modulesOf = (build: HostBuild, which: 'initial' | 'all') => {
  const initial = new Set<string>()
  const byName = new Map(build.chunks.map((c) => [c.fileName, c]))
  const visit = (name: string) => {
    const chunk = byName.get(name)
    if (!chunk || initial.has(name)) return
    initial.add(name)
    chunk.imports.forEach(visit)
  }
  build.chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName))
  return build.chunks.filter((c) => which === 'all' || initial.has(c.fileName)).flatMap((c) => Object.keys(c.modules))
}

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
