// SPEC §7, §8: the project's remote config read on the first open (never at page load) and applied
// over the host's remote features; allowed origins with their failures; refusals shown as alerts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flush } from '../../support/namespace'
import { servicesModal } from '../../support/services'

const API = 'http://127.0.0.1:9'
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> }

/** A services stand-in answering each path as scripted; unscripted paths are 404s. */
function scripted(answers: Record<string, Answer | (() => Answer)>): typeof fetch {
  return async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname
    const scriptedAnswer = answers[path]
    const a = typeof scriptedAnswer === 'function' ? scriptedAnswer() : (scriptedAnswer ?? { status: 404, body: { error: 'Not found' } })
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status ?? 200, headers: { 'content-type': 'application/json', ...a.headers } })
  }
}

const remote = (features: unknown[]) => ({ '/appkit/v1/config': { body: { features } } })
type Modal = ReturnType<typeof servicesModal>['modal']
/** Waits until the first open asked for the remote config, then until the kernel's (single) read of it is applied. */
async function configRead(modal: Modal, paths: () => string[]) {
  await expect.poll(() => paths().includes('GET /appkit/v1/config')).toBe(true)
  await (await modal.services()).loadRemoteConfig()
}
/** Waits until the first open asked for the analytics config, then until the kernel's analytics start is done. */
async function analyticsStarted(modal: Modal, paths: () => string[]) {
  await expect.poll(() => paths().includes('GET /getAnalyticsConfig')).toBe(true)
  await (await modal.services()).startAnalytics([])
}

afterEach(() => vi.restoreAllMocks())

describe('SPEC §7 remote config, SPEC §8 notice', () => {
  it('SPEC §7 /appkit/v1/config is read on the first open, never at page load, and only once', async () => {
    const { modal, requests, paths } = servicesModal({ services: { api: API }, fetch: scripted(remote([])) })
    await modal.ready
    await flush()
    expect(requests).toEqual([])
    modal.open()
    await configRead(modal, paths)
    modal.close()
    modal.open()
    await (await modal.services()).loadRemoteConfig()
    expect(paths().filter((p) => p === 'GET /appkit/v1/config')).toHaveLength(1)
  })

  it('SPEC §9 remote features are applied: a feature switched off, a provider list narrowed', async () => {
    const { modal, paths } = servicesModal({
      services: { api: API },
      fetch: scripted(remote([{ id: 'email', isEnabled: false, config: null }, { id: 'socials', isEnabled: true, config: ['github', 'myspace'] }, { id: 'swaps', isEnabled: false, config: null }])),
    })
    modal.open()
    await configRead(modal, paths)
    const features = modal.stores.$remoteFeatures.get()
    expect(features.email).toBe(false)
    // an unknown provider is dropped
    expect(features.socials).toEqual(['github'])
    expect(features.swaps).toBe(false)
    expect(features.activity).toBe(true)
  })

  it("SPEC §8 'Local configuration ignored' when remote config overrides what the host set", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { modal, paths } = servicesModal({
      services: { api: API },
      options: { remoteFeatures: { email: true }, logLevel: 'warn' },
      fetch: scripted(remote([{ id: 'email', isEnabled: false, config: null }])),
    })
    modal.open()
    await configRead(modal, paths)
    expect(modal.stores.$remoteFeatures.get().email).toBe(false)
    // The notice shows in the modal, as the alerts do (the default log level would hide a warning).
    expect(modal.stores.$alert.get()).toBe('LOCAL_CONFIGURATION_IGNORED')
    await vi.waitFor(() => expect(warn.mock.calls.map((c) => c.join(' '))).toContain("[gangway] Local configuration ignored: Remote project settings replace this app's own."))
  })

  it('SPEC §8 no notice when the host set no remote features, or the remote config changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const options of [{ logLevel: 'warn' as const }, { logLevel: 'warn' as const, remoteFeatures: { email: false } }]) {
      const { modal, paths } = servicesModal({ services: { api: API }, options, fetch: scripted(remote([{ id: 'email', isEnabled: false, config: null }])) })
      modal.open()
      await configRead(modal, paths)
      expect(modal.stores.$alert.get()).toBeUndefined()
    }
    expect(warn.mock.calls.map((c) => c.join(' ')).filter((line) => line.includes('Local configuration ignored'))).toEqual([])
  })

  it('SPEC §7 a remote config that changes nothing is not applied again: nothing showing the remote features is told of a change (issue 15: the open dialog is not drawn again for it)', async () => {
    const { modal, paths } = servicesModal({ services: { api: API }, fetch: scripted(remote([{ id: 'email', isEnabled: true, config: null }])) })
    const before = modal.stores.$remoteFeatures.get()
    const told: unknown[] = []
    modal.stores.$remoteFeatures.listen((features) => told.push(features))
    modal.open()
    await configRead(modal, paths)
    expect(told).toEqual([])
    expect(modal.stores.$remoteFeatures.get()).toBe(before)
  })

  it("SPEC §8 'Server Error': the app config could not be read; the host's features stand", async () => {
    const { modal, paths } = servicesModal({ services: { api: API }, options: { remoteFeatures: { email: false } }, fetch: scripted({ '/appkit/v1/config': { status: 503 } }) })
    modal.open()
    await configRead(modal, paths)
    expect(modal.stores.$alert.get()).toBe('SERVER_ERROR')
    expect(modal.stores.$remoteFeatures.get().email).toBe(false)
  })

  it('SPEC §7 a config that is not the documented shape is a failure, not half-applied', async () => {
    const { modal, paths } = servicesModal({ services: { api: API }, fetch: scripted({ '/appkit/v1/config': { body: { features: [{ id: 'email', isEnabled: 'no' }] } } }) })
    modal.open()
    await configRead(modal, paths)
    expect(modal.stores.$remoteFeatures.get().email).toBe(true)
    expect(modal.stores.$alert.get()).toBe('SERVER_ERROR')
  })

  it("SPEC §8 provider mapping on the first open: 'Unauthorized: invalid key' shows the invalid project id alert, not Server Error", async () => {
    const { modal, paths } = servicesModal({ services: { api: API }, fetch: scripted({ '/appkit/v1/config': { status: 403, body: { error: 'Unauthorized: invalid key' } } }) })
    modal.open()
    await configRead(modal, paths)
    expect(modal.stores.$alert.get()).toBe('INVALID_PROJECT_ID')
  })

  it("SPEC §8 'Unauthorized: origin not allowed' shows Invalid App Configuration once, however many calls are refused", async () => {
    const refused = { status: 403, body: { error: 'Unauthorized: origin not allowed' } }
    const { modal, paths } = servicesModal({ services: { api: API }, fetch: scripted({ '/appkit/v1/config': refused, '/getAnalyticsConfig': refused }) })
    const shown: unknown[] = []
    modal.stores.$alert.listen((code) => shown.push(code))
    modal.open()
    await configRead(modal, paths)
    await analyticsStarted(modal, paths)
    expect(shown).toEqual(['INVALID_APP_CONFIGURATION'])
    modal.alerts.dismiss()
    modal.close()
    modal.open()
    await (await modal.services()).allowedOrigins()
    expect(modal.stores.$alert.get()).toBeUndefined()
  })

  it('SPEC §8 a 403 from analytics shows the allowlist alert once', async () => {
    const answer = scripted({ '/appkit/v1/config': { body: { features: [] } }, '/getAnalyticsConfig': { body: { isAnalyticsEnabled: true } }, '/e': { status: 403, body: {} } })
    let refused = 0
    const { modal, paths } = servicesModal({
      services: { api: API },
      fetch: async (input, init) => {
        const response = await answer(input, init)
        if (response.status === 403) refused++
        return response
      },
    })
    const shown: unknown[] = []
    modal.stores.$alert.listen((code) => shown.push(code))
    modal.open()
    await analyticsStarted(modal, paths)
    modal.events.emit('analytics', { event: 'SWITCH_NETWORK', properties: { network: 'eip155:31338' } })
    modal.events.emit('analytics', { event: 'SWITCH_NETWORK', properties: { network: 'eip155:31337' } })
    // Both refusals have come back; a turn of the event loop lets each reach the alerts.
    await expect.poll(() => refused).toBe(2)
    await flush()
    expect(paths().filter((p) => p === 'POST /e')).toHaveLength(2)
    expect(shown.filter(Boolean)).toEqual(['INVALID_APP_CONFIGURATION'])
  })
})

