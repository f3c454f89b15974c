// The embedded wallet's account types on eip155 (SPEC §3, §4, §5, §6): the networks with smart accounts,
// the preferred type (stored choice, host default, namespace default), the smart account of the active
// network and its deployed flag, and the person's switch between the smart account and the EOA.
import { gangwayError, isStringRecord, storageKeys, toastMessages, type Namespace, type Network, type PluginApi, type SessionChange } from 'gangway'
import { atom } from 'nanostores'
import { frameChainId } from './chain-ids'
import type { FrameClient } from './frame-client'
import type { ConnectedUser } from './protocol'

/** The account types the embedded wallet holds on eip155 (SPEC §6). */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

export interface SmartAccountDeps {
  api: PluginApi
  frame(): FrameClient
  networkFor(namespace: Namespace): Network | undefined
  /** Keeps what the frame answered about the person. */
  remember(user: ConnectedUser, namespace: Namespace): void
  /** Tells a namespace's session of a change (if it has one). */
  emit(namespace: Namespace, change: SessionChange): void
}

export function createSmartAccounts({ api, frame, networkFor, remember, emit }: SmartAccountDeps) {
  const { storage, log } = api.context
  /** SPEC §8: a failed smart-account network fetch stores an empty list. */
  const $smartAccountNetworks = atom<number[]>([])
  /** The person's eip155 smart account on the active network, when smart accounts are enabled there (SPEC §3 smartAccountDeployed). */
  const $smartAccount = atom<{ address: string; deployed: boolean } | undefined>()

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

  /**
   * SPEC §4 connect event: the type the frame's answer carries becomes the namespace's stored preference,
   * which the kernel shows once the session is attached; without one, the stored preference or the default stands.
   * An answer with no smart account to choose (a network without them) chose nothing: the preference stays for the next network.
   */
  function noteConnected(namespace: Namespace, user: ConnectedUser, wanted: EmbeddedAccountType): void {
    const type = user.preferredAccountType
    if (type && user.accounts.some((a) => a.type === 'smartAccount')) storage.set(storageKeys.preferredAccountTypes, { ...storage.get(storageKeys.preferredAccountTypes, isStringRecord), [namespace]: type })
    noteAccountType(namespace, user, wanted)
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

  /** The eip155 accounts again (after a network switch): both where smart accounts are enabled, the EOA elsewhere. */
  async function refreshAccounts(namespace: Namespace, network: Network, preferredAccountType?: EmbeddedAccountType): Promise<void> {
    const wanted = preferredAccountType ?? preferredType(namespace)
    const user = await frame().request('GET_USER', { chainId: frameChainId(network), preferredAccountType: wanted })
    noteAccountType(namespace, user, wanted)
    remember(user, namespace)
    emit(namespace, { type: 'accounts', accounts: user.accounts, ...(preferredAccountType ? { preferredAccountType } : {}) })
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

  /** The deployed flag follows the first user operation (SPEC §3 smartAccountDeployed). */
  function afterSend(method: string): void {
    const smart = $smartAccount.get()
    if (smart && !smart.deployed && /^(eth_sendTransaction|wallet_sendCalls)$/.test(method)) void refreshSmartAccount()
  }

  /** SPEC §5: switching to the smart account only where smart accounts are enabled and the preferred type is eoa. */
  function canSwitchToSmartAccount(): boolean {
    const network = api.stores.$activeNetwork.get()
    if (network?.chainNamespace !== 'eip155' || !$smartAccountNetworks.get().includes(Number(network.id))) return false
    return (api.stores.$accounts.get().eip155?.preferredAccountType ?? preferredType('eip155')) === 'eoa'
  }

  /** The person picks the account type in Account; SPEC §4: a failure to set it falls back to EOA. */
  async function setAccountType(type: EmbeddedAccountType, hasSession: boolean): Promise<void> {
    const network = networkFor('eip155')
    if (!network || !hasSession) throw gangwayError('NO_AUTH_CONNECTOR')
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

  return { $smartAccountNetworks, $smartAccount, smartAccountNetworks, preferredType, noteConnected, refreshAccounts, refreshSmartAccount, afterSend, canSwitchToSmartAccount, setAccountType }
}
