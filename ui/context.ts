// The modal a React tree talks to.
import { createContext, useContext } from 'react'
import type { Modal } from '../kernel/modal'

export const ModalContext = createContext<Modal | null>(null)

export function useGangway(): Modal {
  const modal = useContext(ModalContext)
  if (!modal) throw new Error('Gangway hooks need a <GangwayProvider modal={…}> above them')
  return modal
}
