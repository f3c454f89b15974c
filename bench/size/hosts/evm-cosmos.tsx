// An EVM host that also serves Cosmos: React + gangway + gangway/react + gangway/eip155 + gangway/cosmos.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { cosmos, cosmosHub } from 'gangway/cosmos'
import { eip155, mainnet, base } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'

const modal = createModal({ projectId: 'bench', plugins: [eip155(), cosmos()], networks: [mainnet, base, cosmosHub] })

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
