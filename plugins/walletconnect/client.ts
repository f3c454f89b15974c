// The lazily loaded half of WalletConnect: one UniversalProvider per modal, the pairing behind the
// QR code (replaced before it expires, SPEC §4 and §9), and the session's life (SPEC §4): wallet
// events, update, expiry and deletion, which resets every namespace it served.
import { UniversalProvider } from '@walletconnect/universal-provider'
import {
  errorCode,
  errorMessage,
  GangwayError,
  gangwayError,
  rpcErrorCodes,
  safeImageUrl,
  storageKeys,
  type CaipNetworkId,
  type Namespace,
  type PluginApi,
  type Unsubscribe,
  type WalletConnectNamespace,
  type WalletSession,
} from 'gangway'
import { inOwnIds, ownId, ownIdsOf, walletIdOf } from './chain-ids'
import { proposalNamespaces } from './proposal'
import { hearReplacedSockets, onRelayRefusal } from './refusals'
import { accountsOn, approvedChains, bindNamespace, endBinding, setAccounts, setChain, toAccounts, type Binding } from './session'
import {
  isPairingExpired,
  PAIRING_EXPIRED_UNDER_MS,
  PAIRING_EXPIRY_MS,
  RETRY_MIN_MS,
  WALLET_CONNECT_VIEWS,
  type ListedWallet,
  type WalletConnectClient,
  type WalletConnectState,
} from './state'

/** The WalletConnect session, as the provider (a declared peer) types it; @walletconnect/types is not our dependency. */
type Struct = NonNullable<InstanceType<typeof UniversalProvider>['session']>
type Provider = InstanceType<typeof UniversalProvider>
interface Pairing {
  promise: Promise<Struct>
  resolve(session: Struct): void
  reject(error: unknown): void
  attempt: number
  /** Connect calls waiting for the approval; none: the person left the QR code, and it connects the page alone. */
  waiting: number
}

/** The wallet picked for the session, kept so a reload still knows it (recent wallets, Account). */
const WALLET_KEY = 'walletconnect_wallet'
const isSavedWallet = (v: unknown): v is { topic: string; wallet: ListedWallet } =>
  typeof v === 'object' && v !== null && typeof (v as { topic?: unknown }).topic === 'string' && typeof (v as { wallet?: { id?: unknown } }).wallet?.id === 'string'
const isLive = (session: Struct | undefined): session is Struct => Boolean(session && session.expiry * 1000 > Date.now())
/** WalletConnect's own 'User rejected.' (5000) and EIP-1193's 4001 both mean the person said no. */
const isRejection = (error: unknown) => [5000, rpcErrorCodes.USER_REJECTED].includes(errorCode(error) ?? 0)

/** Each installed namespace's calls in its own shapes (signing, switching), loaded with the client. */
async function loadNamespaceCalls(modal: PluginApi): Promise<Map<Namespace, WalletConnectNamespace>> {
  const entries = await Promise.all(
    [...modal.namespaces.values()].flatMap((plugin) => {
      const capability = plugin.capabilities.walletConnect
      return capability ? [capability.load().then((calls) => [plugin.namespace, calls] as const)] : []
    }),
  )
  return new Map(entries)
}

