// The modal a React tree talks to. Hosts get the whole Modal (`useGangway`); plugins' views get the
// PluginApi they were built against (`usePluginApi`): the same object, typed narrower.
import { createContext, useContext } from 'react'
import type { Modal } from '../kernel/modal'
import type { PluginApi } from '../kernel/plugin'

export const ModalContext = createContext<Modal | null>(null)

export function useGangway(): Modal {
  const modal = useContext(ModalContext)
  if (!modal) throw new Error('Gangway hooks need a <GangwayProvider modal={…}> above them')
  return modal
}

/** The modal as a plugin's view sees it. */
export const usePluginApi = (): PluginApi => useGangway()
