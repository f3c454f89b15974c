// The sign-in flow of one modal (SPEC §4 SIWX, §5), framework-free. After an account connects with
// no session, SIWXSignMessage opens; signing stores a session on the server and closes the modal;
// cancel disconnects when sign-in is required, else closes. Disconnecting revokes what was signed.
import { isUserRejection, perModal, toastMessages, type CaipNetworkId, type Namespace, type PluginApi } from 'gangway'
import { atom } from 'nanostores'
import { siwxMessage, type SiwxMessageData } from './message'
import { settingsOf, SIWX_VIEW } from './settings'
import { serverSessions, siweStrategy } from './strategy'
import type { SiwxSession, SiwxSettings, SiwxStrategy } from './types'

export interface SiwxState {
  signing: boolean
  /** Why the last attempt failed (the server's reason), shown on the view. */
  error?: string
}

/** EIP-4361 is CAIP-122 for the family whose plugin names itself 'Ethereum': the one `siweConfig` serves. */
const EIP4361_CHAIN_NAME = 'Ethereum'
const DEFAULT_STATEMENT = 'Sign in with your wallet. This request costs nothing and sends nothing.'

/** SPEC §5: SIWX needs sign-in enabled, an active address and an active network. */
export function signInProblem(o: { enabled: boolean; address?: string; network?: CaipNetworkId }): string | undefined {
  if (!o.enabled) return 'Sign-in is not enabled'
  if (!o.address) return 'No active address'
  if (!o.network) return 'No active network'
  return undefined
}

/** A session counts for `chainId` and `address` until its Expiration Time. */
export function isLiveSession(session: SiwxSession, chainId: string, address: string, normalize: (a: string) => string = (a) => a, now = Date.now()): boolean {
  const { data } = session
  return data.chainId === chainId && normalize(data.accountAddress) === normalize(address) && (!data.expirationTime || Date.parse(data.expirationTime) > now)
}

/** A session this page holds: its chain, the address as signed, and the signature that opened it (when known). */
type Signed = [chainId: CaipNetworkId, address: string, signature?: string]

