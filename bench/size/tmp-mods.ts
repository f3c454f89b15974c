import { gzipSync } from 'node:zlib'
import { buildHost, hostPath } from './build'
const b = await buildHost(hostPath(process.argv[2] ?? 'evm-minimal'))
const byName = new Map(b.chunks.map((c) => [c.fileName, c]))
const initial = new Set<string>()
const visit = (n: string) => { if (initial.has(n)) return; initial.add(n); byName.get(n)!.imports.forEach(visit) }
b.chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName))
for (const c of b.chunks) {
  const isInit = initial.has(c.fileName)
  console.log(`${isInit ? 'INIT' : 'lazy'} ${c.fileName} raw ${c.code.length} gz ${gzipSync(c.code, { level: 9 }).length}`)
  if (isInit || process.argv[3]) {
    const mods = Object.entries(c.modules).filter(([id]) => !id.includes('node_modules/react')).sort((a, b) => b[1].renderedLength - a[1].renderedLength).slice(0, 40)
    for (const [id, m] of mods) console.log(`   ${String(m.renderedLength).padStart(6)} ${id.replace(/.*\/main\//, '')}`)
  }
}
