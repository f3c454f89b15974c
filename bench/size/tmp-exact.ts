import { buildHost, hostPath } from '/work/main/bench/size/build'
const [h, r] = await Promise.all([buildHost(hostPath('evm-minimal')), buildHost(hostPath('react-only'))])
console.log('initial', h.initial.gzip - r.initial.gzip, 'of', 25 * 1024, 'total', h.total.gzip - r.total.gzip, 'of', 60 * 1024)
