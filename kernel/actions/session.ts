// Binding a live wallet session to the stores, and following what the wallet reports
// (SPEC §4: account-change, switch-network and disconnect events resync the account).
import { caipAddress, parseCaipAddress } from '../caip'
import type { Kernel } from '../kernel'
import { shouldShowUnsupportedChain } from '../navigation'
import type { Connector, SessionChange, WalletSession } from '../plugin'
import type { Account, AccountType, CaipNetworkId, Namespace } from '../types'
import { view } from '../router'
import { addRecentWallet, isStringArray, isStringRecord, setPerNamespace, storageKeys } from '../storage'
import { refreshBalance } from './balance'
import { closeModal, openModal } from './open'

/**
 * `activate: false` binds the session without making its namespace the active one: restoring
 * several connections must not flip the page between accounts on its way to the stored one.
 */
export function attachSession(k: Kernel, connector: Connector, session: WalletSession, o: { activate?: boolean } = {}): void {
  const activate = o.activate ?? true
  const namespace = connector.chain
  k.sessions.get(namespace)?.stop()
  const stop = session.onChange((change) => onSessionChange(k, namespace, change))
  k.sessions.set(namespace, { connector, session, stop })
  k.accounts.update(namespace, {
    status: 'connected',
    connectorId: connector.id,
    walletInfo: session.walletInfo ?? { name: connector.name, icon: connector.icon },
    preferredAccountType: preferredAccountType(k, namespace),
  })
  const { storage } = k.ctx
  setPerNamespace(storage, storageKeys.connectorIds, namespace, connector.id)
  storage.set(storageKeys.connectionStatus, 'connected')
  const connected = storage.get(storageKeys.connectedNamespaces, isStringArray) ?? []
  storage.set(storageKeys.connectedNamespaces, [...new Set([...connected, namespace])])
  if (session.walletId !== null) k.connectors.$recentIds.set(addRecentWallet(storage, session.walletId ?? connector.explorerId ?? connector.id))

  // The wallet's chain leads, when the host supports it; else the namespace's preferred network.
  const walletNetwork = k.network.find(session.chainId)
  const target = walletNetwork ?? k.network.preferredIn(namespace)
  if (target && activate) k.network.setActive(target)
  else if (target) k.network.remember(target)
  // The chain first: an unsupported chain is flagged before the new account's balance is read.
  applyChain(k, namespace, session.chainId)
  applyAccounts(k, namespace, session.accounts)
}

/**
 * SPEC §3, §6: the account type the person prefers in a namespace: their stored choice, else the
 * host's `defaultAccountTypes`, else the namespace's own default.
 */
export function preferredAccountType(k: Kernel, namespace: Namespace): AccountType | undefined {
  const stored = k.ctx.storage.get(storageKeys.preferredAccountTypes, isStringRecord)?.[namespace]
  const fromHost = k.ctx.options.defaultAccountTypes[namespace]
  const choice = stored ?? fromHost ?? k.namespaces.get(namespace)?.defaultAccountType
  return choice === 'eoa' || choice === 'smartAccount' || choice === 'payment' ? choice : undefined
}

function applyAccounts(k: Kernel, namespace: Namespace, accounts: readonly Account[]): void {
  // The first account of the preferred type leads (a wallet may offer a smart account and its owner).
  const preferred = k.accounts.get(namespace).preferredAccountType
  const first = accounts.find((a) => a.type === preferred) ?? accounts[0]
  if (!first) return detachSession(k, namespace)
  const { address: previous, caipAddress: current } = k.accounts.get(namespace)
  // An account change keeps the chain the wallet is on (which may be an unsupported one).
  const chainId = current
    ? parseCaipAddress(current).caipNetworkId
    : (k.sessions.get(namespace)?.session.chainId ?? k.network.preferredIn(namespace)?.caipNetworkId)
  k.accounts.update(namespace, {
    accounts,
    address: first.address,
    caipAddress: chainId ? caipAddress(chainId, first.address) : undefined,
    ...(previous !== first.address ? { balance: undefined, profileName: undefined, profileImage: undefined } : {}),
  })
  if (previous !== first.address) {
    if (previous) k.ctx.events.emit('accountChanged', { namespace, address: first.address })
    void refreshBalance(k, namespace)
  }
}

