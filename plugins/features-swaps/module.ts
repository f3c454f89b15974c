// The heavy half of gangway/swaps: its views and, once per modal, its controller.
import type { PluginApi } from 'gangway'
import { swapController } from './controller'
import SwapPreviewView from './views/preview'
import SelectTokenView from './views/select-token'
import SwapView from './views/swap'
import SwapSuccessView from './views/swapped'

export const views = {
  Swap: SwapView,
  SwapSelectToken: SelectTokenView,
  SwapPreview: SwapPreviewView,
  SwapSuccess: SwapSuccessView,
}

export function setup(api: PluginApi): void {
  swapController(api)
}
