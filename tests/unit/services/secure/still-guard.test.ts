import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdUntilStill, STILL_MS, type StillGuardEnv } from '../../../../services/secure/frame/still-guard'

function fakeEnv(o: { canTellVisibility: boolean }) {
  const resize = new Set<() => void>()
  let report: ((visible: boolean) => void) | undefined
  const env: StillGuardEnv = {
    win: {
      addEventListener: (_type, fn) => void resize.add(fn),
      removeEventListener: (_type, fn) => void resize.delete(fn),
    },
    observeVisibility: (onChange) => (o.canTellVisibility ? ((report = onChange), () => (report = undefined)) : undefined),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  }
  return { env, resize: () => resize.forEach((fn) => fn()), visible: (v: boolean) => report?.(v), listeners: () => resize.size, observing: () => report !== undefined }
}

describe("the approval card's Approve counts only once the card is still and in view", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it(`is disabled when the card appears and enabled after ${STILL_MS} ms without a move`, () => {
    const { env } = fakeEnv({ canTellVisibility: false })
    const approve = { disabled: false }
    holdUntilStill(approve, env)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(STILL_MS - 1)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
  })

  it('a resize of the frame (the dialog moving it) disables it again and restarts the wait', () => {
    const { env, resize } = fakeEnv({ canTellVisibility: false })
    const approve = { disabled: false }
    holdUntilStill(approve, env)
    vi.advanceTimersByTime(STILL_MS)
    expect(approve.disabled).toBe(false)
    resize()
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(STILL_MS - 100)
    resize() // still moving
    vi.advanceTimersByTime(STILL_MS - 1)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
  })

  it('covered by the page (not in view) it stays disabled however long, and waits again once uncovered', () => {
    const { env, visible } = fakeEnv({ canTellVisibility: true })
    const approve = { disabled: false }
    holdUntilStill(approve, env)
    visible(false)
    vi.advanceTimersByTime(10 * STILL_MS)
    expect(approve.disabled).toBe(true)
    visible(true)
    vi.advanceTimersByTime(STILL_MS - 1)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
  })

  it('stopping (the card answered or replaced) leaves no listener, observer or timer behind', () => {
    const { env, listeners, observing } = fakeEnv({ canTellVisibility: true })
    const approve = { disabled: false }
    const stop = holdUntilStill(approve, env)
    expect([listeners(), observing()]).toEqual([1, true])
    stop()
    expect([listeners(), observing(), vi.getTimerCount()]).toEqual([0, false, 0])
  })
})
