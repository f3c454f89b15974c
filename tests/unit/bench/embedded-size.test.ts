// gangway/embedded costs a host at most 1 KiB gzip before the first render: its controller, the frame
// client and the views load when Connect first shows the e-mail or social section. A host that does
// not install it ships none of it. Bytes of real builds.
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHost, hostPath, modulesOf, type HostBuild } from '../../../bench/size/build'

let minimal: HostBuild
let withEmbedded: HostBuild
beforeAll(async () => {
  ;[minimal, withEmbedded] = await Promise.all([buildHost(hostPath('evm-minimal')), buildHost(hostPath('evm-embedded'))])
}, 180_000)

const EMBEDDED = /\/plugins\/auth-embedded\//

describe('the embedded wallet in host bundles (bench/size/hosts)', () => {
  it('a host that does not install it ships none of its code', () => {
    expect(modulesOf(minimal, 'all').filter((id) => EMBEDDED.test(id))).toEqual([])
  })

  it('a host that installs it loads only the factory (and its tiny context) up front; the rest is lazy', () => {
    const initial = modulesOf(withEmbedded, 'initial').filter((id) => EMBEDDED.test(id))
    expect(initial.map((id) => id.replace(/.*\/plugins\//, '')).sort()).toEqual(['auth-embedded/context.ts', 'auth-embedded/index.ts'])
    const lazy = modulesOf(withEmbedded, 'all').filter((id) => EMBEDDED.test(id) && !initial.includes(id))
    for (const file of ['controller.ts', 'frame-client.ts', 'protocol.ts', 'views/email-section.tsx']) expect(lazy.some((id) => id.endsWith(`auth-embedded/${file}`)), file).toBe(true)
  })

  it('the factory adds at most 1 KiB gzip before first render', () => {
    expect(withEmbedded.initial.gzip - minimal.initial.gzip).toBeLessThan(1024)
    const code = new Map(withEmbedded.chunks.flatMap((c) => Object.entries(c.modules).map(([id, m]) => [id, m.code ?? ''] as const)))
    const own = [...code.entries()].filter(([id]) => /auth-embedded\/(index|context)\.ts$/.test(id)).map(([, text]) => text).join('\n')
    expect(gzipSync(own, { level: 9 }).length).toBeLessThan(1024)
  })
})
