// The heavy half of gangway/activity: its view and controller.
import type { Modal } from '../../kernel/modal'
import { activityController } from './controller'
import ActivityView from './view'

export const views = { Transactions: ActivityView }

export function setup(modal: Modal): void {
  activityController(modal)
}
