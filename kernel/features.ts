// Whether an installed feature is on (SPEC §2: feature views load only when the feature is enabled):
// not switched off by the host (`features[id]: false`) or by remote config, its services configured,
// and the namespace it is asked about is one it serves and declares every capability it requires.
import type { ModalOptions } from './options'
import type { FeaturePlugin, NamespacePlugin } from './plugin'
import type { ConnectorType } from './types'

/**
 * Whether it is switched on at all, whatever namespace is active: the gate of its views (open() and
 * the view registry), which may act on another namespace than the active one (Pay, sign-in).
 */
export const isFeatureOn = (options: ModalOptions, remoteFeatures: ModalOptions['remoteFeatures'], feature: FeaturePlugin): boolean =>
  options.features[feature.id] !== false &&
  !(feature.remoteFlag && (remoteFeatures as Record<string, unknown>)[feature.remoteFlag] === false) &&
  !feature.requires?.services?.some((service) => !options.services[service])

export function isFeatureEnabled(options: ModalOptions, remoteFeatures: ModalOptions['remoteFeatures'], feature: FeaturePlugin, plugin: NamespacePlugin | undefined, connector?: ConnectorType): boolean {
  if (!isFeatureOn(options, remoteFeatures, feature)) return false
  const served = feature.requires?.namespaces
  if (served && !(plugin && served.includes(plugin.namespace))) return false
  const types = feature.requires?.connectorTypes
  if (types && !(connector && types.includes(connector))) return false
  const capabilities = feature.requires?.capabilities ?? []
  return capabilities.length === 0 || (plugin !== undefined && capabilities.every((capability) => Boolean(plugin.capabilities[capability])))
}
