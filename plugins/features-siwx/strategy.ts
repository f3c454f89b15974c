// Where sessions live. `serverSessions()` talks to the services' /v1/sessions routes (SPEC §7) with
// the page's cookie (HttpOnly: this code never sees it); `siweStrategy` adapts the older
// `siweConfig` onto the same flow.
import { errorMessage, type PluginApi } from 'gangway'
import { chainReference } from './message'
import type { SiweConfig, SiwxSession, SiwxStrategy } from './types'

/** The services' sessions (`url` defaults to the modal's `services.api`), with SPEC §7's projectId, st and sv. */
export function serverSessions(o: { url?: string } = {}): (api: PluginApi) => SiwxStrategy {
  return (api) => {
    const { projectId, sdkType, sdkVersion, services } = api.options
    const base = (o.url ?? services.api ?? '').replace(/\/$/, '')
    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      if (!base) throw new Error('Sign-in needs a sessions server: set services.api or serverSessions({ url })')
      const url = new URL(`${base}/v1/sessions${path}`)
      for (const [key, value] of Object.entries({ projectId, st: sdkType, sv: sdkVersion })) url.searchParams.set(key, value)
      const res = await api.context.env.fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer = (await res.json().catch(() => ({}))) as T & { error?: string }
      // The server's reason ('Invalid signature', 'Unknown, used or expired nonce' …) is what the person reads.
      if (!res.ok) throw new Error(answer.error ?? errorMessage('HTTP_STATUS', res.status))
      return answer
    }
    const path = (address: string) => `/${encodeURIComponent(address)}`
    return {
      createNonce: () => call('POST', '/nonce'),
      addSession: (session) => call('POST', '', session).then(() => undefined),
      getSessions: (chainId, address) => call<{ sessions: SiwxSession[] }>('GET', `${path(address)}?chainId=${encodeURIComponent(chainId)}`).then((r) => r.sessions),
      // The signature names this page's session: another tab's of the same account lives on.
      revokeSession: (chainId, address, signature) => call('POST', `${path(address)}/revoke`, { pci: chainId, ...(signature ? { signature } : {}) }).then(() => undefined),
    }
  }
}

/** `siweConfig` (EIP-4361 only) as a strategy: the host's own nonce, verification, session and sign-out. */
export function siweStrategy(config: SiweConfig): SiwxStrategy {
  return {
    createNonce: async ({ accountAddress }) => ({ nonce: await config.getNonce(accountAddress) }),
    async addSession({ message, signature }) {
      if (!(await config.verifyMessage({ message, signature }))) throw new Error('Invalid signature')
    },
    async getSessions(chainId, address) {
      const session = await config.getSession()
      const matches = session && session.address.toLowerCase() === address.toLowerCase() && String(session.chainId) === chainReference(chainId)
      // The host's session says who and where; it keeps no message of its own.
      const data = { accountAddress: address, chainId, domain: '', uri: '', version: '1' as const, nonce: '', statement: '', issuedAt: '' }
      return matches ? [{ data, message: '', signature: '' }] : []
    },
    revokeSession: () => config.signOut().then(() => undefined),
  }
}
