// Where installed feature plugins show up: the entries of a slot, from the features that are on
// for the active namespace (SPEC §2: feature views load only when the feature is enabled), each
// while its `when` holds for the active network.
import { useStore } from '@nanostores/react'
import type { FeatureEntry } from '../kernel/plugin'
import { useGangway } from './context'

const rank = (order: readonly string[], feature: string) => order.indexOf(feature) + 1 || order.length + 1

/** The entries of `slot`, ranked by `order` (feature ids); features not in it follow in install order. */
export function useFeatureEntries(slot: FeatureEntry['slot'], order: readonly string[] = []): Array<FeatureEntry & { feature: string }> {
  const modal = useGangway()
  const namespace = useStore(modal.stores.$activeNamespace)
  const network = useStore(modal.stores.$activeNetwork) // an entry may show on some networks only (`when`)
  useStore(modal.stores.$remoteFeatures) // remote config may switch a feature off after the first open
  useStore(modal.stores.$accounts) // a feature may want one kind of connection (requires.connectorTypes)
  return modal.features
    .filter((feature) => modal.isEnabled(feature, namespace))
    .flatMap((feature) => (feature.entries ?? []).filter((e) => e.slot === slot && (!e.when || (network !== undefined && e.when(network, modal.options)))).map((e) => ({ ...e, feature: feature.id })))
    .sort((a, b) => rank(order, a.feature) - rank(order, b.feature))
}
