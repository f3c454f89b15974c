// The swap controller of the modal the views are in, and its state.
import { useStore } from '@nanostores/react'
import { usePluginApi } from 'gangway/react'
import { swapController, type SwapController, type SwapState } from '../controller'

export function useSwap(): [SwapController, SwapState] {
  const swap = swapController(usePluginApi())
  return [swap, useStore(swap.$swap)]
}
