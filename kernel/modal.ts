// createModal: the public, framework-free API of one modal instance. The object it returns is
// also what every plugin gets, typed as the narrower PluginApi.
import { computed } from 'nanostores'
import { refreshBalance } from './actions/balance'
import { addNetwork, removeAdapter, removeNetwork } from './actions/networks'
import { canClose, closeModal, openModal } from './actions/open'
import { requestNetworkSwitch, switchNetwork } from './actions/switch-network'
import type { TrackedEvent } from './api/types'
import { createKernel } from './create-kernel'
import type { Environment } from './env'
import { gangwayError } from './errors'
import { isFeatureEnabled } from './features'
import type { OptionsInput } from './options'
import type { ActiveAccount, Connector, FeatureModule, FeaturePlugin, ModalStores, Plugin, PluginApi, WalletEntry, WalletRequestArgs } from './plugin'
import { afterPaint } from './after-paint'
import { isString, isStringArray, isStringRecord, storageKeys } from './storage'
import type { ThemeMode } from './theme'
import type { CaipNetworkId, Namespace, Network, Unsubscribe } from './types'
import { listWallets } from './wallets'
import { watchMountedUi } from './mounted-ui'

/** What a host passes to createModal. */
export type ModalOptionsInput = OptionsInput<Plugin>

/** The modal a host holds: everything a plugin gets, and what only the host should do. */
export interface Modal extends PluginApi {
  /** Resolves once stored connections have been restored (or found gone). */
  readonly ready: Promise<void>
  /** With `ssr: true`, the page has hydrated: restore what storage holds now (GangwayProvider calls it; idempotent). */
  hydrated(): void
  /** A UI that shows this modal's dialog has mounted (GangwayProvider calls it); call the result when it unmounts. */
  uiMounted(): Unsubscribe
  canClose(): boolean
  /** 'system' follows the device's colour scheme (and its changes). */
  setThemeMode(mode: ThemeMode | 'system'): void
  /** Show the modal in another language ('es', 'pt-BR', 'ar' …); resolves once its texts loaded. */
  setLocale(locale: string): Promise<void>
  /** Open the modal and resolve with the address once a wallet is connected; 'Modal closed' if the person closes it first. */
  requestConnection(o?: { namespace?: Namespace }): Promise<string>
  /** SPEC §4 'Network changes': networks and adapters at run time. */
  addNetwork(namespace: Namespace, network: Network): void
  removeNetwork(namespace: Namespace, caipNetworkId: CaipNetworkId): void
  removeAdapter(namespace: Namespace): Promise<void>
  /** Load a feature plugin's heavy half; its setup runs once per modal. */
  loadFeature(feature: FeaturePlugin): Promise<FeatureModule>
  /** Stop discovery and forget listeners; the wallet connections stay for the next page. */
  destroy(): void
}

const disconnectedAccount = { status: 'disconnected', accounts: [] } as const

/** Connecting, restoring, signing: loaded on first use (a click, or a stored connection at startup). */
const walletActions = () => import('./actions/wallet')

