// README 'The host API': the dialog renders only under a mounted <GangwayProvider>. A developer whose
// open() shows nothing because none is mounted is told so once, after the page has had time to render.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createModal } from '../../../kernel/modal'
import { testEnv } from '../support/env'
import { eth } from '../support/modal'
import { testNamespace } from '../support/namespace'

const WARNING = 'modal.open(): no <GangwayProvider modal={…}> is mounted, so nothing is shown'
const FRAME = 16

/** A visible page whose frames come on the test's fake timers; `frames` counts the frames asked for. */
let frames = 0
const pageWindow = () =>
  ({
    requestAnimationFrame: (frame: FrameRequestCallback) => (frames++, setTimeout(() => frame(performance.now()), FRAME)),
    document: { visibilityState: 'visible' },
  }) as unknown as Window

let warn: MockInstance<Console['error']>
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  warn = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const makeModal = () =>
  createModal({ projectId: 'test-project', plugins: [testNamespace('eip155')], networks: [eth] }, testEnv({ window: pageWindow() }))
const warnings = () => warn.mock.calls.filter((call) => call[1] === WARNING)

describe("README 'The host API': open() with no <GangwayProvider> mounted is a developer warning, once per modal", () => {
  it('warns once the page has painted and waited, the modal still open and no provider mounted', () => {
    const modal = makeModal()
    modal.open()
    vi.advanceTimersByTime(FRAME)
    expect(warnings(), 'not before the page had time to render').toEqual([])
    vi.runAllTimers()
    expect(warn).toHaveBeenCalledWith('[gangway]', WARNING)
    expect(warnings()).toHaveLength(1)
  })

  it('requestConnection() with no provider mounted warns the same way', () => {
    const modal = makeModal()
    void modal.requestConnection().catch(() => {})
    vi.runAllTimers()
    expect(warnings()).toHaveLength(1)
  })

  it('does not warn when the provider mounts after an early open(), within the wait (a host opening at startup)', () => {
    const modal = makeModal()
    modal.open()
    vi.advanceTimersByTime(FRAME)
    modal.uiMounted()
    vi.runAllTimers()
    expect(warnings()).toEqual([])
  })

  it('an unmounted provider counts as none', () => {
    const modal = makeModal()
    const unmount = modal.uiMounted()
    unmount()
    modal.open()
    vi.runAllTimers()
    expect(warnings()).toHaveLength(1)
  })

  it('a provider mounted twice and unmounted once (React StrictMode) still counts as mounted', () => {
    const modal = makeModal()
    modal.uiMounted()()
    modal.uiMounted()
    modal.open()
    vi.runAllTimers()
    expect(warnings()).toEqual([])
  })

  it('does not warn when the modal is closed again within the wait', () => {
    const modal = makeModal()
    modal.open()
    modal.close()
    vi.runAllTimers()
    expect(warnings()).toEqual([])
  })

  it('a second open() does not warn again', () => {
    const modal = makeModal()
    modal.open()
    vi.runAllTimers()
    modal.close()
    modal.open()
    vi.runAllTimers()
    expect(warnings()).toHaveLength(1)
  })

  it('issue 15: an open with the provider mounted (every reopen of a host that has one) asks for no frame for the check', async () => {
    const modal = makeModal()
    modal.uiMounted()
    vi.runAllTimers() // the start-up's own frame (the restore)
    await modal.ready
    frames = 0
    modal.open()
    modal.close()
    modal.open()
    expect(frames).toBe(0)
  })

  it('each modal on a page is warned about on its own', () => {
    const a = makeModal()
    const b = makeModal()
    a.uiMounted()
    a.open()
    b.open()
    vi.runAllTimers()
    expect(warnings()).toHaveLength(1)
  })
})
