// The minimal EVM host (bench/size/hosts/evm-minimal.tsx) with marks between the phases of its load,
// for bench/open/fcp-phases: its modules evaluated, createModal returned, the first render committed.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { Committed, created, evaluated } from './marks'

evaluated()
const modal = createModal({ projectId: 'bench', plugins: [eip155()], networks: [mainnet, base] })
created()
createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
    <Committed />
  </GangwayProvider>,
)
