// The names controller of the modal the views are in, and its state.
import { usePluginApi, useStore } from 'gangway/react'
import { namesController, type NamesController, type NamesState } from '../controller'

export function useNames(): [NamesController, NamesState] {
  const names = namesController(usePluginApi())
  return [names, useStore(names.$names)]
}
