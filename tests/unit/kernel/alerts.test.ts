// SPEC §8 alerts: the catalogue's titles, the provider message mapping, and each alert shown once.
import { describe, expect, it, vi } from 'vitest'
import { alertCatalogue, alertForFailure, alertForMessage, isNotice } from '../../../kernel/alerts'
import { createAlertState } from '../../../kernel/state/alerts'

describe('SPEC §8 alert catalogue', () => {
  it('SPEC §8 the eight alerts carry their titles', () => {
    const titles = new Set(Object.values(alertCatalogue).map((a) => a.title))
    for (const title of [
      'Network Not Found',
      'Invalid App Configuration',
      'Network Error - Could not load embedded wallet',
      'Embedded Wallet Request Timed Out',
      'Session Expired',
      'Project ID Not Configured',
      'Server Error',
      'Rate Limited',
    ])
      expect(titles, title).toContain(title)
    // the allowlist, an unverified domain and an invalid project id are all 'Invalid App Configuration'
    expect([alertCatalogue.INVALID_APP_CONFIGURATION, alertCatalogue.UNVERIFIED_DOMAIN, alertCatalogue.INVALID_PROJECT_ID].map((a) => a.title)).toEqual(Array(3).fill('Invalid App Configuration'))
  })
})

describe('SPEC §8 provider message mapping', () => {
  it("SPEC §8 'Unauthorized: origin not allowed' gives invalid config", () => {
    expect(alertForMessage('Unauthorized: origin not allowed')).toBe('INVALID_APP_CONFIGURATION')
  })
  it("SPEC §8 'JWT validation error: JWT Token is not yet valid' gives session expired", () => {
    expect(alertForMessage('JWT validation error: JWT Token is not yet valid')).toBe('SESSION_EXPIRED')
  })
  it("SPEC §8 'Unauthorized: invalid key' gives invalid project id", () => {
    expect(alertForMessage('Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID')
  })
  it('a message carrying the provider words inside a longer text maps too; anything else maps to nothing', () => {
    expect(alertForMessage('403: Unauthorized: invalid key (project abc)')).toBe('INVALID_PROJECT_ID')
    expect(alertForMessage('Unauthorized')).toBeUndefined()
    expect(alertForMessage(undefined)).toBeUndefined()
    expect(alertForMessage('')).toBeUndefined()
  })
  it('SPEC §8 a failed call: the provider message first, then 429 is Rate Limited; other statuses say nothing', () => {
    expect(alertForFailure(403, 'Unauthorized: origin not allowed')).toBe('INVALID_APP_CONFIGURATION')
    expect(alertForFailure(429, 'Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID')
    expect(alertForFailure(429, undefined)).toBe('RATE_LIMITED')
    expect(alertForFailure(500, 'Internal server error')).toBeUndefined()
    expect(alertForFailure(undefined, undefined)).toBeUndefined()
  })
})

describe('SPEC §8 each alert shows once', () => {
  it('SPEC §8 an alert shown and dismissed does not come back; another one still shows', async () => {
    const log = { error: vi.fn(), warn: vi.fn() }
    const alerts = createAlertState(log)
    alerts.show('RATE_LIMITED')
    expect(alerts.$alert.get()).toBe('RATE_LIMITED')
    alerts.dismiss()
    alerts.show('RATE_LIMITED')
    expect(alerts.$alert.get()).toBeUndefined()
    alerts.show('SERVER_ERROR')
    expect(alerts.$alert.get()).toBe('SERVER_ERROR')
    // the host's console hears of each once, title and meaning
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(2))
    expect(log.error).toHaveBeenCalledWith('Rate Limited: Too many requests to the services. Try again in a moment.')
  })

  it("SPEC §8 the notice 'Local configuration ignored' shows like an alert, in the warning tone, and is logged as a warning", async () => {
    const log = { error: vi.fn(), warn: vi.fn() }
    const alerts = createAlertState(log)
    alerts.show('LOCAL_CONFIGURATION_IGNORED')
    expect(alerts.$alert.get()).toBe('LOCAL_CONFIGURATION_IGNORED')
    expect([isNotice('LOCAL_CONFIGURATION_IGNORED'), isNotice('SERVER_ERROR')]).toEqual([true, false])
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith("Local configuration ignored: Remote project settings replace this app's own."))
    expect(log.error).not.toHaveBeenCalled()
  })

  it('two modals keep their own record of what was shown', () => {
    const quiet = { error() {}, warn() {} }
    const a = createAlertState(quiet)
    const b = createAlertState(quiet)
    a.show('SESSION_EXPIRED')
    b.show('SESSION_EXPIRED')
    expect(b.$alert.get()).toBe('SESSION_EXPIRED')
  })
})
