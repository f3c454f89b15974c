// The relay refuses a client the way WalletConnect's cloud relay does (SPEC §8 'Provider message
// mapping'): it opens the socket, says why in a JSON-RPC error (code 3000) and closes it with code 3000
// and the same words, which @walletconnect/core reports as 'WebSocket connection closed abnormally
// with code: 3000 (…)'. Projects and origins come from the services' project registry.
import { SignClient } from '@walletconnect/sign-client'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { openDatabase } from '../../../../services/api/store/db'
import { createProjectStore } from '../../../../services/api/store/projects'
import { storedProjects } from '../../../../services/api/project/config'
import { MemoryStorage } from './memory-storage'
import { upgradeStatus, useRelay } from './harness'

const h = useRelay()
const PROJECT = 'gangway-demo'
const NOT_YET_VALID = 'JWT validation error: JWT Token is not yet valid'
let projects: ReturnType<typeof storedProjects>
let closeDb: () => void

// The services' own project registry (in memory), as the local stack hands it to the relay.
beforeEach(() => {
  const db = openDatabase(undefined)
  closeDb = () => db.close()
  const store = createProjectStore(db)
  store.put({ id: PROJECT, allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
  projects = storedProjects(store)
})
afterEach(() => closeDb())

interface Refusal {
  /** The JSON-RPC frames the relay sent before closing. */
  frames: unknown[]
  code: number
  reason: string
}

/** A URL as @walletconnect/core 2.25 builds it: a real relay-auth JWT, projectId, ua, useOnCloseEvent. */
async function clientUrl(o: { projectId?: string; iat?: number; onClose?: boolean } = {}): Promise<string> {
  const url = h.relay!.url
  const jwt = await signJWT('test-sub', url, 3600, generateKeyPair(), o.iat)
  const onClose = o.onClose === false ? '' : '&useOnCloseEvent=true'
  return `${url}?auth=${jwt}&projectId=${o.projectId ?? PROJECT}&ua=wc-2/test${onClose}`
}

/** Opens a socket and resolves with how the relay closed it (or 'stayed open' once it opened and answered). */
function refusalOf(url: string, origin?: string): Promise<Refusal | 'stayed open'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { origin } : {})
    const frames: unknown[] = []
    ws.on('message', (data) => frames.push(JSON.parse(String(data))))
    ws.once('open', () => {
      // A refusal closes before any reply; a valid client gets its answer.
      ws.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_unsubscribe', params: { topic: 'probe' } }))
    })
    ws.on('message', () => {
      if (frames.some((f) => (f as { id?: unknown }).id === 1)) {
        ws.close()
        resolve('stayed open')
      }
    })
    ws.once('close', (code, reason) => resolve({ frames, code, reason: reason.toString() }))
    ws.once('error', reject)
  })
}

const refused = (message: string): Refusal => ({ frames: [{ id: 0, jsonrpc: '2.0', error: { code: 3000, message } }], code: 3000, reason: message })

describe('relay refusals (SPEC §8 provider message mapping)', () => {
  it("SPEC §8 a project id the services do not know: 'Unauthorized: invalid key' in a 3000 close", async () => {
    await h.start({ projects })
    expect(await refusalOf(await clientUrl({ projectId: 'not-a-project' }))).toEqual(refused('Unauthorized: invalid key'))
  })

  it("SPEC §8 a page whose origin the project does not list: 'Unauthorized: origin not allowed' in a 3000 close", async () => {
    await h.start({ projects })
    expect(await refusalOf(await clientUrl(), 'http://127.0.0.2:4000')).toEqual(refused('Unauthorized: origin not allowed'))
  })

  it("SPEC §8 a relay-auth JWT issued in the future beyond the skew: 'JWT validation error: JWT Token is not yet valid' in a 3000 close", async () => {
    await h.start()
    const iat = Math.floor(Date.now() / 1000) + 5 * 60
    expect(await refusalOf(await clientUrl({ iat }))).toEqual(refused(NOT_YET_VALID))
  })

  it("SPEC §8 the relay's own clock counts: a device clock ahead of the relay's gets the same refusal", async () => {
    await h.start()
    h.clock = Date.now() - 5 * 60_000
    expect(await refusalOf(await clientUrl())).toEqual(refused(NOT_YET_VALID))
  })

  it('a client that did not ask for the close event is refused on the upgrade: HTTP 401', async () => {
    await h.start({ projects })
    expect(await upgradeStatus(await clientUrl({ projectId: 'not-a-project', onClose: false }))).toBe(401)
  })

  it('valid clients still connect: a listed project from a listed origin, a script without Origin, and any project when the relay has no registry', async () => {
    await h.start({ projects })
    expect(await refusalOf(await clientUrl(), `http://127.0.0.1:${h.relay!.port + 1}`)).toBe('stayed open')
    expect(await refusalOf(await clientUrl())).toBe('stayed open')
    const skewed = Math.floor(Date.now() / 1000) + 30
    expect(await refusalOf(await clientUrl({ iat: skewed }))).toBe('stayed open')
    await h.relay!.stop()
    await h.start()
    expect(await refusalOf(await clientUrl({ projectId: 'not-a-project' }), 'http://127.0.0.2:4000')).toBe('stayed open')
  })

  it("SPEC §8 a real @walletconnect/core client hears the refusal as its relayer error: '… code: 3000 (Unauthorized: invalid key)'", async () => {
    vi.stubEnv('IS_VITEST', 'true')
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    await h.start({ projects })
    const client = await SignClient.init({ projectId: 'not-a-project', relayUrl: h.relay!.url, storage: new MemoryStorage(), customStoragePrefix: 'refusals', telemetryEnabled: false })
    const { core } = client
    const heard = new Promise<Error>((resolve) => core.relayer.on('relayer_error', resolve))
    // Creating a pairing subscribes to its topic, which opens the socket. It never settles: the SDK
    // retries a refused socket for as long as it lives (the plugin fails the pairing on the alert).
    void core.pairing.create().catch(() => {})
    expect((await heard).message).toBe('WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)')
    core.heartbeat.stop()
    await core.relayer.transportClose().catch(() => {})
    vi.unstubAllEnvs()
  })
})
