import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { flush } from '../../support/namespace'
import { localB, servicesModal } from '../../support/services'

let api: ApiServer
beforeAll(async () => {
  api = await startApi({ port: 0 })
})
afterAll(() => api.stop())

type Recorded = ReturnType<typeof servicesModal>['requests']
/**
 * Waits for the kernel's own analytics start after the first open (the config read, the early events
 * handed over): it asked for /getAnalyticsConfig first, so the services' memoized start is its start.
 */
async function analyticsStarted(modal: ReturnType<typeof servicesModal>['modal'], requests: Recorded) {
  await expect.poll(() => analyticsCalls(requests).length).toBeGreaterThan(0)
  await (await modal.services()).startAnalytics([])
}
/** Waits until `count` requests matched `which`: events are sent without being awaited. */
const received = (requests: Recorded, which: (r: Recorded[number]) => boolean, count: number) => expect.poll(() => requests.filter(which).length).toBe(count)
const isEvent = (r: Recorded[number]) => r.method === 'POST' && r.url.pathname === '/e'
/** The analytics calls among a modal's requests (the first open also reads the remote config and names). */
const analyticsCalls = (requests: Recorded) => requests.filter((r) => ['/getAnalyticsConfig', '/e'].includes(r.url.pathname))
const events = (requests: Recorded) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === '/e').map((r) => r.body as { props: { type: string; event: string; properties?: Record<string, unknown> }; address: string | null; eventId: string; domain: string })

describe('SPEC §7 analytics: only after the first open, only to the configured services', () => {
  it('SPEC §7 nothing is fetched or sent before the person first opens the modal; events from before are sent after', async () => {
    const { modal, requests } = servicesModal({ services: { api: api.url } })
    await modal.ready
    await modal.connect('mm')
    await modal.switchNetwork(localB)
    await flush()
    expect(requests).toEqual([])

    modal.open()
    await analyticsStarted(modal, requests)
    await received(requests, isEvent, 1)
    expect(analyticsCalls(requests)[0]!.url.pathname).toBe('/getAnalyticsConfig')
    const sent = events(requests)
    expect(sent.map((e) => e.props)).toEqual([{ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:31338' } }])
    expect(sent[0]!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(sent[0]!.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(requests.every((r) => r.url.origin === new URL(api.url).origin)).toBe(true)
  })

  it('SPEC §7 MODAL_CREATED is skipped; later events go as they happen', async () => {
    const { modal, requests } = servicesModal({ services: { api: api.url } })
    modal.open()
    await analyticsStarted(modal, requests)
    modal.events.emit('analytics', { event: 'MODAL_CREATED' })
    modal.events.emit('analytics', { event: 'SEND_INITIATED', properties: { token: 'ETH', amount: '1', network: 'eip155:31337', isSmartAccount: false } })
    // Each event is handed to fetch as it is emitted: one request, and no other follows.
    await received(requests, isEvent, 1)
    expect(events(requests).map((e) => e.props.event)).toEqual(['SEND_INITIATED'])
  })

  it('SPEC §7 analytics disabled in the options: no config read, nothing sent', async () => {
    const { modal, requests } = servicesModal({ services: { api: api.url }, options: { features: { analytics: false } } })
    modal.open()
    modal.events.emit('analytics', { event: 'SEND_SUCCESS' })
    // The first open's other work (the remote config) is done, and analytics, asked to start, does not.
    await received(requests, (r) => r.url.pathname === '/appkit/v1/config', 1)
    await (await modal.services()).startAnalytics([])
    modal.events.emit('analytics', { event: 'SEND_SUCCESS' })
    expect(analyticsCalls(requests)).toEqual([])
  })

  it('SPEC §8 analytics config failure disables analytics', async () => {
    const { modal, requests } = servicesModal({ services: { api: 'http://127.0.0.1:9' } })
    modal.open()
    await analyticsStarted(modal, requests)
    modal.events.emit('analytics', { event: 'SEND_SUCCESS' })
    expect(analyticsCalls(requests).map((r) => r.url.pathname)).toEqual(['/getAnalyticsConfig'])
  })

  it('SPEC §7 a host with no services URL sends nothing anywhere', async () => {
    const { modal, requests } = servicesModal({ services: {} })
    modal.open()
    modal.events.emit('analytics', { event: 'SEND_SUCCESS' })
    // Without a URL the first open schedules nothing: a turn of the event loop is all there is to wait for.
    await flush()
    expect(requests).toEqual([])
  })

  it('SPEC §7 a separate analytics URL gets the events; the catalogue (here the API URL) answers the analytics switch and the remote config', async () => {
    const analytics = await startApi({ port: 0 })
    try {
      const { modal, requests } = servicesModal({ services: { api: api.url, analytics: analytics.url } })
      modal.open()
      await analyticsStarted(modal, requests)
      modal.events.emit('analytics', { event: 'SEND_SUCCESS' })
      await received(requests, isEvent, 1)
      await received(requests, (r) => r.url.pathname === '/appkit/v1/config', 1)
      const at = (origin: string) => requests.filter((r) => r.url.origin === new URL(origin).origin).map((r) => r.url.pathname).sort()
      expect(at(analytics.url)).toEqual(['/e'])
      expect(at(api.url)).toEqual(['/appkit/v1/config', '/getAnalyticsConfig'])
    } finally {
      await analytics.stop()
    }
  })
})

describe('SPEC §9 error telemetry: 5 per 60 s', () => {
  it('SPEC §7 errors go as {type error, event, errorType, errorMessage, stackTrace}, at most 5 per minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { modal, requests } = servicesModal({ services: { api: api.url } })
      modal.open()
      await analyticsStarted(modal, requests)
      // The limit is checked as each error is emitted: five are handed to fetch at once, the rest never.
      for (let i = 0; i < 8; i++) modal.events.emit('error', { error: new TypeError(`failure ${i}`) })
      await received(requests, isEvent, 5)
      const errors = events(requests).filter((e) => e.props.type === 'error')
      expect(errors).toHaveLength(5)
      expect(errors[0]!.props).toMatchObject({ type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'TypeError', errorMessage: 'failure 0' })
      expect(typeof (errors[0]!.props as { stackTrace?: unknown }).stackTrace).toBe('string')
      // SPEC §9: the window is 60 s, to the millisecond.
      const start = Date.now()
      vi.setSystemTime(start + 60_000 - 1)
      modal.events.emit('error', { error: new Error('too soon') })
      vi.setSystemTime(start + 60_000)
      modal.events.emit('error', { error: new Error('later') })
      await received(requests, isEvent, 6)
      const after = events(requests).filter((e) => e.props.type === 'error')
      expect(after.map((e) => (e.props as { errorMessage?: string }).errorMessage)).toEqual(['failure 0', 'failure 1', 'failure 2', 'failure 3', 'failure 4', 'later'])
    } finally {
      vi.useRealTimers()
    }
  })
})
