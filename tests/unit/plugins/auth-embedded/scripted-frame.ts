// A secure frame in a unit test: a transport that says it is ready, and answers each message the
// modal posts with what `answer` returns for it (undefined: no answer, as a request the person has
// not decided yet).
import type { FrameTransport } from '../../../../plugins/auth-embedded/frame-transport'
import { frameReply } from '../../../../plugins/auth-embedded/protocol'

export interface PostedMessage {
  type: string
  id: string
  payload: { method: string; params?: unknown[]; chainId: number }
}

export function scriptedFrameTransport(answer: (message: PostedMessage) => unknown): FrameTransport {
  let deliver: (data: unknown) => void = () => undefined
  return {
    post(message) {
      const reply = answer(message as PostedMessage)
      if (reply !== undefined) queueMicrotask(() => deliver(reply))
    },
    listen(handler) {
      deliver = handler
      queueMicrotask(() => deliver(frameReply.ready()))
      return () => (deliver = () => undefined)
    },
    show: () => undefined,
    destroy: () => undefined,
  }
}
