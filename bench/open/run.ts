// bench/open: how much a page pays for Gangway, in headless Chromium. Each host is loaded beside a
// React-only page whose button shows the page's own wallet list, in interleaved runs (control,
// host, host…, RUNS times), each in a fresh context; every figure is a median, and every target of
// issue 15 is printed beside its measured value, as a difference from the React-only page of the
// same runs (median of the per-run differences).
// Run: npm run bench:open   (RUNS=9 by default; JSON=path also writes the figures as JSON;
// JS_FLAGS='--no-sparkplug --no-maglev --no-turbofan' measures without V8's compiling tiers, to tell
// compiled code apart from what the page keeps)
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { launchChromium } from '../chromium'
import { control, hosts, serveBenchHost, type BenchHost, type ServedHost } from './pages'
import { median, REOPENS, sample, type Sample } from './sample'

const RUNS = Number(process.env.RUNS ?? 9)
const FRAME = 1000 / 60
const MIB = 1048576

type Metric = 'fcp' | 'longTasks' | 'inDom' | 'painted' | 'reopen' | 'heapIdle' | 'heapOpen' | 'heapTen'

interface Target {
  label: string
  metric: Metric
  unit: 'ms' | 'MiB'
  /** Compared as a difference from the control, or as the host's own value. */
  relative: boolean
  limit?: number
  text: string
}

const targets: Target[] = [
  { label: 'first contentful paint', metric: 'fcp', unit: 'ms', relative: true, limit: 15, text: '≤ 15 ms later' },
  { label: 'long tasks during load (total)', metric: 'longTasks', unit: 'ms', relative: true, limit: 0, text: 'no more' },
  { label: 'click → wallet list in the page', metric: 'inDom', unit: 'ms', relative: true, text: '' },
  { label: 'click → wallet list painted', metric: 'painted', unit: 'ms', relative: true, limit: FRAME, text: '≤ one frame (16.7 ms) more' },
  { label: 'reopen: click → list painted', metric: 'reopen', unit: 'ms', relative: true, limit: FRAME, text: 'next frame (≤ 16.7 ms more)' },
  { label: 'heap of the idle page, before opening', metric: 'heapIdle', unit: 'MiB', relative: true, text: '' },
  { label: 'heap added by the first open', metric: 'heapOpen', unit: 'MiB', relative: true, limit: 0.2, text: '≤ 0.2 MiB' },
  // The bench's own clicks and waits grow the heap a little on the React-only page too: judged as the difference.
  { label: `heap growth over ${REOPENS} reopens`, metric: 'heapTen', unit: 'MiB', relative: true, limit: 0.05, text: '≤ 0.05 MiB' },
]

const scale = (t: Target, v: number) => (t.unit === 'MiB' ? v / MIB : v)
const show = (t: Target, v: number) => (t.unit === 'MiB' ? `${(v / MIB).toFixed(3)} MiB` : `${v.toFixed(1)} ms`)
const signed = (t: Target, v: number) => `${v >= 0 ? '+' : ''}${show(t, v)}`

const browser = await launchChromium({ jsFlags: process.env.JS_FLAGS })
const served = new Map<BenchHost, ServedHost>()
try {
  for (const host of [control, ...hosts]) served.set(host, await serveBenchHost(host))
  const samples = new Map<BenchHost, Sample[]>([control, ...hosts].map((h) => [h, []]))
  for (let run = 0; run < RUNS; run++) {
    for (const host of [control, ...hosts]) samples.get(host)!.push(await sample(browser, served.get(host)!.url, host.button))
    process.stderr.write(`run ${run + 1}/${RUNS}\r`)
  }
  const base = samples.get(control)!
  const report: Record<string, unknown> = { date: new Date().toISOString(), cpus: `${cpus().length} × ${cpus()[0]?.model}`, runs: RUNS, results: {} }
  console.log(`bench/open: headless Chromium, ${cpus().length} shared cores (${cpus()[0]?.model}), medians of ${RUNS} interleaved runs, ${new Date().toISOString().slice(0, 16)}Z`)
  console.log(`React-only page (its own wallet list): ${targets.map((t) => `${t.label.split(':')[0]} ${show(t, median(base.map((s) => s[t.metric])))}`).join(', ')}`)
  for (const host of hosts) {
    const own = samples.get(host)!
    const rows: Record<string, unknown>[] = []
    console.log(`\n${host.label} (${host.name}), initial ${(served.get(host)!.build.initial.gzip / 1024).toFixed(1)} KiB gzip with React`)
    console.log(`  ${'measure'.padEnd(36)}${'host'.padStart(13)}${'React only'.padStart(13)}${'difference'.padStart(13)}   target`)
    for (const t of targets) {
      const value = median(own.map((s) => s[t.metric]))
      const baseline = median(base.map((s) => s[t.metric]))
      const difference = median(own.map((s, i) => s[t.metric] - base[i]![t.metric]))
      const judged = t.relative ? difference : value
      const verdict = t.limit === undefined ? '' : scale(t, judged) <= t.limit ? 'met' : 'MISSED'
      rows.push({ measure: t.label, host: scale(t, value), reactOnly: scale(t, baseline), difference: scale(t, difference), target: t.text, verdict })
      console.log(`  ${t.label.padEnd(36)}${show(t, value).padStart(13)}${show(t, baseline).padStart(13)}${signed(t, difference).padStart(13)}   ${t.text}${verdict ? ` — ${verdict}` : ''}`)
    }
    const initial = new Set(served.get(host)!.build.initialFiles)
    const lazy = [...new Set(own.flatMap((s) => s.scriptsBeforeOpen.filter((f) => !initial.has(f))))]
    const requests = [...new Set(own.flatMap((s) => s.beforeOpen))]
    console.log(`  lazy chunks loaded before the first open: ${lazy.length}${lazy.length ? ` (${lazy.join(', ')})` : ''}`)
    console.log(`  other requests before the first open:     ${requests.length}${requests.length ? ` (${requests.join(', ')})` : ''}`)
    const byOpen = own[0]!.byFirstOpen
    console.log(`  requested by the first open:              ${byOpen.length}${byOpen.length ? ` (${byOpen.join(', ')})` : ''}`)
    ;(report.results as Record<string, unknown>)[host.name] = { rows, lazyChunksBeforeOpen: lazy, requestsBeforeOpen: requests, requestedByFirstOpen: own[0]!.byFirstOpen }
  }
  if (process.env.JSON) writeFileSync(process.env.JSON, `${JSON.stringify(report, null, 2)}\n`)
} finally {
  await browser.close()
  for (const s of served.values()) await s.close()
}
