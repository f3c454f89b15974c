import { buildHost, hostPath } from '/work/wt/l/bench/size/build'
const names = process.argv.slice(2)
const base = await buildHost(hostPath('react-only'))
for (const n of names) {
  const b = await buildHost(hostPath(n))
  console.log(n, 'initial gzip', b.initial.gzip - base.initial.gzip, 'total gzip', b.total.gzip - base.total.gzip)
  for (const c of b.chunks) if (/locale|messages|^[a-z]{2}(-[A-Z]{2})?[-.]/.test(c.fileName)) console.log('  ', c.fileName, c.code.length)
}
