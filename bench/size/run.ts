// bench/size: bytes each host adds beyond a React-only page, initial (before first render) and total.
// Run: npm run bench:size
import { buildHost, hostPath, type Sizes } from './build'

const hosts = ['evm-minimal', 'evm-solana', 'evm-walletconnect', 'evm-solana-walletconnect', 'evm-account', 'evm-commerce', 'evm-siwx', 'evm-names', 'evm-bip122', 'evm-polkadot', 'evm-cosmos', 'evm-embedded']
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const diff = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw - b.raw, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli })
const row = (label: string, s: Sizes) => `  ${label.padEnd(8)} raw ${kib(s.raw).padStart(10)}   gzip ${kib(s.gzip).padStart(9)}   brotli ${kib(s.brotli).padStart(9)}`

const baseline = await buildHost(hostPath('react-only'))
console.log(`React-only baseline: ${kib(baseline.total.gzip)} gzip`)
for (const name of hosts) {
  const build = await buildHost(hostPath(name))
  console.log(`\n${name} (beyond React):`)
  console.log(row('initial', diff(build.initial, baseline.initial)))
  console.log(row('total', diff(build.total, baseline.total)))
  console.log(row('lazy', diff(build.total, build.initial)))
  const largestLocale = [...build.locales.values()].sort((a, b) => b.gzip - a.gzip)[0]
  if (largestLocale) console.log(row('locale', largestLocale), `(largest of ${build.locales.size} locale chunks, loaded only when chosen)`)
  const largest = [...build.chunks].sort((a, b) => b.code.length - a.code.length).slice(0, 6)
  console.log('  largest chunks:', largest.map((c) => `${c.fileName} ${kib(c.code.length)}`).join(', '))
}

// The same minimal host on React 18: Gangway's bytes are the same code; React itself differs.
const baseline18 = await buildHost(hostPath('react-only'), { react: '18' })
const minimal18 = await buildHost(hostPath('evm-minimal'), { react: '18' })
console.log(`\nReact 18: React-only baseline ${kib(baseline18.total.gzip)} gzip (React 19: ${kib(baseline.total.gzip)})`)
console.log('evm-minimal on React 18 (beyond React):')
console.log(row('initial', diff(minimal18.initial, baseline18.initial)))
console.log(row('total', diff(minimal18.total, baseline18.total)))
