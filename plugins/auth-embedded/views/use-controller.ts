// The embedded controller of the modal a view is drawn in.
import { usePluginApi } from 'gangway/react'
import { embeddedController } from '../controller'

export const useEmbedded = () => embeddedController(usePluginApi())
