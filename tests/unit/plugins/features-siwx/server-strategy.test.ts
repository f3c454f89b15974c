// SPEC §7 POST /v1/sessions/{address}/revoke as serverSessions() asks it: pci (the chain) and the
// signature of the session to end, with the page's cookie (credentials: include). A recording fetch
// with canned answers stands in for the services (no host beyond 127.0.0.1 is named).
import { describe, expect, it } from 'vitest'
import { serverSessions } from '../../../../plugins/features-siwx/strategy'
import type { PluginApi } from 'gangway'
import { ADDRESS_A } from '../../support/namespace'

const API = 'http://127.0.0.1:9'

function strategy() {
  const calls: Array<{ url: URL; init?: RequestInit }> = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: new URL(String(input)), init })
    return Response.json({ revoked: 1 })
  }
  const api = { options: { projectId: 'test-project', sdkType: 'gangway', sdkVersion: '1', services: { api: API } }, context: { env: { fetch } } } as unknown as PluginApi
  return { revokeSession: serverSessions()(api).revokeSession, calls }
}

describe('SPEC §7 POST /v1/sessions/{address}/revoke (pci, signature)', () => {
  it('SPEC §7 revoke with a signature: the body carries pci and the signature, the request the cookie', async () => {
    const { revokeSession, calls } = strategy()
    await revokeSession('eip155:31337', ADDRESS_A, '0xsigned')
    expect(calls).toHaveLength(1)
    const [{ url, init }] = calls as [(typeof calls)[number]]
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/v1/sessions/${ADDRESS_A}/revoke`)
    expect(url.searchParams.get('projectId')).toBe('test-project')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' })
    expect(JSON.parse(String(init?.body))).toEqual({ pci: 'eip155:31337', signature: '0xsigned' })
  })

  it('SPEC §7 revoke without a known signature sends pci alone (every session of the account on that chain ends)', async () => {
    const { revokeSession, calls } = strategy()
    await revokeSession('eip155:31337', ADDRESS_A)
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ pci: 'eip155:31337' })
  })
})
