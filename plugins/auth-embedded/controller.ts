// The embedded wallet of one modal, framework-free: the secure frame, who is signed in, the
// sessions it gives each namespace, the sign-in flows (e-mail code, social popup, Farcaster, the
// Telegram redirect), the e-mail change, and the SPEC §6 gate with ApproveTransaction for calls
// that need the person's approval. Views read its stores and call its functions.
import {
  DEFAULT_ALLOWED_ANCESTORS,
  gangwayError,
  isOriginAllowed,
  isString,
  isStringRecord,
  perModal,
  rpcErrorCodes,
  storageKeys,
  toastMessages,
  view,
  type Account,
  type CaipNetworkId,
  type Namespace,
  type Network,
  type PluginApi,
  type RpcMethodClasses,
  type SessionChange,
  type WalletEntry,
  type WalletRequestArgs,
  type WalletSession,
} from 'gangway'
import { atom } from 'nanostores'
import { AUTH_CONNECTOR_ID, contextOf, loginCacheKeys } from './context'
import { base58, utf8Hex } from './encoding'
import { createFrameClient, FrameError, type FrameClient } from './frame-client'
import { iframeTransport, type FrameRect } from './frame-transport'
import { type ConnectedUser, type FrameSocialProvider } from './protocol'
import { authDisplayName, emailWaitSeconds, takeResultUri, telegramPlatform } from './rules'
import { createSocialPopups } from './social-popup'

/** SPEC §9: the social popup, and how often it is checked for closing. */
export { POPUP_HEIGHT, POPUP_POLL_MS, POPUP_WIDTH } from './social-popup'
/** SPEC §9 'Farcaster reload delay'. */
export const FARCASTER_RELOAD_DELAY_MS = 100
/** SPEC §8: the disallowed-call toast waits this long. */
export const NOT_ALLOWED_TOAST_DELAY_MS = 300

export interface EmbeddedUser {
  email?: string | null
  userName?: string | null
  socialProvider?: ConnectedUser['socialProvider']
  /** The address the embedded wallet holds in each namespace the person used. */
  addresses: Partial<Record<Namespace, string>>
}

/** The account types the embedded wallet holds on eip155 (SPEC §6). */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** An approval the person is being asked for (ApproveTransaction shows the frame over itself). */
export interface PendingApproval {
  method: string
  namespace: Namespace
}

const isNumber = (v: unknown): v is number => typeof v === 'number'
const isTrue = (v: unknown): v is true => v === true
const userRejected = () => Object.assign(new Error('User rejected the request.'), { code: rpcErrorCodes.USER_REJECTED })
const toCaip = (namespace: Namespace, chainId: string | number): CaipNetworkId => (typeof chainId === 'number' || /^\d+$/.test(chainId) ? `${namespace}:${chainId}` : (chainId as CaipNetworkId))

/** The chain id the frame takes for a network: a number on eip155, CAIP-2 elsewhere. */
export const frameChainId = (network: Network): string | number => (network.chainNamespace === 'eip155' ? Number(network.id) : network.caipNetworkId)

function classify(classes: RpcMethodClasses | undefined, method: string): 'safe' | 'approval' | 'unknown' {
  if (!classes) return 'unknown'
  if (classes.approval.includes(method)) return 'approval'
  if (classes.safe.includes(method) || classes.safePrefixes?.some((prefix) => method.startsWith(prefix))) return 'safe'
  return 'unknown'
}

