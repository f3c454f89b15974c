// Analytics and error telemetry (SPEC §7): started the first time the person opens the modal,
// never before. Events go only to the services the host configured. Skipped for MODAL_CREATED and
// when analytics is off (options, or the services' /getAnalyticsConfig, whose failure turns it
// off: SPEC §8). Error telemetry is capped at 5 per 60 s (SPEC §9).
import type { Kernel } from '../kernel'
import type { ApiClient, TrackedEvent } from './types'

export const ERROR_TELEMETRY_LIMIT = 5
export const ERROR_TELEMETRY_WINDOW_MS = 60_000

function uuid(): string {
  const c = globalThis.crypto
  if (typeof c.randomUUID === 'function') return c.randomUUID()
  const b = c.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** Resolves with a stop function once the config was read; `early` are events from before the first open. */
export async function startAnalytics(k: Kernel, api: ApiClient, early: readonly TrackedEvent[]): Promise<() => void> {
  const { ctx } = k
  if (!ctx.options.features.analytics || !api.hasAnalytics) return () => {}
  const enabled = await api.analyticsEnabled().catch((error: unknown) => {
    ctx.log.warn('analytics config unavailable: analytics is off', error)
    return false
  })
  if (!enabled) return () => {}

  const send = (props: Record<string, unknown>) => {
    const namespace = k.network.$activeNamespace.get()
    const location = ctx.env.window?.location
    api
      .sendEvent({
        eventId: uuid(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp: Date.now(),
        props,
        address: (namespace && k.accounts.get(namespace).address) || null,
      })
      .catch((error: unknown) => {
        // SPEC §8: a 403 from analytics means the origin is not on the project's allowlist; said once.
        if ((error as { status?: unknown }).status === 403) k.alerts.show('INVALID_APP_CONFIGURATION')
      })
  }
  const track = (e: TrackedEvent) => {
    if (e.event !== 'MODAL_CREATED') send({ type: 'track', event: e.event, properties: e.properties })
  }
  const sentErrors: number[] = []
  const onError = ({ error }: { error: Error }) => {
    const now = Date.now()
    while (sentErrors.length && now - sentErrors[0]! >= ERROR_TELEMETRY_WINDOW_MS) sentErrors.shift()
    if (sentErrors.length >= ERROR_TELEMETRY_LIMIT) return
    sentErrors.push(now)
    send({ type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: error.name, errorMessage: error.message, stackTrace: error.stack ?? '' })
  }
  early.forEach(track)
  ctx.events.on('analytics', track)
  ctx.events.on('error', onError)
  return () => {
    ctx.events.off('analytics', track)
    ctx.events.off('error', onError)
  }
}
