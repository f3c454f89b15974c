// The heavy half of gangway/onramp: its view and, once per modal, its controller.
import type { PluginApi } from 'gangway'
import { onrampController } from './controller'
import BuyView from './view'

export const views = { OnRampProviders: BuyView }

export function setup(api: PluginApi): void {
  onrampController(api)
}
