// The stack start's deadlines (services/stack/deadline.ts): a part that never settles fails named on its own
// deadline instead of holding a test's beforeAll until the hook timeout; what starts too late is stopped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DeadlineError, startTimes, withDeadline } from '../../../../services/stack/deadline'

const never = () => new Promise<never>(() => {})

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('settles as the work does when it is in time', async () => {
    await expect(withDeadline('api', 1000, Promise.resolve(42))).resolves.toBe(42)
    await expect(withDeadline('api', 1000, Promise.reject(new Error('EADDRINUSE')))).rejects.toThrow('EADDRINUSE')
  })

  it('fails naming the part, with its detail, once the deadline passes on work that never settles', async () => {
    const result = withDeadline('the bundler', 5000, never(), { detail: () => 'alto: last output' })
    const seen = expect(result).rejects.toThrow('the bundler did not start within 5000 ms\nalto: last output')
    await vi.advanceTimersByTimeAsync(5000)
    await seen
    await expect(result).rejects.toBeInstanceOf(DeadlineError)
  })

  it('does not fail before the deadline', async () => {
    let settled = false
    void withDeadline('relay', 5000, never()).catch(() => (settled = true))
    await vi.advanceTimersByTimeAsync(4999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
  })

  it('hands a value that arrives after the deadline to late, so it can be stopped', async () => {
    let arrive!: (value: { stop(): void }) => void
    const part = { stop: vi.fn() }
    const result = withDeadline('anvil', 100, new Promise<{ stop(): void }>((resolve) => (arrive = resolve)), { late: (p) => p.stop() })
    const failed = expect(result).rejects.toThrow('anvil did not start within 100 ms')
    await vi.advanceTimersByTimeAsync(100)
    await failed
    arrive(part)
    await vi.advanceTimersByTimeAsync(0)
    expect(part.stop).toHaveBeenCalledOnce()
  })

  it('leaves a value that arrives in time alone (late is not called)', async () => {
    const late = vi.fn()
    await withDeadline('anvil', 100, Promise.resolve(1), { late })
    await vi.advanceTimersByTimeAsync(200)
    expect(late).not.toHaveBeenCalled()
  })
})

describe('startTimes', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('records how long each finished part took and names the parts still starting', async () => {
    const times = startTimes()
    await times.part('ports', 1000, async () => 1)
    const hung = times.part('api', 30_000, never)
    hung.catch(() => {})
    await vi.advanceTimersByTimeAsync(10)
    expect(Object.keys(times.ms)).toEqual(['ports'])
    expect(times.summary()).toMatch(/^took: ports \d+ ms; still starting: api \(\d+ ms so far\)$/)
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(hung).rejects.toThrow('api did not start within 30000 ms')
    expect(times.summary()).not.toContain('api')
  })

  it('starts no part once abandoned (the whole start passed its deadline): each fails with the reason', async () => {
    const times = startTimes()
    const start = vi.fn(async () => 1)
    const whole = withDeadline('the local stack', 100, never(), { expired: () => times.abandon('the local stack passed its 100 ms deadline') })
    const failed = expect(whole).rejects.toThrow('the local stack did not start within 100 ms')
    await vi.advanceTimersByTimeAsync(100)
    await failed
    await expect(times.part('demo', 1000, start)).rejects.toThrow('demo not started: the local stack passed its 100 ms deadline')
    expect(start).not.toHaveBeenCalled()
  })

  it('turns a start that throws at once into a rejection', async () => {
    const times = startTimes()
    await expect(
      times.part('demo', 1000, () => {
        throw new Error('no build')
      }),
    ).rejects.toThrow('no build')
  })
})
