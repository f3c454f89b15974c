// bench/open/heap-diff: what a host's first open (and ten reopens) leaves on the heap, from two V8
// heap snapshots (after a full GC each): the size added per kind of object (constructor, code,
// strings …), the largest first. Used to find what issue 15's heap targets pay for.
// Run: npx tsx bench/open/heap-diff.ts [host] (default all-plugins); JS_FLAGS='--no-sparkplug --no-maglev --no-opt'
// runs V8 without its optimising tiers (to tell compiled code apart from data kept alive); CODE=1 splits compiled
// code by kind (bytecode, the optimising tiers' machine code, feedback …); TOP=n prints n kinds (25).
import type { CDPSession, Page } from 'playwright-core'
import { launchChromium } from '../chromium'
import { hosts, control, serveBenchHost } from './pages'
import { PROBE_SCRIPT } from './probe'
import { openClose } from './sample'

const name = process.argv[2] ?? 'all-plugins'
const CODE_BY_KIND = process.env.CODE === '1'
const host = [control, ...hosts].find((h) => h.name === name)!

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
  strings: string[]
}

/** Self size by "type name" (objects by constructor, code and strings by kind). */
async function takeSnapshot(cdp: CDPSession): Promise<Map<string, number>> {
  await cdp.send('HeapProfiler.collectGarbage')
  let text = ''
  const onChunk = (e: { chunk: string }) => (text += e.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  const snap = JSON.parse(text) as Snapshot
  const fields = snap.snapshot.meta.node_fields
  const types = snap.snapshot.meta.node_types[0]
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f))
  const sizes = new Map<string, number>()
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + typeAt!]!]!
    const label = ['object', 'closure', 'native'].includes(type) || (CODE_BY_KIND && type === 'code') ? `${type} ${snap.strings[snap.nodes[i + nameAt!]!]!.slice(0, 60)}` : type
    sizes.set(label, (sizes.get(label) ?? 0) + snap.nodes[i + sizeAt!]!)
  }
  return sizes
}

function report(title: string, a: Map<string, number>, b: Map<string, number>) {
  const keys = new Set([...a.keys(), ...b.keys()])
  const deltas = [...keys].map((k) => [k, (b.get(k) ?? 0) - (a.get(k) ?? 0)] as const).sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
  const total = deltas.reduce((s, [, d]) => s + d, 0)
  console.log(`\n${title}: ${(total / 1048576).toFixed(3)} MiB in all; the largest kinds:`)
  for (const [k, d] of deltas.slice(0, Number(process.env.TOP ?? 25))) console.log(`  ${(d / 1024).toFixed(1).padStart(8)} KiB  ${k}`)
}

const served = await serveBenchHost(host)
const browser = await launchChromium({ jsFlags: process.env.JS_FLAGS })
try {
  const context = await browser.newContext()
  const page: Page = await context.newPage()
  await page.addInitScript({ content: PROBE_SCRIPT })
  await page.goto(served.url, { waitUntil: 'networkidle' })
  const box = (await page.locator(host.button).boundingBox())!
  await page.waitForTimeout(2500)
  const cdp = await context.newCDPSession(page)
  const { click, close } = openClose(page, box)
  const idle = await takeSnapshot(cdp)
  await click(0)
  await page.waitForTimeout(500)
  const open = await takeSnapshot(cdp)
  report(`${name}: the first open (500 ms after its paint)`, idle, open)
  await close()
  const closed = await takeSnapshot(cdp)
  for (let i = 1; i <= 10; i++) (await click(i), await close())
  const ten = await takeSnapshot(cdp)
  report(`${name}: ten reopens after the first close`, closed, ten)
  await context.close()
} finally {
  await browser.close()
  await served.close()
}
