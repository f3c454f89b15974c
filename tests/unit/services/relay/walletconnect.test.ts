// The real 2.25 clients through the local relay: a dapp UniversalProvider and a wallet SignClient
// pair, settle a session, round-trip personal_sign and end with a wallet disconnect.
import { existsSync } from 'node:fs'
import { Socket } from 'node:net'
import { join } from 'node:path'
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRelay, type RunningRelay } from '../../../../services/relay'
import { MemoryStorage } from './memory-storage'

const ANVIL_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 'eip155:31337'

type Cleanup = () => Promise<void> | void
const cleanups: Cleanup[] = []
let relay: RunningRelay
const relayLog: string[] = []
const logWatchers = new Set<() => void>()
/** Resolves once the relay's log holds a line `count` as many times as asked. */
const relayLogged = (line: RegExp, count: number, what: string) =>
  once<void>((resolve) => {
    const check = () => {
      if (relayLog.filter((l) => line.test(l)).length < count) return
      logWatchers.delete(check)
      resolve()
    }
    logWatchers.add(check)
    check()
  }, what)
/** Every fetch the clients try; anything off 127.0.0.1 fails at once instead of waiting on a dead network. */
const fetched: string[] = []
/** Every TCP connect from this worker (fetch, cross-fetch, ws alike), as host:port. */
const dialled: string[] = []

beforeAll(async () => {
  // The SDK's own switches for a closed network: IS_VITEST turns off the Verify service
  // (attestation fetches to verify.walletconnect.org) and the event client's INIT ping;
  // DISABLE_GLOBAL_CORE stops a second init with the same prefix from reusing a stopped core.
  vi.stubEnv('IS_VITEST', 'true')
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    fetched.push(url)
    if (!/^https?:\/\/127\.0\.0\.1[:/]/.test(url)) return Promise.reject(new TypeError(`offline test: no fetch to ${url}`))
    return realFetch(input, init)
  })
  const realConnect = Socket.prototype.connect
  vi.spyOn(Socket.prototype, 'connect').mockImplementation(function (this: Socket, ...args: unknown[]) {
    // net.connect() hands over its normalized arguments as one array
    const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args
    const target =
      typeof first === 'object' && first !== null
        ? (first as { host?: string; port?: number; path?: string })
        : { port: Number(first), host: typeof second === 'string' ? second : undefined }
    dialled.push('path' in target && target.path ? `ipc:${target.path}` : `${target.host ?? 'localhost'}:${target.port}`)
    return (realConnect as (...a: unknown[]) => Socket).apply(this, args)
  })
  relay = await startRelay({
    port: 0,
    log: (...args) => {
      relayLog.push(args.map(String).join(' '))
      for (const watcher of [...logWatchers]) watcher()
    },
  })
})

afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

afterAll(async () => {
  await relay?.stop()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

const metadata = (name: string): SignClientTypes.Metadata => ({
  name,
  description: `${name} in a relay test`,
  url: `http://127.0.0.1/${name}`,
  icons: [],
})

/** Closes a client's socket and its timers, so vitest can exit. */
async function closeClient(client: InstanceType<typeof SignClient>): Promise<void> {
  await client.core.relayer.transportClose().catch(() => {})
  client.core.heartbeat.stop()
}

function once<T>(subscribe: (resolve: (value: T) => void) => void, what: string, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)
    subscribe((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}

describe('relay with the real WalletConnect 2.25 clients', () => {
  it('pairs, settles a session, relays personal_sign both ways, and delivers the wallet disconnect', async () => {
    const started = Date.now()
    const provider = await UniversalProvider.init({
      projectId: 'test',
      relayUrl: relay.url,
      telemetryEnabled: false,
      storage: new MemoryStorage(),
      customStoragePrefix: 'dapp',
      metadata: metadata('dapp'),
      // no HTTP "ping" of each rpcMap URL when its provider is built
      disableProviderPing: true,
    })
    cleanups.push(() => closeClient(provider.client))

    const wallet = await SignClient.init({
      projectId: 'test',
      relayUrl: relay.url,
      telemetryEnabled: false,
      storage: new MemoryStorage(),
      customStoragePrefix: 'wallet',
      metadata: metadata('wallet'),
      // the wallet otherwise waits 1 s after each answer before it emits the next session_request
      signConfig: { disableRequestQueue: true },
    })
    cleanups.push(() => closeClient(wallet))
    const account = privateKeyToAccount(ANVIL_KEY)

    // wallet side: approve the proposal, sign what is asked
    wallet.on('session_proposal', async ({ id }) => {
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: [CHAIN],
            accounts: [`${CHAIN}:${ACCOUNT}`],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    })

    const uri = once<string>((resolve) => provider.once('display_uri', resolve), 'display_uri')
    const connected = provider.connect({
      optionalNamespaces: {
        eip155: {
          chains: [CHAIN],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { 31337: 'http://127.0.0.1:9' },
        },
      },
    })
    await wallet.pair({ uri: await uri })
    const session = await connected
    expect(session?.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`])
    expect(wallet.session.getAll()).toHaveLength(1)

    const message = 'hello from the relay test'
    const messageHex = `0x${Buffer.from(message).toString('hex')}` as Hex
    const signature = await provider.request<Hex>({ method: 'personal_sign', params: [messageHex, ACCOUNT] }, CHAIN)
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)

    // Mailbox: a request sent while the wallet is offline waits on the relay; the wallet's
    // reconnect (irn_batchSubscribe of its topics) brings it in, and the answer gets back.
    await wallet.core.relayer.transportClose()
    const published = / irn_publish$/
    const publishedBefore = relayLog.filter((l) => published.test(l)).length
    const offlineAsk = provider.request<Hex>({ method: 'personal_sign', params: [messageHex, ACCOUNT] }, CHAIN)
    // Only the dapp is online: its next publish is the request, now stored on the relay.
    await relayLogged(published, publishedBefore + 1, 'the request published while the wallet is offline')
    await wallet.core.relayer.transportOpen()
    expect(await verifyMessage({ address: ACCOUNT, message, signature: await offlineAsk })).toBe(true)

    const deleted = once<unknown>((resolve) => provider.on('session_delete', resolve), 'session_delete')
    await wallet.disconnect({ topic: session!.topic, reason: { code: 6000, message: 'User disconnected.' } })
    await deleted

    const methods = new Set(relayLog.flatMap((l) => /^relay: \S+ (\w+)$/.exec(l)?.[1] ?? []))
    expect([...methods]).toEqual(
      expect.arrayContaining(['wc_proposeSession', 'irn_subscribe', 'wc_approveSession', 'irn_publish', 'irn_batchSubscribe']),
    )
    expect(relayLog.some((l) => l.includes('refused') || l.includes('bad frame'))).toBe(false)
    console.info(`walletconnect round trip: ${Date.now() - started} ms; methods seen: ${[...methods].join(', ')}`)
  })

  it('reaches nothing beyond 127.0.0.1 and writes no walletconnect.db (in-memory storage)', () => {
    expect(fetched.filter((u) => !u.startsWith('http://127.0.0.1'))).toEqual([])
    expect(dialled.length).toBeGreaterThan(0) // the spy saw the clients' sockets
    expect(dialled.filter((d) => !d.startsWith('127.0.0.1:'))).toEqual([])
    expect(existsSync(join(process.cwd(), 'walletconnect.db'))).toBe(false)
  })
})
