// The send controller of the modal the views are in, and its state.
import { useStore } from '@nanostores/react'
import { usePluginApi } from 'gangway/react'
import { sendController, type SendController, type SendState } from '../controller'

export function useSend(): [SendController, SendState] {
  const send = sendController(usePluginApi())
  return [send, useStore(send.$send)]
}
