// A host with every plugin installed (all-plugins-modal.ts). Each feature issue's plugins are held to
// the same open and load targets here.
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'
import { createAllPluginsModal } from './all-plugins-modal'

const modal = createAllPluginsModal()

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
