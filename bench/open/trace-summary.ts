// Summarise a Chromium performance trace of one bench page: for each phase (load until first
// contentful paint, the idle time until the click, the first open, a reopen), the main thread's
// time by trace event, the garbage collector's work, and the JavaScript functions that ran longest
// (self time, from the trace's own CPU profile).

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: { name?: string; data?: Record<string, unknown> }
}

export interface Phase {
  name: string
  start: number
  end: number
}

export interface PhaseSummary {
  phase: string
  ms: number
  /** Main-thread trace events by name (total ms inside the phase; nested events each count). */
  events: Record<string, number>
  gc: { count: number; ms: number; names: Record<string, number> }
  /** JavaScript self time by function (name, file:line), the longest first. */
  functions: { fn: string; ms: number }[]
}

type ProfileNode = { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number } }

/** The renderer's main thread that saw the bench's marks. */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mark = events.find((e) => e.name === 'bench:click')
  if (!mark) throw new Error('no bench:click mark in the trace')
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain')
  return { pid: mark.pid, tid: main?.tid ?? mark.tid }
}

const clip = (e: TraceEvent, p: Phase) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), p.end) - Math.max(e.ts, p.start))
const isGc = (name: string) => /GC|Scavenge|MarkCompact|MinorMS/i.test(name)

/** CPU samples of the thread as [timestamp µs, function label], from the trace's Profile/ProfileChunk events. */
function samplesOf(events: TraceEvent[], pid: number): [number, string][] {
  const nodes = new Map<number, ProfileNode>()
  const out: [number, string][] = []
  const profiles = new Map<string, number>()
  for (const e of events) {
    if (e.pid !== pid) continue
    const data = e.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined
    if (e.name === 'Profile' && data?.startTime !== undefined) profiles.set(e.id ?? '', data.startTime)
    if (e.name !== 'ProfileChunk' || !data) continue
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    let t = profiles.get(e.id ?? '') ?? 0
    const samples = data.cpuProfile?.samples ?? []
    const deltas = data.timeDeltas ?? []
    samples.forEach((id, i) => {
      t += deltas[i] ?? 0
      const frame = nodes.get(id)?.callFrame
      const file = frame?.url ? frame.url.split('/').pop() : ''
      out.push([t, frame ? `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}` : '?'])
    })
    profiles.set(e.id ?? '', t)
  }
  return out.sort((a, b) => a[0] - b[0])
}

const round = (ms: number) => Math.round(ms * 10) / 10

export function summarise(events: TraceEvent[], phases: Phase[]): PhaseSummary[] {
  const { pid, tid } = mainThread(events)
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
  const samples = samplesOf(events, pid)
  const ignored = /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask|SequenceManager|TaskQueueManager|RunNormalPriorityTask|Scheduler|MessageLoop|Receive mojo|.*Mojo|.*mojom.*)$/
  return phases.map((p) => {
    const events: Record<string, number> = {}
    const gc = { count: 0, ms: 0, names: {} as Record<string, number> }
    for (const e of main) {
      const ms = clip(e, p) / 1000
      if (ms <= 0) continue
      if (isGc(e.name)) {
        // V8.GC_* are the phases inside a collection: the collections themselves are named enough.
        if (!e.name.startsWith('V8.GC_')) gc.names[e.name] = round((gc.names[e.name] ?? 0) + ms)
        // Top-level collections only (their phases are nested events with names of their own).
        if (/^(MinorGC|MajorGC|V8\.GC_SCAVENGER|V8\.GCScavenger|V8\.GCFinalizeMC|V8\.GCMinorMS)$/.test(e.name)) {
          gc.count++
          gc.ms += ms
        }
        continue
      }
      if (!ignored.test(e.name)) events[e.name] = (events[e.name] ?? 0) + ms
    }
    const self = new Map<string, number>()
    for (let i = 0; i < samples.length - 1; i++) {
      const [t, fn] = samples[i]!
      if (t < p.start || t >= p.end || fn.startsWith('(idle)') || fn.startsWith('(program)')) continue
      self.set(fn, (self.get(fn) ?? 0) + (samples[i + 1]![0] - t) / 1000)
    }
    return {
      phase: p.name,
      ms: round((p.end - p.start) / 1000),
      events: Object.fromEntries(Object.entries(events).sort((a, b) => b[1] - a[1]).slice(0, 16).map(([k, v]) => [k, round(v)])),
      gc: { ...gc, ms: round(gc.ms) },
      functions: [...self].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([fn, ms]) => ({ fn, ms: round(ms) })),
    }
  })
}

export function phasesOf(events: TraceEvent[]): Phase[] {
  const { pid } = mainThread(events)
  const marks = (name: string) => events.filter((e) => e.pid === pid && e.name === name).map((e) => e.ts).sort((a, b) => a - b)
  // Chromium records more than one navigationStart: the page's is the last one before its first paint.
  const fcp = marks('firstContentfulPaint')[0]!
  const nav = marks('navigationStart').filter((t) => t <= fcp).at(-1)!
  const [click1, click2] = marks('bench:click')
  const [painted1, painted2] = marks('bench:painted')
  return [
    { name: 'load: navigation → first contentful paint', start: nav, end: fcp },
    { name: 'idle: first contentful paint → click', start: fcp, end: click1! },
    { name: 'first open: click → list painted', start: click1!, end: painted1! },
    { name: 'reopen: click → list painted', start: click2!, end: painted2! },
  ]
}

export function formatSummary(host: string, summaries: PhaseSummary[]): string {
  const lines = [`# ${host}`]
  for (const s of summaries) {
    lines.push('', `## ${s.phase}: ${s.ms} ms`)
    lines.push(`main thread: ${Object.entries(s.events).map(([k, v]) => `${k} ${v}`).join(', ')}`)
    lines.push(`GC: ${s.gc.count} collections, ${s.gc.ms} ms${Object.keys(s.gc.names).length ? ` (${Object.entries(s.gc.names).map(([k, v]) => `${k} ${v}`).join(', ')})` : ''}`)
    lines.push('JS self time:')
    for (const f of s.functions) lines.push(`  ${String(f.ms).padStart(6)} ms  ${f.fn}`)
  }
  return `${lines.join('\n')}\n`
}
