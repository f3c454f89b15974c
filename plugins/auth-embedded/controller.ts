// The embedded wallet of one modal, framework-free: the secure frame, who is signed in, the sessions it
// gives each namespace and the sign-in flows (e-mail code, social popup, the Telegram redirect). Its other
// parts live next to it: Farcaster (farcaster-channel.ts), the e-mail change (email-change.ts), the SPEC §6
// gate with ApproveTransaction (approval-gate.ts), smart accounts (smart-account.ts), the social popup
// (social-popup.ts). Views read its stores and call its functions.
import {
  DEFAULT_ALLOWED_ANCESTORS,
  gangwayError,
  isOriginAllowed,
  isString,
  isUserRejection,
  perModal,
  storageKeys,
  toastMessages,
  type Account,
  type Namespace,
  type Network,
  type PluginApi,
  type SessionChange,
  type WalletEntry,
  type WalletSession,
} from 'gangway'
import { atom } from 'nanostores'
import { createApprovalGate, type PendingApproval } from './approval-gate'
import { frameChainId, toCaip } from './chain-ids'
import { AUTH_CONNECTOR_ID, contextOf, loginCacheKeys } from './context'
import { createEmailChange } from './email-change'
import type { EmbeddedUser } from './embedded-user'
import { INVALID_EMAIL, isEmail } from './email'
import { base58, utf8Hex } from './encoding'
import { createLoginCache } from './login-cache'
import { createFarcasterChannel } from './farcaster-channel'
import { createFrameClient, type FrameClient } from './frame-client'
import { iframeTransport } from './frame-transport'
import { type ConnectedUser, type FrameSocialProvider } from './protocol'
import { authDisplayName, EMAIL_LOGIN_WAIT_MS, emailWaitSeconds, takeResultUri, telegramPlatform } from './rules'
import { createSmartAccounts } from './smart-account'
import { createSocialPopups } from './social-popup'

/** SPEC §9: the social popup, and how often it is checked for closing. */
export { POPUP_HEIGHT, POPUP_POLL_MS, POPUP_WIDTH } from './social-popup'
export { FARCASTER_RELOAD_DELAY_MS } from './farcaster-channel'
export { NOT_ALLOWED_TOAST_DELAY_MS, type PendingApproval } from './approval-gate'
export { frameChainId } from './chain-ids'
export type { EmbeddedUser } from './embedded-user'
import type { EmbeddedAccountType } from './smart-account'
export type { EmbeddedAccountType } from './smart-account'

const isNumber = (v: unknown): v is number => typeof v === 'number'
const isTrue = (v: unknown): v is true => v === true


