// The heavy half, loaded when the tab is first shown: viem, the controller and the view.
import { perModal, type FeatureModule, type PluginApi } from 'gangway'
import { usePluginApi } from 'gangway/react'
import { createController } from './controller'
import type { AllowancesOptions } from './index'
import { AllowancesPanel } from './view'

export function createModule(o: AllowancesOptions): FeatureModule {
  // One controller per modal: two modals on a page share nothing.
  const controller = perModal((api: PluginApi) => createController(api, o))
  function Allowances() {
    return <AllowancesPanel controller={controller(usePluginApi())} />
  }
  return { views: { Allowances }, setup: (api) => void controller(api) }
}
