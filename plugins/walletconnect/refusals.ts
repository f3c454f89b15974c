// SPEC §8 'Provider message mapping': the relay refuses a socket in words the modal maps to an alert
// ('Unauthorized: invalid key' …). The SDK says so only through its relayer's error event, as
// 'WebSocket connection closed abnormally with code: 3000 (<words>)', and then retries for ever.
import { alertForMessage, type AlertCode } from 'gangway'

/** The socket's JSON-RPC provider, as much of it as is read here. */
interface SocketProvider {
  on(event: 'error', listener: (error: unknown) => void): unknown
}

/** The part of @walletconnect/core's relayer read here; @walletconnect/types is not our dependency. */
interface Relayer {
  on(event: 'relayer_error', listener: (error: unknown) => void): unknown
  provider: SocketProvider
}

/** Calls `refused` with the alert each refusal means; other socket errors are the SDK's to retry. */
export function onRelayRefusal(relayer: Relayer, refused: (code: AlertCode, error: Error) => void): void {
  relayer.on('relayer_error', (error: unknown) => {
    const code = error instanceof Error ? alertForMessage(error.message) : undefined
    if (code) refused(code, error as Error)
  })
}

/**
 * The relayer takes its listeners off a socket it replaces before that socket has closed. When the
 * relay's refusal (close code 3000) lands on it after that, its provider emits an 'error' nobody
 * hears, and an EventEmitter throws an unheard error: into the host page, as an uncaught exception.
 * A socket being replaced keeps one listener of ours, so its late refusal only logs; the socket in
 * use still reports its own through relayer_error. (unregisterProviderListeners is the SDK's private
 * step; without it, nothing is changed.)
 */
export function hearReplacedSockets(relayer: Relayer, heard: (error: unknown) => void): void {
  const internal = relayer as Relayer & { unregisterProviderListeners?: () => void }
  const unregister = internal.unregisterProviderListeners
  if (typeof unregister !== 'function') return
  internal.unregisterProviderListeners = function (this: unknown) {
    relayer.provider.on('error', heard)
    unregister.call(relayer)
  }
}
