// modal.destroy() with the embedded wallet in use: its secure frame leaves the page, a request still
// waiting in it settles (SPEC §8 aborted requests; the frame client's tests cover the RPC text), and a
// later theme change asks nothing of it.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { embedded } from '../../../../plugins/auth-embedded'
import { embeddedController } from '../../../../plugins/auth-embedded/controller'
import type { FrameTransport } from '../../../../plugins/auth-embedded/frame-transport'
import { APP, FRAME_READY_DELAY_MS } from '../../../../plugins/auth-embedded/protocol'
import { eth, makeModal } from '../../support/modal'
import { testNamespace } from '../../support/namespace'
import { scriptedFrameTransport } from './scripted-frame'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it("SPEC §8 aborted requests: modal.destroy() removes the secure frame; an e-mail sign-in waiting in it rejects with 'Something went wrong'", async () => {
  const posted: string[] = []
  let removed = false
  // A frame that never answers a request: as a signature the person has not decided on yet.
  const scripted = scriptedFrameTransport((message) => void posted.push(message.type))
  const transport: FrameTransport = { ...scripted, destroy: () => void (removed = true) }
  const plugins = [testNamespace('eip155'), ...embedded({ secureSiteUrl: 'http://127.0.0.1:9', transport: () => transport })]
  const { modal } = makeModal({ plugins, networks: [eth] })
  const controller = embeddedController(modal)
  await vi.advanceTimersByTimeAsync(0)
  const ready = controller.ready()
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  await ready
  const settled = Promise.allSettled([controller.sendEmailCode('ada@example.com')])
  await vi.advanceTimersByTimeAsync(0)
  expect(posted).toContain(`${APP}CONNECT_EMAIL`)
  modal.destroy()
  expect(removed).toBe(true)
  expect(await settled).toMatchObject([{ status: 'rejected', reason: { message: 'Something went wrong' } }])
  const before = posted.length
  modal.setThemeMode('dark')
  await vi.advanceTimersByTimeAsync(1000)
  expect(posted.slice(before)).not.toContain(`${APP}SYNC_THEME`)
})
