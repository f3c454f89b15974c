// The internal kernel: options, context, plugins and every store of one modal instance.
// Actions (kernel/actions/*) are plain functions over this object; the public Modal wraps them.
import { atom, type WritableAtom } from 'nanostores'
import { closeModal } from './actions/open'
import type { KernelContext } from './context'
import { browserEnvironment, type Environment } from './env'
import { gangwayError } from './errors'
import { createEvents } from './events'
import { createLogger } from './log'
import { parseOptions, type ModalOptionsInput } from './options'
import type { Connector, FeaturePlugin, Namespace, NamespacePlugin, Unsubscribe, WalletSession } from './plugin'
import { createRouter, type Router } from './router'
import { createAccountState, type AccountState } from './state/accounts'
import { createConnectorState, type ConnectorState } from './state/connectors'
import { createNetworkState, type NetworkState } from './state/network'
import { createToastState, type ToastState } from './state/toast'
import { createStorage, storageKeys } from './storage'

export interface LiveSession {
  connector: Connector
  session: WalletSession
  stop: Unsubscribe
}

export interface Kernel {
  ctx: KernelContext
  namespaces: Map<Namespace, NamespacePlugin>
  features: readonly FeaturePlugin[]
  accounts: AccountState
  network: NetworkState
  connectors: ConnectorState
  toast: ToastState
  router: Router
  $open: WritableAtom<boolean>
  $themeMode: WritableAtom<'light' | 'dark'>
  /** Set by a sign-in feature: closing waits for a sign-in while this is true (SPEC §2). */
  $signInRequired: WritableAtom<boolean>
  sessions: Map<Namespace, LiveSession>
}

export function createKernel(input: ModalOptionsInput, env: Environment = browserEnvironment()) {
  const options = parseOptions(input)
  const log = createLogger(options.logLevel)
  const ctx: KernelContext = {
    options,
    events: createEvents(),
    storage: createStorage(env.storage, log, options.storagePrefix),
    log,
    env,
  }

  const namespaces = new Map<Namespace, NamespacePlugin>()
  const features: FeaturePlugin[] = []
  for (const plugin of options.plugins) {
    if (plugin.kind === 'namespace') namespaces.set(plugin.namespace, plugin)
    else features.push(plugin)
  }
  options.networks.forEach((network) => {
    if (!namespaces.has(network.chainNamespace)) throw gangwayError('NO_ADAPTER_FOR_NAMESPACE', network.chainNamespace)
  })

  const accounts = createAccountState()
  const network = createNetworkState(options.networks)
  if (options.defaultNetwork) network.setActive(options.defaultNetwork)
  // SPEC §3, §4: the active network (and so the active namespace) is stored whenever it changes.
  network.$activeNetwork.listen((active) => {
    if (!active) return
    ctx.storage.set(storageKeys.activeNetworkId, active.caipNetworkId)
    ctx.storage.set(storageKeys.activeNamespace, active.chainNamespace)
  })
  const $open = atom(false)
  const kernel: Kernel = {
    ctx,
    namespaces,
    features,
    accounts,
    network,
    connectors: createConnectorState(),
    toast: createToastState(),
    $open,
    $themeMode: atom(options.themeMode),
    $signInRequired: atom(false),
    sessions: new Map<Namespace, LiveSession>(),
    router: createRouter({
      isConnected: () => accounts.isConnected(network.$activeNamespace.get()),
      close: () => closeModal(kernel),
    }),
  }
  return kernel
}
