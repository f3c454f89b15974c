// The minimal EVM host (bench/size/hosts/evm-minimal.tsx) with marks between the phases of its load,
// for bench/open/fcp-phases: its modules evaluated, createModal returned, the first render committed.
import { useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'

performance.mark('phase:evaluated')
const modal = createModal({ projectId: 'bench', plugins: [eip155()], networks: [mainnet, base] })
performance.mark('phase:created')
function Committed() {
  useLayoutEffect(() => void performance.mark('phase:committed'), [])
  return null
}
createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
    <Committed />
  </GangwayProvider>,
)
