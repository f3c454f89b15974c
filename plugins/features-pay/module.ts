// The heavy half of gangway/pay: the Pay view and, once per modal, its controller.
import type { PluginApi } from 'gangway'
import { payController } from './controller'
import PayView from './view'

export const views = { Pay: PayView }

export function setup(api: PluginApi): void {
  payController(api)
}