function applyChain(k: Kernel, namespace: Namespace, chainId: CaipNetworkId | undefined): void {
  const network = k.network.find(chainId)
  const address = k.accounts.get(namespace).address
  const isActiveNamespace = k.network.$activeNamespace.get() === namespace
  if (network) {
    if (isActiveNamespace) {
      const changed = k.network.$activeNetwork.get()?.caipNetworkId !== network.caipNetworkId
      const wasUnsupported = k.network.$unsupportedChainId.get() !== undefined
      k.network.setActive(network)
      k.network.$unsupportedChainId.set(undefined)
      if (changed) k.ctx.events.emit('networkChanged', { caipNetworkId: network.caipNetworkId })
      // SPEC §4: leaving an unsupported network closes the modal that asked for the switch.
      if (wasUnsupported && k.router.current().name === 'UnsupportedChain') closeModal(k)
    }
    if (address) k.accounts.update(namespace, { caipAddress: caipAddress(network.caipNetworkId, address), balance: undefined })
    void refreshBalance(k, namespace)
    return
  }
  if (!chainId || !isActiveNamespace) return
  // SPEC §4: an unsupported network is flagged, and UnsupportedChain opens when the rules allow.
  k.network.$unsupportedChainId.set(chainId)
  if (address) k.accounts.update(namespace, { caipAddress: caipAddress(chainId, address), balance: undefined })
  const { options } = k.ctx
  if (shouldShowUnsupportedChain({ ...options, basicMode: options.manualWCControl })) {
    openModal(k, { view: view('UnsupportedChain') })
  }
}

function onSessionChange(k: Kernel, namespace: Namespace, change: SessionChange): void {
  if (change.type === 'accounts') {
    if (change.preferredAccountType) {
      k.accounts.update(namespace, { preferredAccountType: change.preferredAccountType })
      setPerNamespace(k.ctx.storage, storageKeys.preferredAccountTypes, namespace, change.preferredAccountType)
    }
    applyAccounts(k, namespace, change.accounts)
  }
  else if (change.type === 'chain') applyChain(k, namespace, change.chainId)
  else if (change.type === 'wallet') k.accounts.update(namespace, { walletInfo: change.walletInfo })
  else detachSession(k, namespace)
}

/**
 * Forget a namespace's session: the wallet disconnected, or the person did. With `successor`, a
 * connection the keeper still holds for the namespace takes it over (SPEC §4 known connections).
 */
export function detachSession(k: Kernel, namespace: Namespace, successor = true): void {
  const live = k.sessions.get(namespace)
  live?.stop()
  k.sessions.delete(namespace)
  const next = live && successor && k.keeper?.next(namespace)
  if (next) return attachSession(k, next.connector, next.session, { activate: k.network.$activeNamespace.get() === namespace })
  const wasConnected = k.accounts.get(namespace).status === 'connected'
  k.accounts.reset(namespace)
  const { storage } = k.ctx
  setPerNamespace(storage, storageKeys.connectorIds, namespace, undefined)
  const connected = (storage.get(storageKeys.connectedNamespaces, isStringArray) ?? []).filter((ns) => ns !== namespace)
  storage.set(storageKeys.connectedNamespaces, connected)
  if (k.network.$activeNamespace.get() === namespace) k.network.$unsupportedChainId.set(undefined)

  // Another namespace still connected becomes the active one.
  const other = k.accounts.connectedNamespaces()[0]
  if (other && k.network.$activeNamespace.get() === namespace) {
    const target = k.network.preferredIn(other)
    if (target) k.network.setActive(target)
  }
  if (!other) storage.set(storageKeys.connectionStatus, 'disconnected')
  if (wasConnected) k.ctx.events.emit('disconnect', { namespace })
  // Sitting on Account with nothing connected makes no sense: show Connect.
  if (!other && k.router.current().name === 'Account') k.router.reset()
}
