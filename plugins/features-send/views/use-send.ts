// The send controller of the modal the views are in, and its state.
import { useStore } from '@nanostores/react'
import { useGangway } from '../../../ui/context'
import { sendController, type SendController, type SendState } from '../controller'

export function useSend(): [SendController, SendState] {
  const send = sendController(useGangway())
  return [send, useStore(send.$send)]
}
