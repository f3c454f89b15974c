// Requests to the secure frame (SPEC §4 'Secure frame', §8, §9): the frame is ready 500 ms after it
// says so, and every request waits for that; a frame that has not said so within 20 000 ms failed to
// load ('Unable to load email login dependency'). Each request carries an id and settles with the
// reply of that id only; the connect requests give up after 120 000 ms; a reply error says its
// message, else 'An error occurred'. Destroyed (the modal's `destroy()`), every request still waiting
// settles as aborted: 'Request was aborted' for an RPC request, else 'Something went wrong' (SPEC §8).
import { errorMessage, gangwayError, type AlertCode } from 'gangway'
import { INVALID_EMAIL } from './email'
import {
  APP,
  CONNECT_REQUEST_TIMEOUT_MS,
  DEFAULT_FRAME_ERROR,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  INVALID_REQUEST_CODE,
  parseFrameMessage,
  SIGN_OUT_TIMEOUT_MS,
  TIMED_REQUESTS,
  type RequestPayload,
  type RequestType,
  type ResponsePayload,
} from './protocol'
import type { FrameTransport } from './frame-transport'

export const FRAME_LOAD_FAILED = 'Unable to load email login dependency'

/** A reply error from the frame, with the wallet's code when it gave one (4001: the person refused). */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
    this.name = 'FrameError'
  }
}

export interface FrameClient {
  /** Resolves once the frame is ready; rejects with 'Unable to load email login dependency' (or 'Something went wrong' once destroyed). */
  ready(): Promise<void>
  /** `signal`: abort to refuse the request here (the person left ApproveTransaction); its reply, if it comes, is ignored. */
  request<T extends RequestType>(type: T, payload?: RequestPayload<T>, o?: { signal?: AbortSignal }): Promise<ResponsePayload<T>>
  /** SPEC §9: sign-out waits for the frame at most 3 000 ms. */
  signOut(): Promise<void>
  onSignedOut(listener: () => void): () => void
  /** The frame says it loaded again (after RELOAD): requests wait for it once more. */
  transport: FrameTransport
  /** Removes the frame; the requests still waiting reject as aborted. */
  destroy(): void
}

interface Pending {
  type: RequestType
  resolve(value: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
}

/**
 * SPEC §5: the frame refused a malformed request. Its reason ('Invalid CONNECT_EMAIL payload: …') goes
 * to the log; the person reads what to do about an address, else 'Something went wrong'.
 */
const refusedRequest = (type: RequestType) =>
  new FrameError(type === 'CONNECT_EMAIL' || type === 'UPDATE_EMAIL' ? INVALID_EMAIL : errorMessage('SOMETHING_WENT_WRONG'), INVALID_REQUEST_CODE)

/** SPEC §8 'Aborted requests': 'Request was aborted' for RPC, else 'Something went wrong'. */
const abortedError = (type: RequestType) => gangwayError(type === 'RPC_REQUEST' ? 'REQUEST_ABORTED' : 'SOMETHING_WENT_WRONG')

let counter = 0
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`

export function createFrameClient(transport: FrameTransport, o: { alert(code: AlertCode): void; log(message: string, detail?: unknown): void }): FrameClient {
  const pending = new Map<string, Pending>()
  const signedOut = new Set<() => void>()
  let readyPromise!: Promise<void>
  let markReady!: () => void
  let failReady!: (error: Error) => void
  let destroyed = false
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined

  const waitForReady = () => {
    readyPromise = new Promise<void>((resolve, reject) => {
      markReady = resolve
      failReady = reject
      loadTimer = setTimeout(() => {
        o.alert('EMBEDDED_WALLET_LOAD_FAILED')
        reject(new Error(FRAME_LOAD_FAILED))
      }, FRAME_LOAD_TIMEOUT_MS)
    })
    readyPromise.catch(() => undefined) // a failed load is said to whoever asks next
  }
  waitForReady()

  const stop = transport.listen((data) => {
    const message = parseFrameMessage(data)
    if (!message) return o.log('ignored a malformed message from the secure frame', data)
    if (message.kind === 'ready') {
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      const resolve = markReady
      readyTimer = setTimeout(resolve, FRAME_READY_DELAY_MS)
      return
    }
    if (message.kind === 'signedOut') return signedOut.forEach((listener) => listener())
    const entry = pending.get(message.id)
    if (!entry || entry.type !== message.type) return
    pending.delete(message.id)
    clearTimeout(entry.timer)
    if (message.kind === 'success') entry.resolve(message.payload)
    else if (message.malformed) {
      o.log(`the secure frame refused a malformed ${message.type} request`, message.message)
      entry.reject(refusedRequest(message.type))
    } else entry.reject(new FrameError(message.message || DEFAULT_FRAME_ERROR, message.code))
  })

  const client: FrameClient = {
    ready: () => readyPromise,
    async request(type, payload, options) {
      await readyPromise.catch((error: unknown) => {
        if (!destroyed) throw error
      })
      // A request that waited for the frame while it was destroyed says so, whatever the load did.
      if (destroyed) throw abortedError(type)
      options?.signal?.throwIfAborted()
      const id = newId()
      const result = new Promise<unknown>((resolve, reject) => {
        const entry: Pending = { type, resolve, reject }
        options?.signal?.addEventListener('abort', () => {
          if (!pending.delete(id)) return
          clearTimeout(entry.timer)
          reject(options.signal!.reason)
        })
        if (TIMED_REQUESTS.includes(type)) {
          entry.timer = setTimeout(() => {
            pending.delete(id)
            o.alert('EMBEDDED_WALLET_TIMEOUT')
            reject(gangwayError('REQUEST_TIMEOUT'))
          }, CONNECT_REQUEST_TIMEOUT_MS)
        }
        pending.set(id, entry)
      })
      transport.post({ type: `${APP}${type}`, id, ...(payload === undefined ? {} : { payload }) })
      if (type === 'RELOAD') {
        // The frame answers, then reloads: the next requests wait for its next ready event.
        void result.then(waitForReady, () => undefined)
      }
      return result as never
    },
    async signOut() {
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([client.request('SIGN_OUT').then(() => undefined, (error: unknown) => o.log('the secure frame did not sign out', error)), new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGN_OUT_TIMEOUT_MS)))])
      clearTimeout(timer)
    },
    onSignedOut(listener) {
      signedOut.add(listener)
      return () => signedOut.delete(listener)
    },
    transport,
    destroy() {
      if (destroyed) return
      destroyed = true
      stop()
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      failReady(gangwayError('SOMETHING_WENT_WRONG'))
      for (const entry of pending.values()) {
        clearTimeout(entry.timer)
        entry.reject(abortedError(entry.type))
      }
      pending.clear()
      transport.destroy()
    },
  }
  return client
}
