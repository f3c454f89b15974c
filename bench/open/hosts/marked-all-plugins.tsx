// The all-plugins host (all-plugins.tsx) with marks between the phases of its load, for
// bench/open/fcp-phases (HOST=marked-all-plugins). Nothing is fetched before an open, so its services
// need not answer.
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'
import { createAllPluginsModal } from './all-plugins-modal'
import { Committed, created, evaluated } from './marks'

evaluated()
const modal = createAllPluginsModal()
created()
createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
    <Committed />
  </GangwayProvider>,
)
