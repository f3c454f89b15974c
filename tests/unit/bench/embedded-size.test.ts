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

  it("issue 15: Connect's e-mail and social sections load without the controller, the frame protocol or zod; those come in one lazy chunk on the way to them", () => {
    const byFile = new Map(withEmbedded.chunks.map((c) => [c.fileName, c]))
    /** The modules a chunk brings with it: its own and those of every chunk it imports statically. */
    const closure = (file: string, seen = new Set<string>()): string[] => {
      if (seen.has(file)) return []
      seen.add(file)
      const chunk = byFile.get(file)!
      return [...Object.keys(chunk.modules), ...chunk.imports.flatMap((f) => closure(f, seen))]
    }
    const sections = withEmbedded.chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith('auth-embedded/views/email-section.tsx')))!
    const withSections = closure(sections.fileName)
    for (const heavy of [/auth-embedded\/controller\.ts$/, /auth-embedded\/protocol\.ts$/, /\/zod\//]) expect(withSections.filter((id) => heavy.test(id)), String(heavy)).toEqual([])
    const flow = withEmbedded.chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith('auth-embedded/flow.ts')))!
    expect(closure(flow.fileName).some((id) => id.endsWith('auth-embedded/controller.ts'))).toBe(true)
  })

  it('the factory adds at most 1 KiB gzip before first render', () => {
    expect(withEmbedded.initial.gzip - minimal.initial.gzip).toBeLessThan(1024)
    const code = new Map(withEmbedded.chunks.flatMap((c) => Object.entries(c.modules).map(([id, m]) => [id, m.code ?? ''] as const)))
    const own = [...code.entries()].filter(([id]) => /auth-embedded\/(index|context)\.ts$/.test(id)).map(([, text]) => text).join('\n')
    expect(gzipSync(own, { level: 9 }).length).toBeLessThan(1024)
  })
})
