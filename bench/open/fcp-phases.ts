// bench/open/fcp-phases: where the minimal EVM host's first contentful paint goes, beside a React-only
// page, split by marks in the pages (hosts/marked-*.tsx) into: the script arriving, its modules compiled
// and evaluated, createModal, React's first render committed, and commit → paint (the sync render a
// layout effect starts, effects, style, layout, paint). Paired, interleaved loads in fresh contexts;
// prints each phase's median for both pages and the median of the per-pair differences.
// Run: npx tsx bench/open/fcp-phases.ts   (PAIRS=25; HOST=marked-all-plugins for the host with every plugin)
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../chromium'
import { buildHost } from '../size/build'
import { median } from './sample'
import { serveHost } from './serve'

const PAIRS = Number(process.env.PAIRS ?? 25)
const PHASES = ['script arrived', 'modules evaluated', 'createModal', 'first render committed', 'first contentful paint'] as const
type Load = number[] // the end of each phase, ms from navigation

// A string, not a function: tsx's helpers do not exist in the page.
const READ = `new Promise((resolve) => new PerformanceObserver((list) => {
  const at = (name) => performance.getEntriesByName(name)[0].startTime
  const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.js'))
  resolve([script.responseEnd, at('phase:evaluated'), at('phase:created'), at('phase:committed'), list.getEntries().find((e) => e.name === 'first-contentful-paint').startTime])
}).observe({ type: 'paint', buffered: true }))`

const serve = async (name: string) => serveHost((await buildHost(fileURLToPath(new URL(`./hosts/${name}.tsx`, import.meta.url)))).chunks)

// HOST=marked-… measures another marked host beside the control (marked-all-plugins: every plugin).
const HOST = process.env.HOST ?? 'marked-evm-minimal'
const pages = [await serve('marked-react-only'), await serve(HOST)]
const browser = await launchChromium()
try {
  const load = async (url: string): Promise<Load> => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(url, { waitUntil: 'load' })
      return (await page.evaluate(READ)) as Load
    } finally {
      await context.close()
    }
  }
  for (const { url } of pages) await load(url) // warm the servers
  const loads: [Load[], Load[]] = [[], []]
  for (let i = 0; i < PAIRS; i++) for (const k of i % 2 ? [1, 0] : [0, 1]) loads[k]!.push(await load(pages[k]!.url))
  // Each phase's length: from the previous phase's end (navigation for the first).
  const length = (l: Load, p: number) => l[p]! - (p ? l[p - 1]! : 0)
  console.log(`bench/open/fcp-phases: ${PAIRS} pairs, ${new Date().toISOString().slice(0, 16)}Z (ms; the last column is the median of the pairs' differences)`)
  console.log(`${'phase ends at'.padEnd(24)} ${'React only'.padStart(10)} ${HOST.replace('marked-', '').padStart(12)} ${'difference'.padStart(10)}`)
  PHASES.forEach((name, p) => {
    const [control, host] = loads.map((all) => median(all.map((l) => length(l, p))))
    const difference = median(loads[1].map((l, i) => length(l, p) - length(loads[0][i]!, p)))
    console.log(`${name.padEnd(24)} ${control!.toFixed(1).padStart(10)} ${host!.toFixed(1).padStart(12)} ${`${difference >= 0 ? '+' : ''}${difference.toFixed(1)}`.padStart(10)}`)
  })
  const total = median(loads[1].map((l, i) => l[4]! - loads[0][i]![4]!))
  console.log(`${'FCP, in all'.padEnd(24)} ${median(loads[0].map((l) => l[4]!)).toFixed(1).padStart(10)} ${median(loads[1].map((l) => l[4]!)).toFixed(1).padStart(12)} ${`+${total.toFixed(1)}`.padStart(10)}`)
} finally {
  await browser.close()
  for (const page of pages) await page.close()
}
