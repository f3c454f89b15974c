// The heavy half of gangway/siwx: the SIWXSignMessage view and, once per modal, the controller.
import type { PluginApi } from 'gangway'
import { controllerOf } from './controller'
import SiwxSignMessageView from './view'

export const views = { SIWXSignMessage: SiwxSignMessageView }

export function setup(api: PluginApi): void {
  controllerOf(api)
}
