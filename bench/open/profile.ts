// What bench/open's profilers read of a V8 sampling CPU profile (CDP `Profiler.stop`), and how they
// add many of them up: each function's time including what it calls, and its own time.

export interface Profile {
  nodes: { id: number; children?: number[]; callFrame: { functionName: string; lineNumber: number } }[]
  samples?: number[]
  timeDeltas?: number[]
}

/** A function as the tallies key it: its name and line (the bench builds are unminified). */
const keyOf = (frame: Profile['nodes'][number]['callFrame']) => `${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}`

/**
 * Adds one profile's samples to `inclusive` and `self`, in ms divided by `runs` (an average per run).
 * `until(stack)`: the first sample whose stack (function names, innermost first) it accepts, and every
 * sample after it, are left out; `keep(stack)`, if given, picks the samples counted (those under one
 * function, say). Returns whether a sample `until` accepts came.
 */
export function tally(profile: Profile, inclusive: Map<string, number>, self: Map<string, number>, runs: number, until?: (stack: string[]) => boolean, keep?: (stack: string[]) => boolean): boolean {
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
  const stackOf = (sample: number) => {
    const frames: Profile['nodes'][number]['callFrame'][] = []
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) frames.push(byId.get(id)!.callFrame)
    return frames
  }
  for (const [i, sample] of (profile.samples ?? []).entries()) {
    const stack = stackOf(sample)
    const names = stack.map((f) => f.functionName)
    if (until?.(names)) return true
    if (keep && !keep(names)) continue
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000 / runs
    const seen = new Set<string>()
    stack.forEach((frame, depth) => {
      const key = keyOf(frame)
      if (depth === 0) add(self, key, ms)
      // A recursive function counts once per sample.
      if (!seen.has(key)) add(inclusive, key, ms)
      seen.add(key)
    })
  }
  return false
}

/** The `n` functions with the most time, one per line, without V8's own (root), (program), (idle). */
export const top = (map: Map<string, number>, n: number) =>
  [...map]
    .filter(([key]) => !/^\((root|program|idle)\)/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${ms.toFixed(2).padStart(7)} ms  ${key}`)
    .join('\n')
