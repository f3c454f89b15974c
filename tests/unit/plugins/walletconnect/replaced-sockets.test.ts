// A relay refusal that lands on a socket @walletconnect/core has already replaced. The SDK's
// createProvider first takes its listeners off the old socket and only then closes it, so a refusal
// (close code 3000) crossing that close reaches a provider nobody listens to, and its EventEmitter
// throws: in a browser, an uncaught exception in the host page (the clock-ahead e2e test saw it about
// one run in four). Here the steps run in order on a real sign client connected to the local relay:
// the SDK's own unregister step, then the close event the browser's socket would deliver.
import { SignClient } from '@walletconnect/sign-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hearReplacedSockets } from '../../../../plugins/walletconnect/refusals'
import { MemoryStorage } from '../../services/relay/memory-storage'
import { useRelay } from '../../services/relay/harness'

const h = useRelay()
const REFUSAL = { code: 3000, reason: 'JWT validation error: JWT Token is not yet valid' }
const THROWN = `WebSocket connection closed abnormally with code: 3000 (${REFUSAL.reason})`

/** The SDK's private parts these steps use: the socket's provider and its listener bookkeeping. */
interface RelayerInternals {
  provider: { connection: { onClose(event: { code: number; reason: string }): void } }
  unregisterProviderListeners(): void
}

let stops: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()))
  stops = []
  vi.unstubAllEnvs()
})

/** A sign client whose relayer holds an open socket to the local relay. */
async function connectedRelayer() {
  vi.stubEnv('IS_VITEST', 'true')
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  const client = await SignClient.init({ projectId: 'replaced-sockets', relayUrl: h.relay!.url, storage: new MemoryStorage(), customStoragePrefix: `replaced-${stops.length}`, telemetryEnabled: false })
  const { core } = client
  stops.push(async () => {
    core.heartbeat.stop()
    await core.relayer.transportClose().catch(() => {})
  })
  // Creating a pairing subscribes to its topic, which opens the socket.
  await core.pairing.create()
  expect(core.relayer.connected).toBe(true)
  return core.relayer as typeof core.relayer & RelayerInternals
}

/** The SDK replacing its socket (its first step), and the relay's refusal arriving on the old one. */
function refusalOnReplacedSocket(relayer: RelayerInternals): () => void {
  const old = relayer.provider
  relayer.unregisterProviderListeners()
  return () => old.connection.onClose(REFUSAL)
}

describe('WalletConnect: a refusal on a replaced relay socket (no crash of the host page)', () => {
  it('the check can fail: without the guard, the SDK throws the refusal out of the socket close', async () => {
    await h.start()
    const relayer = await connectedRelayer()
    expect(refusalOnReplacedSocket(relayer)).toThrow(THROWN)
  })

  it('with the guard: the refusal is heard and logged, nothing throws, and no alert comes from the replaced socket', async () => {
    await h.start()
    const relayer = await connectedRelayer()
    const heard: unknown[] = []
    const alerts: unknown[] = []
    hearReplacedSockets(relayer, (error) => heard.push(error))
    relayer.on('relayer_error', (error: unknown) => alerts.push(error))
    expect(refusalOnReplacedSocket(relayer)).not.toThrow()
    expect(heard.map((e) => (e as Error).message)).toEqual([THROWN])
    expect(alerts).toEqual([])
  })
})
