// Deadlines and timings for the parts of a start (the local stack's chains, services, bundler, browser). A
// part that never settles would otherwise hold a test's beforeAll until vitest's hook timeout, which
// names no part: here it fails on its own deadline, named, with what had started and how long each took.

export class DeadlineError extends Error {
  constructor(
    readonly part: string,
    readonly ms: number,
    detail = '',
  ) {
    super(`${part} did not start within ${ms} ms${detail ? `\n${detail}` : ''}`)
    this.name = 'DeadlineError'
  }
}

export interface DeadlineOptions<T> {
  /** What helps to see why, read when the deadline passes (a child's last output, the parts still starting). */
  detail?(): string
  /** Receives a value that arrives after the deadline, so something started too late can still be stopped. */
  late?(value: T): unknown
  /** Called when the deadline passes, e.g. to start nothing more. */
  expired?(): void
}

/** Settles as `work` does, or rejects with a DeadlineError naming `part` after `ms`. */
export function withDeadline<T>(part: string, ms: number, work: Promise<T>, o: DeadlineOptions<T> = {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let expired = false
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true
      o.expired?.()
      reject(new DeadlineError(part, ms, o.detail?.()))
    }, ms)
  })
  work.then(
    (value) => {
      if (expired) void Promise.resolve(o.late?.(value)).catch(() => undefined)
    },
    () => undefined, // a failure after the deadline has nothing left to tell
  )
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

export interface StartTimes {
  /** How long each finished part took (ms), in the order they finished. */
  readonly ms: Readonly<Record<string, number>>
  /** Runs `start` as the part `name` under its deadline, timed; once abandoned, fails at once without starting it. */
  part<T>(name: string, deadlineMs: number, start: () => Promise<T>, o?: DeadlineOptions<T>): Promise<T>
  /** Starts no further part (the whole start has failed or passed its own deadline): each fails with `reason`. */
  abandon(reason: string): void
  /** One line: each finished part's time and the parts still running, e.g. for an error or a slow start. */
  summary(): string
}

export function startTimes(): StartTimes {
  const ms: Record<string, number> = {}
  const running = new Map<string, number>()
  let abandoned: string | undefined
  return {
    ms,
    abandon(reason) {
      abandoned ??= reason
    },
    part(name, deadlineMs, start, o) {
      if (abandoned) return Promise.reject(new Error(`${name} not started: ${abandoned}`))
      const t0 = performance.now()
      running.set(name, t0)
      const finish = () => {
        running.delete(name)
        ms[name] = Math.round(performance.now() - t0)
      }
      // a start that throws at once is a rejection like any other
      return withDeadline(name, deadlineMs, Promise.resolve().then(start), o).then(
        (value) => (finish(), value),
        (error: unknown) => {
          running.delete(name)
          throw error
        },
      )
    },
    summary() {
      const now = performance.now()
      const done = Object.entries(ms).map(([name, t]) => `${name} ${t} ms`)
      const pending = [...running].map(([name, t0]) => `${name} (${Math.round(now - t0)} ms so far)`)
      return [done.length ? `took: ${done.join(', ')}` : '', pending.length ? `still starting: ${pending.join(', ')}` : ''].filter(Boolean).join('; ')
    },
  }
}
