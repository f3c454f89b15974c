// bench/open/per-plugin: which plugins of the all-plugins host its first open and its reopens pay
// for. The host is built again without one group of plugins at a time (the source of
// hosts/all-plugins-modal.ts, edited), and each build is measured as bench:open measures it, beside the
// React-only page. A group's share is the all-plugins figure less the figure without it.
// Run: npx tsx bench/open/per-plugin.ts   (RUNS=5; PLUGIN_GROUPS=walletconnect,embedded,… for some; not GROUPS, which bash keeps for itself)
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startApi } from '../../services/api/server'
import { launchChromium } from '../chromium'
import { buildHost } from '../size/build'
import { benchHostPath, control, serveBenchHost } from './pages'
import { median, sample } from './sample'
import { serveHost } from './serve'

const RUNS = Number(process.env.RUNS ?? 5)
const MIB = 1024 * 1024

/** Each group as the lines it takes out of the all-plugins host (each must be found there). */
const groups: Record<string, (source: string) => string> = {
  walletconnect: (s) => cut(s, '      walletConnect(),\n'),
  embedded: (s) => cut(s, '      ...embedded({ secureSiteUrl: `${location.origin}/secure` }),\n'),
  'other namespaces': (s) =>
    cut(cut(s, '      solana(),\n      bip122(),\n      polkadot(),\n      cosmos(),\n'), ', solanaMainnet, bitcoin, polkadotMainnet, cosmosHub'),
  features: (s) => cut(s, /      onramp\(\),[\s\S]*?siwx\(\),\n/),
}

function cut(source: string, part: string | RegExp): string {
  const out = source.replace(part, '')
  if (out === source) throw new Error(`per-plugin: ${String(part)} is not in hosts/all-plugins-modal.ts`)
  return out
}

const mib = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / MIB).toFixed(3)} MiB`

const only = process.env.PLUGIN_GROUPS?.split(',')
const hosts = fileURLToPath(new URL('./hosts/', import.meta.url))
const source = readFileSync(`${hosts}all-plugins-modal.ts`, 'utf8')
/** The all-plugins host's page, importing the edited options instead. */
const page = readFileSync(benchHostPath('all-plugins'), 'utf8')
if (!page.includes("'./all-plugins-modal'")) throw new Error('per-plugin: hosts/all-plugins.tsx no longer imports ./all-plugins-modal')
const entry = (modalFile: string) => page.replace("'./all-plugins-modal'", `'./${modalFile}'`)
const variants: [string, string][] = [['all plugins', source], ...Object.entries(groups).filter(([name]) => !only || only.includes(name)).map(([name, edit]): [string, string] => [name, edit(source)])]

const browser = await launchChromium()
const api = await startApi({ port: 0, log: () => {} })
const controlPage = await serveBenchHost(control)
try {
  const results = new Map<string, { open: number; ten: number; scripts: number }>()
  for (const [name, text] of variants) {
    // Beside the original, so its relative imports ('gangway/…' through the build's alias) resolve alike.
    const file = `.per-plugin-${name.replace(/\W+/g, '-')}`
    const path = `${hosts}${file}.tsx`
    writeFileSync(`${hosts}${file}-modal.ts`, text)
    writeFileSync(path, entry(`${file}-modal`))
    try {
      const build = await buildHost(path)
      const server = await serveHost(build.chunks, { services: api.url })
      const open: number[] = []
      const ten: number[] = []
      let scripts = 0
      for (let run = 0; run < RUNS; run++) {
        const own = await sample(browser, controlPage.url, control.button)
        const host = await sample(browser, server.url, '[data-testid="connect-button"]')
        open.push(host.heapOpen - own.heapOpen)
        ten.push(host.heapTen - own.heapTen)
        scripts = host.byFirstOpen.filter((r) => r.startsWith('script')).length
      }
      await server.close()
      results.set(name, { open: median(open), ten: median(ten), scripts })
    } finally {
      rmSync(path)
      rmSync(`${hosts}${file}-modal.ts`)
    }
  }
  const all = results.get('all plugins')!
  console.log(`bench/open/per-plugin: heap beside the React-only page (medians of ${RUNS} paired runs), and each group's share`)
  console.log(`  ${'host'.padEnd(34)}${'first open'.padStart(14)}${'10 reopens'.padStart(14)}${'chunks at open'.padStart(16)}`)
  for (const [name, r] of results) {
    const label = name === 'all plugins' ? name : `without ${name}`
    console.log(`  ${label.padEnd(34)}${mib(r.open).padStart(14)}${mib(r.ten).padStart(14)}${String(r.scripts).padStart(16)}`)
    if (name !== 'all plugins') console.log(`  ${`  ${name}'s share`.padEnd(34)}${mib(all.open - r.open).padStart(14)}${mib(all.ten - r.ten).padStart(14)}${String(all.scripts - r.scripts).padStart(16)}`)
  }
} finally {
  await controlPage.close()
  await api.stop()
  await browser.close()
}
