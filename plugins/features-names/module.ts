// The heavy half of gangway/names: its views and, once per modal, its controller.
import type { PluginApi } from 'gangway'
import { namesController } from './controller'
import RegisterAccountNameView from './views/register'
import RegisterAccountNameSuccessView from './views/success'

export const views = {
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
}

export function setup(api: PluginApi): void {
  namesController(api)
}