export function createModal(options: ModalOptionsInput, env?: Environment): Modal {
  const k = createKernel(options, env)
  const { ctx, network, accounts, connectors } = k
  connectors.$recentIds.set(ctx.storage.get(storageKeys.recentWallets, isStringArray) ?? [])

  const stopDiscovery: Unsubscribe[] = [...k.namespaces.values()].map((plugin) => plugin.discover(ctx, connectors))

  const stores: ModalStores = {
    $open: k.$open,
    $stack: k.router.$stack,
    $account: computed([accounts.$accounts, network.$activeNamespace], (all, namespace): ActiveAccount => ({
      ...((namespace && all[namespace]) || disconnectedAccount),
      namespace,
    })),
    $accounts: accounts.$accounts,
    $activeNamespace: network.$activeNamespace,
    $activeNetwork: network.$activeNetwork,
    $unsupportedChainId: network.$unsupportedChainId,
    $networks: network.$networks,
    $connectors: connectors.$connectors,
    $wallets: computed([connectors.$connectors, network.$networks, connectors.$recentIds], (list, networks, recentIds) =>
      listWallets(list, {
        isMobile: ctx.env.isMobile(),
        excluded: ctx.options.excludeWalletIds,
        hasInstalledWallet: list.some((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED'),
        namespacesWithNetworks: new Set(networks.map((n) => n.chainNamespace)),
        recentIds,
      }),
    ),
    $toast: k.toast.$toast,
    $alert: k.alerts.$alert,
    $remoteFeatures: k.$remoteFeatures,
    $themeMode: k.theme.$mode,
    $language: k.language.$language,
  }

  const loadedFeatures = new Map<FeaturePlugin, Promise<FeatureModule>>()
  let services: ReturnType<Modal['services']> | undefined

  const findConnector = (id: string, namespace?: Namespace): Connector => {
    const connector = connectors.find(id, namespace)
    if (!connector) throw gangwayError('NO_CONNECTOR_FOR_CONNECTION')
    return connector
  }

  let hydrate = () => {}
  const modal: Modal = {
    options: ctx.options,
    context: ctx,
    events: ctx.events,
    ready: Promise.resolve(),
    hydrated: () => hydrate(),
    uiMounted: watchMountedUi(k),
    stores,
    router: k.router,
    toast: { show: k.toast.show, hide: k.toast.hide },
    alerts: { show: k.alerts.show, dismiss: k.alerts.dismiss },
    namespaces: k.namespaces,
    features: k.features,
    isEnabled: (feature, namespace = network.$activeNamespace.get()) =>
      isFeatureEnabled(ctx.options, k.$remoteFeatures.get(), feature, namespace === undefined ? undefined : k.namespaces.get(namespace), namespace === undefined ? undefined : k.sessions.get(namespace)?.connector.type),

    open: (o) => openModal(k, o),
    close: () => closeModal(k),
    canClose: () => canClose(k),
    guardClose(guard) {
      k.closeGuards.add(guard)
      return () => k.closeGuards.delete(guard)
    },
    setThemeMode: (mode) => k.theme.set(mode),
    // setLocale, t and addMessages (and the $language store, also in `stores`).
    ...k.language,

    afterConnect(hook) {
      k.afterConnect.add(hook)
      return () => k.afterConnect.delete(hook)
    },
    async completeConnection() {
      for (const hook of [...k.afterConnect]) {
        const next = await hook()
        if (next) {
          if (!k.$open.get()) openModal(k, { view: next })
          else k.router.reset(next)
          return
        }
      }
      closeModal(k)
    },
    // async, so an unknown connector rejects the returned promise instead of throwing synchronously.
    connect: async (connectorId, namespace) => (await walletActions()).connect(k, findConnector(connectorId, namespace)),
    connectWallet: async (wallet: WalletEntry) => (await walletActions()).connectWallet(k, wallet),
    keepConnections(keeper) {
      k.keeper = keeper
      return () => (k.keeper = undefined)
    },
    activate: async (known) => (await walletActions()).takeOver(k, known),
    requestConnection(o = {}) {
      const namespace = o.namespace ?? network.$activeNamespace.get()
      const address = namespace ? accounts.get(namespace).address : undefined
      if (address && accounts.isConnected(namespace)) return Promise.resolve(address)
      openModal(k, { namespace })
      return new Promise((resolve, reject) => {
        const onConnect = (e: { address: string }) => finish(() => resolve(e.address))
        const onModal = (e: { open: boolean }) => !e.open && finish(() => reject(gangwayError('MODAL_CLOSED')))
        ctx.events.on('connect', onConnect)
        ctx.events.on('modal', onModal)
        function finish(settle: () => void) {
          ctx.events.off('connect', onConnect)
          ctx.events.off('modal', onModal)
          settle()
        }
      })
    },
    disconnect: async (o) => (await walletActions()).disconnect(k, o),
    switchNetwork: (target) => switchNetwork(k, target),
    requestNetworkSwitch: (target, o) => requestNetworkSwitch(k, target, o),
    signMessage: async (message, o) => (await walletActions()).signMessage(k, message, o),
    // One implementation for both overloads: the EVM sends and signatures' answer is the wallet's hex.
    request: (async (args: WalletRequestArgs, o?: { namespace?: Namespace }) => (await walletActions()).request(k, args, o)) as Modal['request'],
    refreshBalance: (o) => {
      const namespace = o?.namespace ?? network.$activeNamespace.get()
      return namespace ? refreshBalance(k, namespace, o) : Promise.resolve()
    },
    session: (namespace = network.$activeNamespace.get()) => (namespace ? k.sessions.get(namespace)?.session : undefined),
    addNetwork: (namespace, target) => addNetwork(k, namespace, target),
    removeNetwork: (namespace, caipNetworkId) => removeNetwork(k, namespace, caipNetworkId),
    removeAdapter: (namespace) => removeAdapter(k, namespace),
    services: () => (services ??= import('./api/services').then((m) => m.createServices(k, { hostSetRemoteFeatures: options.remoteFeatures !== undefined }))),
    refreshProfile: async (o) => (await modal.services()).loadProfile({ namespace: o?.namespace, force: true }),
    loadFeature(feature) {
      let loading = loadedFeatures.get(feature)
      if (!loading) {
        loading = feature.load().then((loaded) => {
          loaded.setup?.(modal)
          return loaded
        })
        loading.catch(() => loadedFeatures.delete(feature))
        loadedFeatures.set(feature, loading)
      }
      return loading
    },
    destroy(): void {
      stopDiscovery.forEach((stop) => stop())
      k.theme.stop()
      for (const live of k.sessions.values()) live.stop()
      ctx.events.all.clear()
    },
  }
  // A feature switched off by the host offers nothing, not even connectors.
  for (const feature of k.features) {
    if (ctx.options.features[feature.id] === false) continue
    if (feature.messages) void k.language.addMessages(feature.messages)
    const stop = feature.start?.(modal, connectors)
    if (stop) stopDiscovery.push(stop)
  }
  startAnalyticsOnFirstOpen(modal)
  // Restore after every plugin had its chance to offer connectors; a server-rendered page once it has
  // hydrated, so its first render is the server's.
  const restore = (): Promise<void> => {
    if (ctx.options.ssr) {
      const last = network.find(k.stored.activeNetworkId)
      if (last) network.setActive(last)
    }
    const stored = Object.keys(ctx.storage.get(storageKeys.connectorIds, isStringRecord) ?? {})
    // The stored namespaces show as connecting at once (the host's first paint says so); the restore
    // code loads and runs once the page has painted, and not at all when nothing was stored.
    for (const namespace of stored) if (k.namespaces.has(namespace)) accounts.update(namespace, { status: 'connecting' })
    return new Promise<void>((resolve, reject) =>
      afterPaint(ctx.env.window, () => {
        if (!stored.length) {
          if (ctx.storage.get(storageKeys.connectionStatus, isString) !== 'disconnected') ctx.storage.set(storageKeys.connectionStatus, 'disconnected')
          return resolve()
        }
        walletActions()
          .then((actions) => actions.restoreConnections(k))
          .then(resolve, reject)
      }),
    )
  }
  ;(modal as { ready: Promise<void> }).ready = ctx.options.ssr
    ? new Promise<void>((resolve) => {
        hydrate = () => {
          hydrate = () => {}
          resolve(restore())
        }
      })
    : restore()
  return modal
}

/**
 * SPEC §7: nothing is fetched or sent before the person first opens the modal. Then the project's
 * remote config is read, and analytics starts: events from before then are kept (a few) and sent
 * once the analytics config has been read. Only services the host configured hear of it. Both start
 * after the open's first frame, not in the click's task (issue 15: click → list painted).
 */
function startAnalyticsOnFirstOpen(modal: Modal): void {
  const { options, events } = modal
  if (options.services.api) {
    const onFirstOpen = () => {
      events.off('modal', onFirstOpen)
      afterPaint(modal.context.env.window, () => void modal.services().then((s) => s.loadRemoteConfig()))
    }
    events.on('modal', onFirstOpen)
  }
  if (!options.features.analytics || !(options.services.api || options.services.analytics)) return
  const early: TrackedEvent[] = []
  const keep = (e: TrackedEvent) => {
    if (early.length < 20) early.push(e)
  }
  // The first 'modal' event is always the first open.
  const onOpen = () => {
    events.off('modal', onOpen)
    events.off('analytics', keep)
    afterPaint(modal.context.env.window, () => void modal.services().then((s) => s.startAnalytics(early)))
  }
  events.on('analytics', keep)
  events.on('modal', onOpen)
}