export function createEmbeddedController(api: PluginApi) {
  const { options, registry, chains, connector, onDestroy } = contextOf(api)
  const { storage, log } = api.context
  const win = api.context.env.window
  const secureOrigin = new URL(options.secureSiteUrl).origin
  const $user = atom<EmbeddedUser | undefined>()
  const $approval = atom<PendingApproval | undefined>()
  const $farcasterUrl = atom<string | undefined>()
  const sessions = new Map<Namespace, { session: WalletSession; emit(change: SessionChange): void; rename(name: string): void }>()
  let client: FrameClient | undefined
  let restoring: Promise<boolean> | undefined
  let pendingEmail: string | undefined

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
    let destroyed = false
    void c.ready().then(
      async () => {
        await Promise.all([syncTheme(c), syncDapp(c)])
        await smartAccountNetworks()
      },
      (error: unknown) => destroyed || log.error('the secure frame did not load', error),
    )
    const stopTheme = api.stores.$themeMode.listen(() => void syncTheme(c))
    onDestroy(() => {
      destroyed = true
      stopTheme()
      c.destroy()
    })
    return c
  }

  // --- login cache (SPEC §4, login-cache.ts) ------------------------------------------------------
  const { setLoginSuccess, clearLoginCache } = createLoginCache(storage)

  // --- sessions -----------------------------------------------------------------------------------
  const networkFor = (namespace: Namespace): Network | undefined => {
    const active = api.stores.$activeNetwork.get()
    if (active?.chainNamespace === namespace) return active
    const last = storage.get(loginCacheKeys.lastChain, isString)
    const networks = api.stores.$networks.get().filter((n) => n.chainNamespace === namespace)
    return networks.find((n) => n.caipNetworkId === last) ?? networks[0]
  }

  const smart = createSmartAccounts({
    api,
    frame,
    networkFor,
    remember,
    emit: (namespace, change) => sessions.get(namespace)?.emit(change),
  })
  const { smartAccountNetworks, preferredType, noteConnected, refreshAccounts } = smart
  const gate = createApprovalGate({ api, frame, currentFrame: () => client, $approval, approved: (_namespace, method) => smart.afterSend(method) })

  function remember(user: ConnectedUser, namespace: Namespace): void {
    const previous = $user.get()
    $user.set({ email: user.email, userName: user.userName, socialProvider: user.socialProvider, addresses: { ...previous?.addresses, [namespace]: user.address } })
  }

  function makeSession(namespace: Namespace, user: ConnectedUser): WalletSession {
    let accounts: Account[] = user.accounts.length ? user.accounts.map((a) => ({ address: a.address, type: a.type })) : [{ address: user.address, type: 'eoa' }]
    let chainId = toCaip(namespace, user.chainId)
    let walletInfo = { name: authDisplayName(user) ?? 'Email & Socials' }
    const listeners = new Set<(change: SessionChange) => void>()
    const emit = (change: SessionChange) => listeners.forEach((listener) => listener(change))
    const session: WalletSession = {
      get accounts() {
        return accounts
      },
      get chainId() {
        return chainId
      },
      get walletInfo() {
        return walletInfo
      },
      // One sign-in serves every namespace: signing out (disconnect) ends them all.
      get sharedWith() {
        return [...sessions.keys()].filter((ns) => ns !== namespace)
      },
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
      request: (args) => gate.gatedRequest(namespace, () => chainId, args),
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
      rename: (name) => {
        if (name === walletInfo.name) return
        walletInfo = { name }
        emit({ type: 'wallet', walletInfo })
      },
    })
    return session
  }

  // SPEC §3, §5: each session is named after who is signed in; a new e-mail renames them (Account's
  // 'Connected with'), as a reload would.
  $user.listen((user) => {
    const name = user && authDisplayName(user)
    if (name) for (const live of sessions.values()) live.rename(name)
  })

  /** A namespace's session, once the frame is signed in (the connector's connect()). */
  async function openSession(namespace: Namespace): Promise<WalletSession> {
    const network = networkFor(namespace)
    if (!network) throw gangwayError('NETWORK_NOT_FOUND')
    const wanted = preferredType(namespace)
    const user = await frame().request('GET_USER', { chainId: frameChainId(network), preferredAccountType: wanted })
    noteConnected(namespace, user, wanted)
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
    // SPEC §5: checked here, before the frame sees it (which refuses it too).
    if (!isEmail(email)) throw new Error(INVALID_EMAIL)
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
      // SPEC §4: a sign-in the person refused at the provider rejects with 'Connection rejected'.
      throw isUserRejection(error) ? gangwayError('CONNECTION_REJECTED') : error
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

  const farcaster = createFarcasterChannel({ api, frame, $farcasterUrl, track, setLoginSuccess, connectAll })
  const emailChange = createEmailChange({ api, frame, $user, sessionNamespaces: () => [...sessions.keys()], network: () => networkFor(chains[0] ?? 'eip155') })

  return {
    $user,
    $approval,
    $farcasterUrl,
    $smartAccountNetworks: smart.$smartAccountNetworks,
    $smartAccount: smart.$smartAccount,
    refreshSmartAccount: smart.refreshSmartAccount,
    setAccountType: (type: EmbeddedAccountType) => smart.setAccountType(type, sessions.has('eip155')),
    canSwitchToSmartAccount: smart.canSwitchToSmartAccount,
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
    /** SPEC §9: when another code may be asked for, as a Date.now() time (past once one may). */
    nextEmailCodeAt: () => (storage.get(loginCacheKeys.lastEmailLoginTime, isNumber) ?? 0) + EMAIL_LOGIN_WAIT_MS,
    verifyEmailCode,
    lastEmail: () => pendingEmail,
    openPopup,
    socialLogin,
    finishRedirect,
    ...farcaster,
    ...emailChange,
    placeFrame: gate.placeFrame,
    isConnected: () => sessions.size > 0,
  }
}

export type EmbeddedController = ReturnType<typeof createEmbeddedController>

export const embeddedController = perModal(createEmbeddedController)
