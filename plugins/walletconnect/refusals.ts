// SPEC §8 'Provider message mapping': the relay refuses a socket in words the modal maps to an alert
// ('Unauthorized: invalid key' …). The SDK says so only through its relayer's error event, as
// 'WebSocket connection closed abnormally with code: 3000 (<words>)', and then retries for ever.
import { alertForMessage, type AlertCode } from 'gangway'

/** The part of @walletconnect/core's relayer read here; @walletconnect/types is not our dependency. */
interface Relayer {
  on(event: 'relayer_error', listener: (error: unknown) => void): unknown
}

/** Calls `refused` with the alert each refusal means; other socket errors are the SDK's to retry. */
export function onRelayRefusal(relayer: Relayer, refused: (code: AlertCode, error: Error) => void): void {
  relayer.on('relayer_error', (error: unknown) => {
    const code = error instanceof Error ? alertForMessage(error.message) : undefined
    if (code) refused(code, error as Error)
  })
}
