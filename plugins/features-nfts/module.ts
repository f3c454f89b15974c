// The heavy half of gangway/nfts: the tab's view and its controller.
import type { PluginApi } from 'gangway'
import { nftsController } from './controller'
import NftsView from './view'

export const views = { AccountNfts: NftsView }

export function setup(api: PluginApi): void {
  nftsController(api)
}
