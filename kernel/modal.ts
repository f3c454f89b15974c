// createModal: the public, framework-free API of one modal instance.
import { computed, type ReadableAtom } from 'nanostores'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import { addNetwork, removeAdapter, removeNetwork } from './actions/networks'
import { canClose, closeModal, openModal, type OpenOptions } from './actions/open'
import { refreshBalance } from './actions/balance'
import type { Services } from './api/services'
import type { TrackedEvent } from './api/types'
import { restoreConnections } from './actions/restore'
import { signMessage } from './actions/sign'
import { requestNetworkSwitch, switchNetwork } from './actions/switch-network'
import type { Environment } from './env'
import { gangwayError } from './errors'
import { createKernel } from './kernel'
import type { ModalOptionsInput } from './options'
import type { CaipNetworkId, Connector, FeatureModule, FeaturePlugin, Namespace, NamespacePlugin, Network, Unsubscribe, WalletSession } from './plugin'
import type { ChainAccount } from './state/accounts'
import { isStringArray, storageKeys } from './storage'
import { listWallets, type WalletEntry } from './wallets'

const disconnectedAccount: ChainAccount = { status: 'disconnected', accounts: [] }

export function createModal(options: ModalOptionsInput, env?: Environment) {
  const k = createKernel(options, env)
  const { ctx, network, accounts, connectors } = k
  connectors.$recentIds.set(ctx.storage.get(storageKeys.recentWallets, isStringArray) ?? [])

  const stopDiscovery: Unsubscribe[] = [...k.namespaces.values()].map((plugin) =>
    plugin.discover(ctx, connectors),
  )

  const $account: ReadableAtom<ChainAccount & { namespace?: Namespace }> = computed(
    [accounts.$accounts, network.$activeNamespace],
    (all, namespace) => ({ ...((namespace && all[namespace]) || disconnectedAccount), namespace }),
  )

  const $wallets: ReadableAtom<WalletEntry[]> = computed(
    [connectors.$connectors, network.$networks, connectors.$recentIds],
    (list, networks, recentIds) =>
      listWallets(list, {
        isMobile: ctx.env.isMobile(),
        excluded: ctx.options.excludeWalletIds,
        hasInstalledWallet: list.some((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED'),
        namespacesWithNetworks: new Set(networks.map((n) => n.chainNamespace)),
        recentIds,
      }),
  )

  const loadedFeatures = new Map<FeaturePlugin, Promise<FeatureModule>>()
  let services: Promise<Services> | undefined

  const findConnector = (id: string, namespace?: Namespace): Connector => {
    const connector = connectors.find(id, namespace)
    if (!connector) throw gangwayError('NO_CONNECTOR_FOR_CONNECTION')
    return connector
  }

  const modal = {
    options: ctx.options,
    /** Storage, environment and logger: what plugins may touch; feature plugins hand it to namespace plugins. */
    context: ctx,
    events: ctx.events,
    /** Resolves once stored connections have been restored (or found gone). */
    ready: Promise.resolve() as Promise<void>,
    stores: {
      $open: k.$open as ReadableAtom<boolean>,
      $stack: k.router.$stack,
      $account,
      $accounts: accounts.$accounts,
      $activeNamespace: network.$activeNamespace,
      $activeNetwork: network.$activeNetwork,
      $unsupportedChainId: network.$unsupportedChainId,
      $networks: network.$networks,
      $connectors: connectors.$connectors,
      $wallets,
      $toast: k.toast.$toast,
      $themeMode: k.$themeMode as ReadableAtom<'light' | 'dark'>,
    },
    router: k.router,
    toast: { show: k.toast.show, hide: k.toast.hide },
    namespaces: k.namespaces as ReadonlyMap<Namespace, NamespacePlugin>,
    features: k.features,

    open: (o?: OpenOptions) => openModal(k, o),
    /** Returns false when closing is not allowed right now (a required sign-in is pending). */
    close: () => closeModal(k),
    canClose: () => canClose(k),
    setThemeMode: (mode: 'light' | 'dark') => k.$themeMode.set(mode),

    // async, so an unknown connector rejects the returned promise instead of throwing synchronously.
    connect: async (connectorId: string, namespace?: Namespace) => connect(k, findConnector(connectorId, namespace)),
    /**
     * Connect every namespace a (multi-chain) wallet serves; resolves with the first address. The
     * active namespace goes first, and a namespace another wallet already holds is left to it.
     */
    async connectWallet(wallet: WalletEntry): Promise<string> {
      const active = network.$activeNamespace.get()
      const [first, ...rest] = [...wallet.connectors].sort((a, b) => Number(b.chain === active) - Number(a.chain === active))
      if (!first) throw gangwayError('NO_CONNECTOR_FOR_CONNECTION')
      const address = await connect(k, first)
      for (const c of rest) if ((k.sessions.get(c.chain)?.connector.id ?? c.id) === c.id) await connect(k, c).catch(ctx.log.warn)
      if (network.$activeNamespace.get() !== first.chain) {
        const target = network.preferredIn(first.chain)
        if (target) await switchNetwork(k, target)
      }
      return address
    },
    /** Open the modal and resolve with the address once a wallet is connected; 'Modal closed' if the person closes it first. */
    requestConnection(o: { namespace?: Namespace } = {}): Promise<string> {
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
    disconnect: (o?: { namespace?: Namespace }) => disconnect(k, o),
    switchNetwork: (target: Network) => switchNetwork(k, target),
    requestNetworkSwitch: (target: Network, o?: { ignoreSwitchConfirmation?: boolean }) => requestNetworkSwitch(k, target, o),
    signMessage: (message: string, o?: { namespace?: Namespace }) => signMessage(k, message, o),
    refreshBalance: (o?: { namespace?: Namespace; force?: boolean }) => {
      const namespace = o?.namespace ?? network.$activeNamespace.get()
      return namespace ? refreshBalance(k, namespace, o) : Promise.resolve()
    },
    /** The live wallet session of a namespace, for feature plugins that talk to the wallet. */
    session: (namespace?: Namespace): WalletSession | undefined => {
      const ns = namespace ?? network.$activeNamespace.get()
      return ns ? k.sessions.get(ns)?.session : undefined
    },
    addNetwork: (namespace: Namespace, target: Network) => addNetwork(k, namespace, target),
    removeNetwork: (namespace: Namespace, caipNetworkId: CaipNetworkId) => removeNetwork(k, namespace, caipNetworkId),
    removeAdapter: (namespace: Namespace) => removeAdapter(k, namespace),
    /** The services client (balances, history, names, analytics), loaded on first use. */
    services: (): Promise<Services> => (services ??= import('./api/services').then((m) => m.createServices(k))),
    /** Load a feature plugin's heavy half; its setup runs once per modal. */
    loadFeature(feature: FeaturePlugin): Promise<FeatureModule> {
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
    /** Stop discovery and forget listeners; the wallet connections stay for the next page. */
    destroy(): void {
      stopDiscovery.forEach((stop) => stop())
      for (const live of k.sessions.values()) live.stop()
      ctx.events.all.clear()
    },
  }
  for (const feature of k.features) {
    const stop = feature.start?.(modal, connectors)
    if (stop) stopDiscovery.push(stop)
  }
  // SPEC §7 analytics: nothing is fetched or sent before the person first opens the modal; events
  // from before then are kept (a few) and sent once the analytics config has been read.
  // Only services the host configured hear of it: with none, there is nothing to load or send.
  if (ctx.options.features.analytics && (ctx.options.services.api || ctx.options.services.analytics)) {
    const early: TrackedEvent[] = []
    const keep = (e: TrackedEvent) => {
      if (early.length < 20) early.push(e)
    }
    // The first 'modal' event is always the first open.
    const onOpen = () => {
      ctx.events.off('modal', onOpen)
      ctx.events.off('analytics', keep)
      void modal.services().then((s) => s.startAnalytics(early))
    }
    ctx.events.on('analytics', keep)
    ctx.events.on('modal', onOpen)
  }
  // Restore after every plugin had its chance to offer connectors.
  modal.ready = restoreConnections(k)
  return modal
}

export type Modal = ReturnType<typeof createModal>
