import { buildHost, hostPath } from '../bench/size/build'
const base = await buildHost(hostPath('evm-minimal'))
for (const name of process.argv.slice(2)) {
  const t = Date.now()
  const b = await buildHost(hostPath(name))
  const initMods = new Set<string>()
  console.log(name, 'initial gzip delta', b.initial.gzip - base.initial.gzip, 'raw', b.initial.raw - base.initial.raw, 'total gzip delta', b.total.gzip - base.total.gzip, 'ms', Date.now() - t)
}
