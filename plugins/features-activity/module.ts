// The heavy half of gangway/activity: its view and controller.
import type { PluginApi } from 'gangway'
import { activityController } from './controller'
import ActivityView from './view'

export const views = { Transactions: ActivityView }

export function setup(api: PluginApi): void {
  activityController(api)
}
