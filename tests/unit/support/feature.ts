// A small feature plugin for kernel and UI tests: the views, entries and requirements the test
// gives, each view a component that says its own name.
import type { FeaturePlugin, FeatureModule } from '../../../kernel/plugin'

export interface TestFeature extends FeaturePlugin {
  /** How many times the heavy half was loaded (once per modal at most). */
  loads: number
}

export function testFeature(o: Partial<Omit<FeaturePlugin, 'kind'>> & { id: string; module?: FeatureModule }): TestFeature {
  const { module, ...rest } = o
  const feature: TestFeature = {
    kind: 'feature',
    views: [],
    ...rest,
    loads: 0,
    load: async () => {
      feature.loads++
      return module ?? {}
    },
  }
  return feature
}