export function createEmbeddedController(api: PluginApi) {
  const { options, registry, chains, connector } = contextOf(api)
  const { storage, log } = api.context
  const win = api.context.env.window
  const secureOrigin = new URL(options.secureSiteUrl).origin
  const $user = atom<EmbeddedUser | undefined>()
  const $approval = atom<PendingApproval | undefined>()
  const $farcasterUrl = atom<string | undefined>()
  /** SPEC §8: a failed smart-account network fetch stores an empty list. */
  const $smartAccountNetworks = atom<number[]>([])
  /** The person's eip155 smart account on the active network, when smart accounts are enabled there (SPEC §3 smartAccountDeployed). */
  const $smartAccount = atom<{ address: string; deployed: boolean } | undefined>()
  const sessions = new Map<Namespace, { session: WalletSession; emit(change: SessionChange): void }>()
  let client: FrameClient | undefined
  let restoring: Promise<boolean> | undefined
  let pendingEmail: string | undefined
  let approvals: Promise<unknown> = Promise.resolve()

  // --- the frame --------------------------------------------------------------------------------
  const zIndex = () => Number(api.options.themeVariables['--gw-z-index'] ?? 999) + 1
  const syncTheme = (c: FrameClient) =>
    c.request('SYNC_THEME', { themeMode: api.stores.$themeMode.get(), themeVariables: api.options.themeVariables }).catch((error: unknown) => log.warn('theme sync failed', error))
  const syncDapp = (c: FrameClient) => {
    const { metadata, sdkType, sdkVersion, projectId } = api.options
    return c.request('SYNC_DAPP_DATA', { ...(metadata ?? {}), sdkType, sdkVersion, projectId }).catch((error: unknown) => log.warn('dapp data sync failed', error))
  }

  /** The secure frame, created on first need (never before the modal shows a way in, or a stored session asks). */
  function frame(): FrameClient {
    if (client) return client
    if (!win && !options.transport) throw new Error('The embedded wallet needs a browser window')
    const transport = options.transport?.(api) ?? iframeTransport(win!, { secureSiteUrl: options.secureSiteUrl, zIndex: zIndex() })
    const c = createFrameClient(transport, { alert: (code) => api.alerts.show(code), log: (message, detail) => log.warn(message, detail) })
    client = c
    c.onSignedOut(() => endSession())
    void c.ready().then(
      async () => {
        await Promise.all([syncTheme(c), syncDapp(c)])
        await smartAccountNetworks()
      },
      (error: unknown) => log.error('the secure frame did not load', error),
    )
    api.stores.$themeMode.listen(() => void syncTheme(c))
    return c
  }

  /** SPEC §3 smartAccountEnabledNetworks, asked once the frame is ready; a failed fetch stores an empty list (SPEC §8). */
  let networksAsked: Promise<number[]> | undefined
  function smartAccountNetworks(): Promise<number[]> {
    networksAsked ??= frame()
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      .then(
        (answer) => answer.smartAccountEnabledNetworks,
        (error: unknown) => {
          log.warn('smart-account networks', error)
          return []
        },
      )
      .then((list) => ($smartAccountNetworks.set(list), list))
    return networksAsked
  }

  /** SPEC §3, §6: the account type the person prefers in a namespace: stored choice, else the host's default, else the namespace's. */
  function preferredType(namespace: Namespace): EmbeddedAccountType {
    const stored = storage.get(storageKeys.preferredAccountTypes, isStringRecord)?.[namespace]
    const choice = stored ?? api.options.defaultAccountTypes[namespace] ?? api.namespaces.get(namespace)?.defaultAccountType
    return choice === 'smartAccount' ? 'smartAccount' : 'eoa'
  }

  /** Follows what the frame answered about the eip155 account (SPEC §4 connect event); the toast when a smart account was wanted but the network has none. */
  function noteAccountType(namespace: Namespace, user: ConnectedUser, wanted: EmbeddedAccountType): void {
    if (namespace !== 'eip155') return
    const smart = user.accounts.find((a) => a.type === 'smartAccount')
    $smartAccount.set(smart ? { address: smart.address, deployed: user.smartAccountDeployed ?? false } : undefined)
    // Only where this deployment has smart accounts somewhere: one without any keeps quiet. The list comes
    // when the frame answers; the connection never waits for it (a frame reloading may drop the question).
    if (wanted === 'smartAccount' && !smart) void smartAccountNetworks().then((list) => list.length > 0 && api.toast.show(toastMessages.NO_SMART_ACCOUNTS, 'error'))
  }

  // --- login cache (SPEC §4) -----------------------------------------------------------------------
  function setLoginSuccess(o: { email?: string | null; social?: FrameSocialProvider | 'farcaster'; username?: string | null }): void {
    storage.set(loginCacheKeys.emailLoginUsed, true)
    storage.remove(loginCacheKeys.lastEmailLoginTime)
    if (o.email) storage.set(loginCacheKeys.email, o.email)
    if (o.social) storage.set(storageKeys.socialProvider, o.social)
    else storage.remove(storageKeys.socialProvider)
    if (o.username) storage.set(storageKeys.socialUsername, o.username)
  }
  function clearLoginCache(): void {
    for (const key of [loginCacheKeys.emailLoginUsed, loginCacheKeys.email, loginCacheKeys.lastChain, storageKeys.socialUsername]) storage.remove(key)
  }

  // --- sessions -----------------------------------------------------------------------------------
  const networkFor = (namespace: Namespace): Network | undefined => {
    const active = api.stores.$activeNetwork.get()
    if (active?.chainNamespace === namespace) return active
    const last = storage.get(loginCacheKeys.lastChain, isString)
    const networks = api.stores.$networks.get().filter((n) => n.chainNamespace === namespace)
    return networks.find((n) => n.caipNetworkId === last) ?? networks[0]
  }

  function remember(user: ConnectedUser, namespace: Namespace): void {
    const previous = $user.get()
    $user.set({ email: user.email, userName: user.userName, socialProvider: user.socialProvider, addresses: { ...previous?.addresses, [namespace]: user.address } })
  }

  function makeSession(namespace: Namespace, user: ConnectedUser): WalletSession {
    let accounts: Account[] = user.accounts.length ? user.accounts.map((a) => ({ address: a.address, type: a.type })) : [{ address: user.address, type: 'eoa' }]
    let chainId = toCaip(namespace, user.chainId)
    const listeners = new Set<(change: SessionChange) => void>()
    const emit = (change: SessionChange) => listeners.forEach((listener) => listener(change))
    const session: WalletSession = {
      get accounts() {
        return accounts
      },
      get chainId() {
        return chainId
      },
      walletInfo: { name: authDisplayName(user) ?? 'Email & Socials' },
      // Not a catalogue wallet: the recent wallets keep no entry for it.
      walletId: null,
      async signMessage(message, address) {
        if (namespace === 'solana') {
          const { signature } = (await session.request!({ method: 'solana_signMessage', params: { message: base58(new TextEncoder().encode(message)), pubkey: address } })) as { signature: string }
          return signature
        }
        return (await session.request!({ method: 'personal_sign', params: [utf8Hex(message), address] })) as string
      },
      async switchNetwork(network) {
        const answer = await frame().request('SWITCH_NETWORK', { chainId: frameChainId(network) })
        chainId = toCaip(namespace, answer.chainId)
        storage.set(loginCacheKeys.lastChain, chainId)
        emit({ type: 'chain', chainId })
        // eip155: the smart account exists only where smart accounts are enabled; elsewhere the EOA acts.
        if (namespace === 'eip155') await refreshAccounts(namespace, network)
      },
      request: (args) => gatedRequest(namespace, () => chainId, args),
      onChange(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      disconnect: () => signOut(),
    }
    sessions.set(namespace, {
      session,
      emit: (change) => {
        if (change.type === 'accounts') accounts = [...change.accounts]
        emit(change)
      },
    })
    return session
  }

  /** A namespace's session, once the frame is signed in (the connector's connect()). */
  async function openSession(namespace: Namespace): Promise<WalletSession> {
    const network = networkFor(namespace)
    if (!network) throw gangwayError('NETWORK_NOT_FOUND')
    const wanted = preferredType(namespace)
    const user = await frame().request('GET_USER', { chainId: frameChainId(network), preferredAccountType: wanted })
    noteAccountType(namespace, user, wanted)
    remember(user, namespace)
    storage.set(loginCacheKeys.lastChain, toCaip(namespace, user.chainId))
    return makeSession(namespace, user)
  }

  /** SPEC §4 Startup: the stored connection comes back only once the frame says it is still signed in. */
  async function restoreSession(namespace: Namespace): Promise<WalletSession | null> {
    if (!storage.get(loginCacheKeys.emailLoginUsed, isTrue)) return null
    restoring ??= frame()
      .request('IS_CONNECTED')
      .then(({ isConnected }) => {
        if (!isConnected) endSession()
        return isConnected
      })
    restoring.catch(() => (restoring = undefined))
    return (await restoring) ? openSession(namespace) : null
  }

  /** Signed in through the frame: connect every namespace the embedded wallet serves here, then what comes next (sign-in, or close). */
  async function connectAll(): Promise<void> {
    restoring = Promise.resolve(true)
    const connectors = chains.map((ns) => connector(ns))
    connectors.forEach((c) => registry.add(c))
    const entry: WalletEntry = { id: AUTH_CONNECTOR_ID, name: 'Email & Socials', connectors, recent: false, installed: false }
    await api.connectWallet(entry)
    await api.completeConnection()
  }

  /** The frame signed out (sign-out, an expired session, or a check that says not connected). */
  function endSession(): void {
    clearLoginCache()
    restoring = undefined
    $user.set(undefined)
    $farcasterUrl.set(undefined)
    // The active namespace last: the modal then keeps the network the person was on.
    const active = api.stores.$activeNamespace.get()
    const live = [...sessions.entries()].sort(([a], [b]) => Number(a === active) - Number(b === active))
    sessions.clear()
    live.forEach(([, s]) => s.emit({ type: 'disconnect' }))
    // The embedded wallet is reached through Connect's sections, never as a row of the wallet list.
    for (const ns of chains) registry.remove(AUTH_CONNECTOR_ID, ns)
  }

  async function signOut(): Promise<void> {
    if (client) await client.signOut()
    endSession()
  }

  // --- SPEC §5 allowed origin --------------------------------------------------------------------
  /** Whether this page may start an e-mail or social sign-in: its origin on the project's list or the default ancestors. */
  async function originAllowed(): Promise<boolean> {
    const origin = win?.location.origin
    if (!origin || !api.options.services.api) return true
    const allowed = await (await api.services()).allowedOrigins()
    if (isOriginAllowed(origin, [...allowed, ...DEFAULT_ALLOWED_ANCESTORS])) return true
    api.alerts.show('INVALID_APP_CONFIGURATION')
    return false
  }
  const notAllowed = () => new Error("This site's origin is not allowed to use e-mail or social sign-in")

  // --- e-mail -------------------------------------------------------------------------------------
  async function sendEmailCode(email: string): Promise<void> {
    const wait = emailWaitSeconds(storage.get(loginCacheKeys.lastEmailLoginTime, isNumber), Date.now())
    if (wait > 0) throw gangwayError('TRY_AGAIN_AFTER', wait)
    if (!(await originAllowed())) throw notAllowed()
    const { action } = await frame().request('CONNECT_EMAIL', { email })
    storage.set(loginCacheKeys.lastEmailLoginTime, Date.now())
    pendingEmail = email
    if (action === 'VERIFY_DEVICE') await frame().request('CONNECT_DEVICE')
  }

  async function verifyEmailCode(otp: string): Promise<void> {
    await frame().request('CONNECT_OTP', { otp })
    setLoginSuccess({ email: pendingEmail })
    await connectAll()
  }

  // --- socials ------------------------------------------------------------------------------------
  const track = (event: string, provider: string) => api.events.emit('analytics', { event, properties: { provider } })

  const popups = createSocialPopups(api, secureOrigin)
  const openPopup = popups.open
  const popupResult = popups.result

  async function completeSocial(provider: FrameSocialProvider, resultUri: string): Promise<void> {
    track('SOCIAL_LOGIN_REQUEST_USER_DATA', provider)
    api.toast.show(toastMessages.AUTHENTICATING, 'loading')
    try {
      const network = networkFor(chains[0] ?? 'eip155')
      const user = await frame().request('CONNECT_SOCIAL', { uri: resultUri, preferredAccountType: preferredType('eip155'), ...(network ? { chainId: frameChainId(network) } : {}) })
      setLoginSuccess({ email: user.email, social: provider, username: user.userName })
      await connectAll()
      api.toast.hide()
      track('SOCIAL_LOGIN_SUCCESS', provider)
    } catch (error) {
      api.toast.hide()
      track('SOCIAL_LOGIN_ERROR', provider)
      throw error
    }
  }

  /** SPEC §4 social login through the popup (or, in a Telegram mini app, a redirect of the page). */
  async function socialLogin(provider: FrameSocialProvider, popup: Window | null): Promise<void> {
    try {
      await popupSignIn(provider, popup)
    } finally {
      popups.settled(popup)
    }
  }

  async function popupSignIn(provider: FrameSocialProvider, popup: Window | null): Promise<void> {
    track('SOCIAL_LOGIN_STARTED', provider)
    const telegram = telegramPlatform(win) !== undefined
    let uri: string
    try {
      if (!(await originAllowed())) throw notAllowed()
      ;({ uri } = await frame().request('GET_SOCIAL_REDIRECT_URI', { provider, ...(telegram && win ? { returnUrl: win.location.href } : {}) }))
    } catch (error) {
      popup?.close()
      log.error('social login could not start', error)
      api.toast.show(toastMessages.AUTH_INIT_FAILED, 'error')
      track('SOCIAL_LOGIN_ERROR', provider)
      throw gangwayError('FAILED_SOCIAL')
    }
    if (telegram && win) {
      storage.set(storageKeys.socialProvider, provider)
      win.location.href = uri
      return new Promise(() => undefined) // the page goes to the provider and comes back with result_uri
    }
    if (!popup || popup.closed) throw gangwayError('POPUP_CLOSED')
    popup.location.href = uri
    let resultUri: string
    try {
      resultUri = await popupResult(popup)
    } catch (error) {
      track('SOCIAL_LOGIN_ERROR', provider)
      throw error
    }
    popup.close()
    await completeSocial(provider, resultUri)
  }

  /** SPEC §2: a Telegram sign-in came back: result_uri is read, removed from the address bar, and the sign-in finishes. */
  async function finishRedirect(): Promise<void> {
    if (!win) return
    const { resultUri, cleaned } = takeResultUri(win.location.href)
    if (!resultUri) return
    win.history.replaceState(win.history.state, '', cleaned)
    const provider = storage.get(storageKeys.socialProvider, isString) as FrameSocialProvider | undefined
    try {
      await completeSocial(provider ?? 'google', resultUri)
    } catch (error) {
      log.error('the social sign-in did not finish', error)
      api.toast.show(error instanceof Error ? error.message : toastMessages.AUTH_INIT_FAILED, 'error')
    }
  }

  // --- Farcaster ----------------------------------------------------------------------------------
  /** SPEC §4: for Farcaster, the address is fetched first (then shown as a QR code and a link). One at a time. */
  let farcasterAsking: Promise<string> | undefined
  function farcasterUri(): Promise<string> {
    const known = $farcasterUrl.get()
    if (known) return Promise.resolve(known)
    farcasterAsking ??= (async () => {
      track('SOCIAL_LOGIN_STARTED', 'farcaster')
      try {
        const { url } = await frame().request('GET_FARCASTER_URI')
        $farcasterUrl.set(url)
        return url
      } catch (error) {
        log.error('farcaster uri', error)
        throw gangwayError('FAILED_TO_CONNECT_FARCASTER')
      } finally {
        farcasterAsking = undefined
      }
    })()
    return farcasterAsking
  }

  /** Waits for the approval of the channel shown; one wait at a time, whoever asks. */
  let farcasterWaiting: Promise<void> | undefined
  function farcasterConnect(): Promise<void> {
    farcasterWaiting ??= (async () => {
      try {
        const { userName } = await frame().request('CONNECT_FARCASTER')
        $farcasterUrl.set(undefined)
        setLoginSuccess({ social: 'farcaster', username: userName })
        await connectAll()
        track('SOCIAL_LOGIN_SUCCESS', 'farcaster')
      } catch (error) {
        log.error('farcaster sign-in', error)
        track('SOCIAL_LOGIN_ERROR', 'farcaster')
        $farcasterUrl.set(undefined)
        // A fresh frame for the next try, a moment later (SPEC §9 Farcaster reload delay).
        setTimeout(() => void frame().request('RELOAD').catch(() => undefined), FARCASTER_RELOAD_DELAY_MS)
        throw gangwayError('FAILED_TO_CONNECT_FARCASTER')
      } finally {
        farcasterWaiting = undefined
      }
    })()
    return farcasterWaiting
  }

  // --- e-mail change (SPEC §4, §5) ------------------------------------------------------------------
  function requireEmailOrSocial(): void {
    const live = [...sessions.keys()].some((ns) => api.session(ns) && api.stores.$accounts.get()[ns]?.connectorId === AUTH_CONNECTOR_ID)
    if (!live) throw gangwayError('NO_AUTH_CONNECTOR')
    const user = $user.get()
    if (!user || (!user.email && !user.socialProvider)) throw gangwayError('NOT_EMAIL_OR_SOCIAL')
  }
  async function updateEmail(email: string) {
    requireEmailOrSocial()
    return (await frame().request('UPDATE_EMAIL', { email })).action
  }
  async function updateEmailPrimary(otp: string): Promise<void> {
    requireEmailOrSocial()
    await frame().request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
  }
  async function updateEmailSecondary(otp: string): Promise<string> {
    requireEmailOrSocial()
    const { newEmail } = await frame().request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
    const user = $user.get()
    if (user) $user.set({ ...user, email: newEmail })
    if (storage.get(loginCacheKeys.email, isString)) storage.set(loginCacheKeys.email, newEmail)
    return newEmail
  }
  /** The e-mail the frame holds now (SPEC §4: polled every 1 s while an e-mail change is under way). */
  async function currentEmail(): Promise<string | null | undefined> {
    const network = networkFor(chains[0] ?? 'eip155')
    if (!network) return $user.get()?.email
    const user = await frame().request('GET_USER', { chainId: frameChainId(network) })
    return user.email
  }

  // --- SPEC §6: the gate, and ApproveTransaction -----------------------------------------------------
  async function gatedRequest(namespace: Namespace, chainId: () => CaipNetworkId, args: WalletRequestArgs): Promise<unknown> {
    const classes = await api.namespaces.get(namespace)?.capabilities.rpc?.()
    const kind = classify(classes, args.method)
    const frameChain = () => {
      const network = api.stores.$networks.get().find((n) => n.caipNetworkId === chainId())
      return network ? frameChainId(network) : chainId()
    }
    if (kind === 'unknown') {
      log.error(`${gangwayError('RPC_NOT_ALLOWED').message}: ${args.method}`)
      setTimeout(() => api.toast.show(toastMessages.ACTION_NOT_ALLOWED, 'error'), NOT_ALLOWED_TOAST_DELAY_MS)
      throw gangwayError('RPC_NOT_ALLOWED')
    }
    const payload = { method: args.method, ...(args.params === undefined ? {} : { params: args.params }), chainId: frameChain() }
    if (kind === 'safe') return unwrap(frame().request('RPC_REQUEST', payload))
    // One approval at a time: a second waits for the first to settle.
    const run = approvals.then(() => approve(namespace, payload))
    approvals = run.catch(() => undefined)
    return run
  }

  const unwrap = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      // A wallet error keeps its code (4001 for a refusal: 'Signature declined' in the views).
      if (error instanceof FrameError && error.code !== undefined) throw Object.assign(new Error(error.message), { code: error.code })
      throw error
    })

  async function approve(namespace: Namespace, payload: { method: string; params?: unknown; chainId: string | number }): Promise<unknown> {
    const c = frame()
    await c.ready()
    $approval.set({ method: payload.method, namespace })
    if (api.stores.$open.get()) api.router.push(view('ApproveTransaction'))
    else api.open({ view: view('ApproveTransaction') })
    // The person leaving the view (Back, Close, Escape) refuses the request.
    const leave = new AbortController()
    const onTop = () => api.stores.$open.get() && api.router.current().name === 'ApproveTransaction'
    const stopStack = api.stores.$stack.listen(() => !onTop() && leave.abort(userRejected()))
    const stopOpen = api.stores.$open.listen(() => !onTop() && leave.abort(userRejected()))
    let succeeded = false
    try {
      const result = await unwrap(c.request('RPC_REQUEST', payload, { signal: leave.signal }))
      succeeded = true
      return result
    } finally {
      stopStack()
      stopOpen()
      $approval.set(undefined)
      c.transport.show(undefined)
      // SPEC §4: success reads the balance again and pops the view (or closes the modal it opened). After
      // an error the feature that asked pops its transaction first (the kernel's transaction stack:
      // Send goes back to its review); whatever is still on ApproveTransaction then pops, or closes.
      if (succeeded) {
        void api.refreshBalance({ namespace, force: true })
        // The deployed flag follows the first user operation (SPEC §3 smartAccountDeployed).
        if ($smartAccount.get() && !$smartAccount.get()!.deployed && /^(eth_sendTransaction|wallet_sendCalls)$/.test(payload.method)) void refreshSmartAccount()
        if (onTop()) api.router.goBack()
      } else setTimeout(() => onTop() && api.router.goBack(), 0)
    }
  }

  // --- smart accounts (SPEC §4, §5) ------------------------------------------------------------------
  /** The eip155 accounts again (after a network switch): both where smart accounts are enabled, the EOA elsewhere. */
  async function refreshAccounts(namespace: Namespace, network: Network, preferredAccountType?: EmbeddedAccountType): Promise<void> {
    const wanted = preferredAccountType ?? preferredType(namespace)
    const user = await frame().request('GET_USER', { chainId: frameChainId(network), preferredAccountType: wanted })
    noteAccountType(namespace, user, wanted)
    remember(user, namespace)
    sessions.get(namespace)?.emit({ type: 'accounts', accounts: user.accounts, ...(preferredAccountType ? { preferredAccountType } : {}) })
  }

  async function refreshSmartAccount(): Promise<void> {
    if (!$smartAccount.get()) return
    try {
      const { address, isDeployed } = await frame().request('INIT_SMART_ACCOUNT')
      $smartAccount.set({ address, deployed: isDeployed })
    } catch (error) {
      log.warn('smart account state', error)
    }
  }

  /** SPEC §5: switching to the smart account only where smart accounts are enabled and the preferred type is eoa. */
  function canSwitchToSmartAccount(): boolean {
    const network = api.stores.$activeNetwork.get()
    if (network?.chainNamespace !== 'eip155' || !$smartAccountNetworks.get().includes(Number(network.id))) return false
    return (api.stores.$accounts.get().eip155?.preferredAccountType ?? preferredType('eip155')) === 'eoa'
  }

  /** The person picks the account type in Account; SPEC §4: a failure to set it falls back to EOA. */
  async function setAccountType(type: EmbeddedAccountType): Promise<void> {
    const network = networkFor('eip155')
    if (!network || !sessions.has('eip155')) throw gangwayError('NO_AUTH_CONNECTOR')
    if (type === 'smartAccount' && !canSwitchToSmartAccount()) throw new Error(toastMessages.NO_SMART_ACCOUNTS)
    let chosen: EmbeddedAccountType = type
    try {
      await frame().request('SET_PREFERRED_ACCOUNT', { type: chosen })
    } catch (error) {
      log.error('the account type could not be set', error)
      chosen = 'eoa'
      await frame().request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined)
    }
    await refreshAccounts('eip155', network, chosen)
    if (chosen !== type) throw new Error('The smart account could not be selected: using the EOA')
  }

  /** ApproveTransaction puts the frame over its card area (or hides it). */
  function placeFrame(rect: FrameRect | undefined): void {
    client?.transport.show(rect && $approval.get() ? rect : undefined)
  }

  return {
    $user,
    $approval,
    $farcasterUrl,
    $smartAccountNetworks,
    $smartAccount,
    refreshSmartAccount,
    setAccountType,
    canSwitchToSmartAccount,
    /** Start loading the frame (Connect shows a way in): the sign-in answers sooner. */
    preload: () => void frame().ready().catch(() => undefined),
    ready: () => frame().ready(),
    displayName: () => {
      const user = $user.get()
      return user ? authDisplayName(user) : undefined
    },
    openSession,
    restoreSession,
    signOut,
    sendEmailCode,
    verifyEmailCode,
    lastEmail: () => pendingEmail,
    openPopup,
    socialLogin,
    finishRedirect,
    farcasterUri,
    farcasterConnect,
    updateEmail,
    updateEmailPrimary,
    updateEmailSecondary,
    currentEmail,
    placeFrame,
    isConnected: () => sessions.size > 0,
  }
}

export type EmbeddedController = ReturnType<typeof createEmbeddedController>

export const embeddedController = perModal(createEmbeddedController)