export function createSiwxController(api: PluginApi, settings: SiwxSettings) {
  const $siwx = atom<SiwxState>({ signing: false })
  const given = settings.strategy ?? (settings.siwe ? siweStrategy(settings.siwe) : serverSessions())
  const strategy: SiwxStrategy = typeof given === 'function' ? given(api) : given
  /** `chain|address` (normalized) of the accounts holding a session, as far as this page knows. */
  const held = new Set<string>()
  /** What each namespace signed in as, to revoke when it disconnects: key → chain, address as signed, and its signature. */
  const signedIn = new Map<Namespace, Map<string, Signed>>()
  /** Checks and revocations in flight, for `idle()`. */
  const inFlight = new Set<Promise<unknown>>()
  const track = <T>(work: Promise<T>): Promise<T> => {
    const settled = work.catch(() => undefined).finally(() => inFlight.delete(settled))
    inFlight.add(settled)
    return work
  }

  const active = () => {
    const account = api.stores.$account.get()
    const network = api.stores.$activeNetwork.get()
    const plugin = account.namespace ? api.namespaces.get(account.namespace) : undefined
    const chainName = plugin?.capabilities.signIn?.chainName
    const feature = api.features.find((f) => f.views.includes(SIWX_VIEW))
    const enabled = Boolean(feature && chainName && api.isEnabled(feature, account.namespace) && (!settings.siwe || chainName === EIP4361_CHAIN_NAME))
    const address = account.status === 'connected' ? account.address : undefined
    const normalize = (a: string) => plugin?.normalizeAddress?.(a) ?? a
    const key = address && network ? `${network.caipNetworkId}|${normalize(address)}` : undefined
    return { namespace: account.namespace, address, network, chainName, enabled, normalize, key }
  }
  const remember = (namespace: Namespace | undefined, key: string, signed: Signed) => {
    held.add(key)
    if (namespace) signedIn.set(namespace, (signedIn.get(namespace) ?? new Map<string, Signed>()).set(key, signed))
  }

  async function revoke(sessions: Map<string, Signed>): Promise<void> {
    await Promise.all(
      [...sessions].map(([key, [chainId, address, signature]]) => {
        held.delete(key)
        return strategy.revokeSession(chainId, address, signature).then(
          () => api.events.emit('analytics', { event: 'SIWX_SIGN_OUT', properties: { network: chainId } }),
          (error: unknown) => api.context.log.warn('could not revoke the sign-in session', error),
        )
      }),
    )
  }

  // Disconnecting a namespace (here or in the wallet) ends what was signed with it.
  api.events.on('disconnect', ({ namespace }) => {
    const sessions = signedIn.get(namespace)
    signedIn.delete(namespace)
    if (sessions) void track(revoke(sessions))
  })

  async function checkActive(): Promise<void> {
    const first = active()
    if (signInProblem({ enabled: first.enabled, address: first.address, network: first.network?.caipNetworkId }) || !first.key) return
    if (held.has(first.key)) return
    const sessions = await strategy.getSessions(first.network!.caipNetworkId, first.address!).catch((error: unknown) => {
      api.context.log.warn('could not read the sign-in sessions', error)
      return []
    })
    // The person may have moved on (another account, another network) while the server answered.
    if (active().key !== first.key) return
    const live = sessions.find((s) => isLiveSession(s, first.network!.caipNetworkId, first.address!, first.normalize))
    // A strategy that keeps no signature (siweConfig's) gives '': then revoking names none.
    if (live) return remember(first.namespace, first.key, [first.network!.caipNetworkId, first.address!, live.signature || undefined])
    $siwx.set({ signing: false })
    api.open({ view: { name: SIWX_VIEW, params: undefined } })
  }

  const controller = {
    $siwx,
    /** Whether the active account holds a session (SPEC §2's guard reads it). */
    hasSession: (): boolean => {
      const { key } = active()
      return key !== undefined && held.has(key)
    },
    /** SPEC §4: a connected account without a session is asked to sign in. */
    check: (): Promise<void> => track(checkActive()),
    /** Resolves once every check and revocation started so far has its answer from the server. */
    idle: async (): Promise<void> => {
      while (inFlight.size) await Promise.all(inFlight)
    },
    /** Ask the server for a nonce, have the wallet sign the namespace's CAIP-122 message, hand it to the server. */
    async sign(): Promise<boolean> {
      const { namespace, address, network, chainName, enabled, key } = active()
      const problem = signInProblem({ enabled, address, network: network?.caipNetworkId })
      if (problem || !address || !network || !chainName || !key) {
        $siwx.set({ signing: false, error: problem })
        return false
      }
      if ($siwx.get().signing) return false
      $siwx.set({ signing: true })
      const chainId = network.caipNetworkId
      try {
        const location = api.context.env.window?.location
        const params = (await settings.siwe?.getMessageParams?.()) ?? {}
        const nonce = await strategy.createNonce({ accountAddress: address, chainId })
        const issuedAt = nonce.issuedAt ?? new Date().toISOString()
        const wanted = settings.expiresIn ? new Date(Date.parse(issuedAt) + settings.expiresIn * 1000).toISOString() : undefined
        const expirationTime = [nonce.expirationTime, wanted].filter((t): t is string => Boolean(t)).sort((a, b) => Date.parse(a) - Date.parse(b))[0]
        const data: SiwxMessageData = {
          accountAddress: address,
          chainId,
          domain: params.domain ?? location?.host ?? new URL(api.options.metadata?.url ?? 'http://localhost').host,
          uri: params.uri ?? location?.href ?? api.options.metadata?.url ?? 'http://localhost/',
          version: '1',
          nonce: nonce.nonce,
          statement: params.statement ?? settings.statement ?? (api.options.metadata?.name ? `Sign in to ${api.options.metadata.name} with your wallet.` : DEFAULT_STATEMENT),
          issuedAt,
          ...(expirationTime ? { expirationTime } : {}),
        }
        const message = siwxMessage(data, chainName)
        const signature = await api.signMessage(message, { namespace })
        await strategy.addSession({ data, message, signature })
        remember(namespace, key, [chainId, address, signature])
        $siwx.set({ signing: false })
        api.events.emit('analytics', { event: 'SIWX_AUTH_SUCCESS', properties: { network: chainId } })
        api.close()
        return true
      } catch (error) {
        const declined = isUserRejection(error)
        // SPEC §8: a declined signature is a toast; a refusal by the server is said on the view.
        $siwx.set({ signing: false, error: declined ? undefined : error instanceof Error ? error.message : String(error) })
        if (declined) api.toast.show(toastMessages.SIGNATURE_DECLINED, 'error')
        api.events.emit('analytics', { event: 'SIWX_AUTH_ERROR', properties: { network: chainId, declined } })
        return false
      }
    },
    /** SPEC §4: cancel disconnects when sign-in is required, else closes. */
    async cancel(): Promise<void> {
      $siwx.set({ signing: false })
      if (settings.required) await api.disconnect({ namespace: active().namespace }).catch((error: unknown) => api.context.log.warn('disconnect failed', error))
      api.close()
    },
    /** Revoke the active account's session; when sign-in is required, disconnect it too. */
    async signOut(): Promise<void> {
      const { namespace, key, network, address } = active()
      if (key && network && address) {
        const signature = namespace ? signedIn.get(namespace)?.get(key)?.[2] : undefined
        if (namespace) signedIn.get(namespace)?.delete(key)
        await revoke(new Map([[key, [network.caipNetworkId, address, signature]]]))
      }
      if (settings.required && namespace) await api.disconnect({ namespace })
    },
    /** The active account's live session, asked of the server. */
    async session(): Promise<SiwxSession | undefined> {
      const { address, network, normalize } = active()
      if (!address || !network) return undefined
      const sessions = await strategy.getSessions(network.caipNetworkId, address)
      return sessions.find((s) => isLiveSession(s, network.caipNetworkId, address, normalize))
    },
  }
  // SPEC §4: each newly connected account (connect, restore, another account or network) is checked.
  let checkedKey: string | undefined
  api.stores.$account.subscribe((account) => {
    const key = account.status === 'connected' ? account.caipAddress : undefined
    if (key === checkedKey) return
    checkedKey = key
    if (key) void controller.check()
  })
  return controller
}

export type SiwxController = ReturnType<typeof createSiwxController>

/** The controller of a modal, made on first use with the settings its factory checked. */
export const controllerOf = perModal((api) => {
  const settings = settingsOf.get(api)
  if (!settings) throw new Error('siwx(): sign-in is off for this modal (siweConfig.enabled is false, or the feature is switched off)')
  return createSiwxController(api, settings)
})
