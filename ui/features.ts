// Which installed feature plugins show up where: a feature the host turned off in its options
// (features.send: false …) or that remote config turned off, or that does not serve the active
// namespace, shows nowhere (SPEC §2: feature views load only when the feature is enabled).
import type { Modal } from '../kernel/modal'
import type { FeaturePlugin, Namespace } from '../kernel/plugin'

type Slot = NonNullable<FeaturePlugin['entries']>[number]['slot']

export function featureEnabled(modal: Modal, feature: FeaturePlugin, namespace: Namespace | undefined): boolean {
  const local = (modal.options.features as Record<string, unknown>)[feature.id]
  const remote = feature.remoteFlag ? (modal.options.remoteFeatures as Record<string, unknown>)[feature.remoteFlag] : undefined
  const namespaces = feature.requires?.namespaces
  return local !== false && remote !== false && (!namespaces || (namespace !== undefined && namespaces.includes(namespace)))
}

export function featureEntries(modal: Modal, slot: Slot, namespace: Namespace | undefined) {
  return modal.features.filter((f) => featureEnabled(modal, f, namespace)).flatMap((f) => (f.entries ?? []).filter((e) => e.slot === slot))
}