export async function createWalletConnectClient(modal: PluginApi, state: WalletConnectState): Promise<WalletConnectClient> {
  const { log, storage } = modal.context
  const calls = await loadNamespaceCalls(modal)
  const bindings = new Map<Namespace, Binding>()
  let current: Struct | undefined
  let pairing: Pairing | undefined
  let lastAttemptAt = 0
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let ready: Promise<Provider> | undefined
  let provider: Provider | undefined
  /** The host's networks' earlier ids (chain-ids.ts): the session is kept under their own ids. */
  const ids = () => ownIdsOf(modal.stores.$networks.get())

  const getProvider = () => {
    ready ??= createProvider().then((p) => (provider = p))
    ready.catch(() => (ready = undefined))
    return ready
  }

  async function createProvider(): Promise<Provider> {
    const relayUrl = state.options.relayUrl ?? modal.options.services.relay
    const p = await UniversalProvider.init({
      projectId: state.options.projectId ?? modal.options.projectId,
      relayUrl,
      metadata: modal.options.metadata,
      telemetryEnabled: state.options.telemetry ?? false,
      storage: state.options.storage,
      customStoragePrefix: modal.options.storagePrefix,
      // Reads go to the host's RPC URLs (rpcMap) only when asked, never as a start-up ping.
      disableProviderPing: true,
    })
    // Verify attests the page's origin through an iframe on WalletConnect's cloud; a self-hosted
    // relay has no such server, and waiting on it would hold every proposal for 5 s.
    if (!(state.options.verify ?? !relayUrl)) p.client.core.verify.register = async () => ''
    // A refused socket never opens: the alert says why (once), and the pairing waiting on it fails
    // rather than spin, so the view shows its error and the person can pick another wallet.
    onRelayRefusal(p.client.core.relayer, (code, error) => {
      modal.alerts.show(code)
      pairing?.reject(new GangwayError('FAILED_TO_CONNECT', errorMessage('FAILED_TO_CONNECT'), { cause: error }))
    })
    hearReplacedSockets(p.client.core.relayer, (error) => log.debug('a relay socket the SDK had replaced was refused', error))
    p.on('display_uri', (uri: string) => showPairing(p, uri))
    p.client.on('session_event', ({ topic, params }) => {
      if (topic !== current?.topic) return
      const namespace = params.chainId.split(':')[0] ?? ''
      const binding = bindings.get(namespace)
      if (!binding) return
      const { name, data } = params.event as { name: string; data: unknown }
      if (name === 'chainChanged') setChain(binding, ownId(chainOf(calls.get(namespace), namespace, data, params.chainId), ids()), current)
      else if (name === 'accountsChanged' && Array.isArray(data)) setAccounts(binding, toAccounts(data.map(String)))
    })
    p.client.on('session_update', ({ topic, params }) => {
      if (topic !== current?.topic) return
      current = inOwnIds({ ...current, namespaces: params.namespaces }, ids())
      for (const binding of bindings.values()) setAccounts(binding, accountsOn(current, binding.namespace, binding.chain))
    })
    p.client.on('session_delete', ({ topic }) => topic === current?.topic && endSession())
    p.client.on('session_expire', ({ topic }) => topic === current?.topic && endSession())
    return p
  }

  /**
   * SPEC §4: a WalletConnect disconnect resets every account the session served. The active
   * namespace ends last: while another namespace still shows as connected, the kernel makes it the
   * active one (a wallet that is really still connected), and this session's other namespaces are not.
   */
  function endSession(): void {
    const active = modal.stores.$activeNamespace.get()
    const ending = [...bindings.values()].sort((a, b) => Number(a.namespace === active) - Number(b.namespace === active))
    bindings.clear()
    current = undefined
    storage.remove(WALLET_KEY)
    storage.remove(storageKeys.walletDeepLink)
    state.$linking.set(undefined)
    state.$wallet.set(undefined)
    ending.forEach(endBinding)
  }

  async function disconnect(): Promise<void> {
    const p = await getProvider()
    try {
      if (p.session) await p.disconnect()
    } finally {
      endSession()
    }
  }

  function showPairing(p: Provider, uri: string): void {
    if (!pairing) return
    const expiry = Date.now() + PAIRING_EXPIRY_MS
    state.$uri.set(uri)
    state.$pairingExpiry.set(expiry)
    renewBefore(p, expiry)
  }

  /**
   * SPEC §4: under 10 s left counts as expired, so a fresh pairing takes its place before then, while
   * someone waits for it; one nobody looks at keeps its proposal (a wallet may hold it) until the QR
   * code shows again.
   */
  function renewBefore(p: Provider, expiry: number): void {
    clearTimeout(expiryTimer)
    expiryTimer = setTimeout(() => pairing?.waiting && attempt(p, pairing), expiry - PAIRING_EXPIRED_UNDER_MS - Date.now())
  }

  function attempt(p: Provider, pending: Pairing): void {
    const n = ++pending.attempt
    lastAttemptAt = Date.now()
    state.$error.set(undefined)
    state.$uri.set(undefined)
    const optionalNamespaces = proposalNamespaces(modal.namespaces.values(), modal.stores.$networks.get(), modal.stores.$activeNetwork.get())
    p.connect({ optionalNamespaces }).then(
      (session) => {
        // An older QR code still counts when the wallet approves it; a session nobody waits for is ended.
        if (pairing !== pending) return void (session && bindings.size === 0 && p.disconnect().catch((e: unknown) => log.debug(e)))
        if (session) pending.resolve(session)
        else if (n === pending.attempt) pending.reject(gangwayError('FAILED_TO_CONNECT'))
      },
      (error: unknown) => {
        if (pairing !== pending || n !== pending.attempt) return
        const code = isRejection(error) ? 'CONNECTION_REJECTED' : 'FAILED_TO_CONNECT'
        pending.reject(new GangwayError(code, errorMessage(code), { cause: error }))
      },
    )
  }

  /**
   * A pairing lives until the wallet answers it or its proposal expires, whoever waits for it: closing
   * the modal (or leaving the QR code) stops the wait, not the pairing, so a wallet that approves it
   * later still connects the page (as Reown AppKit's does).
   */
  function startPairing(p: Provider): Pairing {
    let resolve!: Pairing['resolve']
    let reject!: Pairing['reject']
    const promise = new Promise<Struct>((res, rej) => ((resolve = res), (reject = rej)))
    const pending: Pairing = { promise, resolve, reject, attempt: 0, waiting: 0 }
    const done = (error?: unknown) => {
      if (pairing === pending) pairing = undefined
      clearTimeout(expiryTimer)
      state.$uri.set(undefined)
      state.$pairingExpiry.set(undefined)
      if (error instanceof Error && (error as GangwayError).code !== 'MODAL_CLOSED') state.$error.set(error.message)
    }
    // Runs before any waiter hears of the approval: with none left, the page connects here.
    promise.then((session) => {
      done()
      if (!pending.waiting) void connectLater(p, session)
    }, done)
    pairing = pending
    attempt(p, pending)
    return pending
  }

  /**
   * Wait for the pairing's approval. Closing the modal rejects the wait with 'Modal closed', leaving
   * the QR code's view (Back) with 'Failed to connect' (SPEC §4); the pairing stays either way.
   */
  function approval(pending: Pairing): Promise<Struct> {
    return new Promise((resolve, reject) => {
      const inView = (): boolean => (WALLET_CONNECT_VIEWS as readonly string[]).includes(modal.router.current().name)
      const stops: Unsubscribe[] = [modal.stores.$open.listen((open) => !open && finish(() => reject(gangwayError('MODAL_CLOSED'))))]
      if (inView()) stops.push(modal.stores.$stack.listen(() => queueMicrotask(() => modal.stores.$open.get() && !inView() && finish(() => reject(gangwayError('FAILED_TO_CONNECT'))))))
      let waiting = true
      pending.waiting++
      function finish(settle: () => void) {
        if (!waiting) return
        waiting = false
        pending.waiting--
        stops.forEach((stop) => stop())
        settle()
      }
      pending.promise.then(
        (session) => finish(() => resolve(session)),
        (error: unknown) => finish(() => reject(error)),
      )
    })
  }

  /** The session, when it serves a namespace the modal can; otherwise it is ended on both sides. */
  async function adopt(p: Provider, approved: Struct): Promise<void> {
    // A session with no account in any namespace the modal can serve connects nothing: it is ended
    // on both sides, not left open on the wallet.
    if (![...calls.keys()].some((ns) => approvedChains(approved, ns).length > 0)) {
      if (p.session?.topic === approved.topic) await p.disconnect().catch((e: unknown) => log.debug(e))
      throw gangwayError('FAILED_TO_CONNECT')
    }
    current = inOwnIds(approved, ids())
    const listed = state.$wallet.get()
    if (listed) storage.set(WALLET_KEY, { topic: current.topic, wallet: listed })
  }

  /** A wallet approved the pairing after the person left its QR code: it connects the page, as a connect from the view would. */
  async function connectLater(p: Provider, approved: Struct): Promise<void> {
    const listed = state.$wallet.get()
    const entries = modal.stores.$wallets.get().filter((w) => w.connectors[0]?.type === 'WALLET_CONNECT')
    const entry = entries.find((w) => listed && w.connectors[0]?.explorerId === listed.id) ?? entries.find((w) => !w.connectors[0]?.explorerId)
    try {
      if (!entry) throw gangwayError('WALLETCONNECT_CONNECTOR_NOT_FOUND')
      await adopt(p, approved)
      await modal.connectWallet(entry)
      // Sign-in, when the host asks for it, opens the modal on its view; otherwise nothing shows.
      await modal.completeConnection()
    } catch (error) {
      log.warn('a wallet approved the pairing after its QR code was left; the page did not connect', error)
      // Nothing bound to it: the session is ended on the wallet too, not left open there.
      if (bindings.size > 0) return
      current = undefined
      if (p.session?.topic === approved.topic) await p.disconnect().catch((e: unknown) => log.debug(e))
    }
  }

  function bind(p: Provider, namespace: Namespace, preferred?: CaipNetworkId): WalletSession {
    const existing = bindings.get(namespace)
    if (existing) return existing.session
    if (!current) throw gangwayError('FAILED_TO_CONNECT')
    const approved = approvedChains(current, namespace)
    // The wallet left this namespace out: the kernel goes on to the namespaces it approved.
    if (approved.length === 0) throw gangwayError('NAMESPACE_NOT_APPROVED')
    const session = current
    const remembered = p.namespaces?.[namespace]?.defaultChain
    const candidates = [preferred, remembered && ownId(`${namespace}:${remembered}`, ids()), modal.stores.$activeNetwork.get()?.caipNetworkId]
    // Else the first of the host's networks the wallet approved, else the wallet's first.
    const requested = modal.stores.$networks.get().find((n) => approved.includes(n.caipNetworkId))?.caipNetworkId
    const chain = (candidates.find((c) => c && approved.includes(c as CaipNetworkId)) ?? requested ?? approved[0]) as CaipNetworkId
    const listed = state.$wallet.get()
    const peer = session.peer.metadata
    const walletChain = (c: CaipNetworkId) => walletIdOf(c, p.session, ids())
    const binding = bindNamespace({ provider: p, current: () => current, walletChain, bound: () => [...bindings.keys()], disconnect, calls: calls.get(namespace) }, namespace, chain, {
      walletInfo: listed ? { name: listed.name, icon: listed.icon } : { name: peer.name || 'WalletConnect', icon: safeImageUrl(peer.icons?.[0]) },
      // A QR code scanned by any wallet names no catalogue wallet: nothing to keep as recent.
      walletId: listed?.id ?? null,
    })
    if (remembered !== walletChain(chain).split(':')[1]) p.setDefaultChain(walletChain(chain))
    bindings.set(namespace, binding)
    return binding.session
  }

  return {
    async connect(namespace, o = {}) {
      const p = await getProvider()
      // One session serves every namespace the wallet approved: a second namespace joins it, no new QR code.
      if (!isLive(current)) {
        // The QR code shows again: the pairing kept since it was left, unless it has (nearly) expired.
        const uri = state.$uri.get()
        const expiry = state.$pairingExpiry.get()
        if (pairing && uri) {
          if (isPairingExpired(expiry)) attempt(p, pairing)
          else renewBefore(p, expiry!)
        }
        pairing ??= startPairing(p)
        await adopt(p, await approval(pairing))
      }
      return bind(p, namespace, o.network?.caipNetworkId)
    },
    async restore(namespace) {
      const p = await getProvider()
      if (!isLive(p.session) || !p.session.namespaces[namespace]?.accounts.length) return null
      current = inOwnIds(p.session, ids())
      const saved = storage.get(WALLET_KEY, isSavedWallet)
      if (saved?.topic === current.topic) state.$wallet.set(saved.wallet)
      return bind(p, namespace)
    },
    refresh() {
      if (!provider || !pairing || Date.now() - lastAttemptAt < RETRY_MIN_MS) return false
      attempt(provider, pairing)
      return true
    },
    rememberLink(link) {
      state.$linking.set(link)
      storage.set(storageKeys.walletDeepLink, link)
      // The sign client reads this key and brings the wallet app forward on each request.
      provider?.client.core.storage.setItem('WALLETCONNECT_DEEPLINK_CHOICE', JSON.stringify(link)).catch((e: unknown) => log.debug(e))
    },
    async close() {
      pairing?.reject(gangwayError('MODAL_CLOSED'))
      clearTimeout(expiryTimer)
      const p = await ready?.catch(() => undefined)
      if (!p) return
      p.client.core.heartbeat.stop()
      await p.client.core.relayer.transportClose().catch((e: unknown) => log.debug(e))
    },
  }
}

/** chainChanged data as the namespace reads it (a number, hex, CAIP-2 …); else the event's own chain. */
function chainOf(calls: WalletConnectNamespace | undefined, namespace: Namespace, data: unknown, fallback: string): CaipNetworkId {
  const reference = calls?.chainReference ? calls.chainReference(data) : typeof data === 'string' || typeof data === 'number' ? String(data).split(':').at(-1) : undefined
  return (reference ? `${namespace}:${reference}` : fallback) as CaipNetworkId
}