describe('SPEC §7 /projects/v1/origins, SPEC §8 its failures', () => {
  const origins = async (answer: Answer) => {
    const { modal } = servicesModal({ services: { api: API }, fetch: scripted({ '/projects/v1/origins': answer }) })
    const list = await (await modal.services()).allowedOrigins()
    return { list, alert: modal.stores.$alert.get() }
  }

  it('SPEC §7 the allowed origins as the services list them', async () => {
    expect(await origins({ body: { allowedOrigins: ['https://shop.example', 'http://127.0.0.1:*'] } })).toEqual({ list: ['https://shop.example', 'http://127.0.0.1:*'], alert: undefined })
  })
  it('SPEC §8 429 gives RATE_LIMITED (and an empty list)', async () => {
    expect(await origins({ status: 429, headers: { 'retry-after': '1' } })).toEqual({ list: [], alert: 'RATE_LIMITED' })
  })
  it('SPEC §8 500-599 gives SERVER_ERROR', async () => {
    expect(await origins({ status: 500 })).toEqual({ list: [], alert: 'SERVER_ERROR' })
    expect(await origins({ status: 599 })).toEqual({ list: [], alert: 'SERVER_ERROR' })
  })
  it('SPEC §8 other failures give an empty list and no alert', async () => {
    expect(await origins({ status: 404 })).toEqual({ list: [], alert: undefined })
    expect(await origins({ body: { allowedOrigins: 'everyone' } })).toEqual({ list: [], alert: undefined })
    const { modal } = servicesModal({ services: { api: API }, fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    expect(await (await modal.services()).allowedOrigins()).toEqual([])
  })
})
