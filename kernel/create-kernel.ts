// Builds the kernel of one modal: options (with the keys feature plugins bring), context, plugins
// and stores. No module-level state: two modals on a page share nothing.
import { atom } from 'nanostores'
import { closeModal } from './actions/open'
import type { KernelContext } from './context'
import { browserEnvironment, type Environment } from './env'
import { gangwayError } from './errors'
import { createEvents } from './events'
import { createLanguage } from './i18n'
import type { Kernel } from './kernel'
import { createLogger } from './log'
import { parseOptions, SPEC_FEATURE_KEYS, type FeatureOption, type OptionsInput } from './options'
import type { FeaturePlugin, NamespacePlugin, Plugin } from './plugin'
import { CORE_VIEWS, createRouter } from './router'
import { createAccountState } from './state/accounts'
import { createAlertState } from './state/alerts'
import { createConnectorState } from './state/connectors'
import { createNetworkState } from './state/network'
import { createToastState } from './state/toast'
import { createStorage, isString, storageKeys } from './storage'
import { createThemeMode, unknownThemeVariables } from './theme'
import type { Namespace } from './types'

const isBoolean = (value: unknown) => typeof value === 'boolean'

/** The `features` keys installed feature plugins read: each one's switch, and its own settings. */
function featureOptions(features: readonly FeaturePlugin[]): Record<string, FeatureOption> {
  const options: Record<string, FeatureOption> = {}
  for (const feature of features) {
    options[feature.id] = { default: feature.enabledByDefault ?? true, check: isBoolean, message: 'must be true or false' }
    Object.assign(options, feature.options)
  }
  return options
}

/** Every view a feature points at must be served by someone: a blank modal is never the answer. */
function checkViews(features: readonly FeaturePlugin[], manualControl: boolean): void {
  const served = new Set([...CORE_VIEWS, ...features.flatMap((f) => f.views)])
  for (const feature of features) {
    const named = [...(feature.entries ?? []).map((e) => e.view), ...Object.values(feature.roles ?? {})]
    const missing = named.find((name) => !served.has(name))
    if (missing) throw gangwayError('INVALID_OPTIONS', `plugins: the ${feature.id} feature shows view ${missing}, which no installed plugin serves`)
  }
  if (manualControl && !features.some((f) => f.roles?.manualConnect)) {
    throw gangwayError('INVALID_OPTIONS', 'manualWCControl: no installed plugin serves the manual-connect view; install walletConnect() from gangway/walletconnect')
  }
}

export function createKernel(input: OptionsInput<Plugin>, env: Environment = browserEnvironment()): Kernel {
  const namespaces = new Map<Namespace, NamespacePlugin>()
  const features: FeaturePlugin[] = []
  for (const plugin of input.plugins ?? []) {
    if (plugin?.kind === 'namespace') namespaces.set(plugin.namespace, plugin)
    else if (plugin?.kind === 'feature') features.push(plugin)
  }
  const extensions = featureOptions(features)
  const options = parseOptions(input, extensions)
  const log = createLogger(options.logLevel)
  options.networks.forEach((network) => {
    if (!namespaces.has(network.chainNamespace)) throw gangwayError('NO_ADAPTER_FOR_NAMESPACE', network.chainNamespace)
  })
  checkViews(features, options.manualWCControl)
  const known = new Set([...SPEC_FEATURE_KEYS, ...Object.keys(extensions)])
  for (const key of Object.keys(input.features ?? {})) if (!known.has(key)) log.warn(`features.${key}: no installed plugin reads this option`)
  for (const name of unknownThemeVariables(options.themeVariables)) log.warn(`themeVariables.${name}: not a Gangway theme variable, so nothing reads it`)

  const ctx: KernelContext = {
    options,
    events: createEvents(),
    storage: createStorage(env.storage, log, options.storagePrefix),
    log,
    env,
  }
  // Read before anything is written: startup (SPEC §4) restores from these.
  const stored = {
    activeNetworkId: ctx.storage.get(storageKeys.activeNetworkId, isString),
    activeNamespace: ctx.storage.get(storageKeys.activeNamespace, isString),
  }

  const accounts = createAccountState()
  const network = createNetworkState(options.networks)
  // SPEC §4 Startup: the network the person last used, when the host still offers it; else the host's
  // default. A server-rendered page starts on the default, as its server did (createModal restores later).
  const last = options.ssr ? undefined : network.find(stored.activeNetworkId)
  if (last ?? options.defaultNetwork) network.setActive((last ?? options.defaultNetwork)!)
  // SPEC §3, §4: the active network, and so the active namespace, is stored whenever it is set. The
  // one place that writes them.
  network.$activeNetwork.subscribe((active) => {
    if (!active) return
    ctx.storage.set(storageKeys.activeNetworkId, active.caipNetworkId)
    ctx.storage.set(storageKeys.activeNamespace, active.chainNamespace)
  })
  const kernel: Kernel = {
    ctx,
    namespaces,
    features,
    accounts,
    network,
    connectors: createConnectorState(),
    toast: createToastState(),
    alerts: createAlertState(log),
    $remoteFeatures: atom(options.remoteFeatures),
    $open: atom(false),
    theme: createThemeMode(options.themeMode, env.window),
    language: createLanguage(options.locale, env.window?.navigator?.languages ?? []),
    closeGuards: new Set(),
    afterConnect: new Set(),
    sessions: new Map(),
    stored,
    router: createRouter({
      isConnected: () => accounts.isConnected(network.$activeNamespace.get()),
      close: () => closeModal(kernel),
    }),
  }
  return kernel
}
