// A modal wired to a services URL, with a fetch that records every request it makes, so tests can
// tell what was fetched, when, and from where.
import type { ModalOptionsInput } from '../../../kernel/modal'
import type { Network, Plugin } from '../../../kernel/plugin'
import { createModal } from '../../../kernel/modal'
import { eip155 } from '../../../plugins/eip155'
import { loopbackFetch, MemoryStorage, testEnv } from './env'
import { scriptedConnector, ScriptedSession, testNamespace, testNetwork } from './namespace'

export const localA = testNetwork('eip155', 31337, 'Local A')
export const localB = testNetwork('eip155', 31338, 'Local B')

export interface Recorded {
  method: string
  url: URL
  body?: unknown
}

export function recordingFetch(inner: typeof fetch = loopbackFetch) {
  const requests: Recorded[] = []
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push({ method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined })
    return inner(input, init)
  }
  return { fetch: fetcher, requests, paths: () => requests.map((r) => `${r.method} ${r.url.pathname}`) }
}

/** The eip155 namespace as the real plugin declares it (capabilities, address rules), with scripted wallets. */
export function evmNamespace(o: Parameters<typeof testNamespace>[1] = {}) {
  const real = eip155()
  return { ...testNamespace('eip155', o), capabilities: real.capabilities, normalizeAddress: real.normalizeAddress, isAddress: real.isAddress }
}

/** A modal on Local A (and B) with the scripted eip155 wallet 'mm', talking to `services`. */
export function servicesModal(o: {
  services: ModalOptionsInput['services']
  options?: Partial<ModalOptionsInput>
  session?: ScriptedSession
  connectorType?: 'ANNOUNCED' | 'AUTH'
  networks?: Network[]
  plugins?: Plugin[]
  fetch?: typeof fetch
}) {
  const session = o.session ?? new ScriptedSession({ chainId: 'eip155:31337' })
  // The e-mail and social (auth) connector serves eip155 and solana (SPEC §1).
  const chains = o.connectorType === 'AUTH' ? ['solana'] : undefined
  const plugin = evmNamespace({ connectors: [scriptedConnector({ id: 'mm', chain: 'eip155', chains, type: o.connectorType, connect: async () => session })] })
  const recorder = recordingFetch(o.fetch)
  const modal = createModal(
    { projectId: 'test-project', plugins: [plugin, ...(o.plugins ?? [])], networks: o.networks ?? [localA, localB], services: o.services, logLevel: 'silent', ...o.options },
    testEnv({ storage: new MemoryStorage(), fetch: recorder.fetch }),
  )
  return { modal, session, ...recorder }
}
