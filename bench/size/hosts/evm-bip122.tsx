// An EVM host that also serves Bitcoin: React + gangway + gangway/react + gangway/eip155 + gangway/bip122.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { bip122, bitcoin } from 'gangway/bip122'
import { eip155, mainnet, base } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'

const modal = createModal({ projectId: 'bench', plugins: [eip155(), bip122()], networks: [mainnet, base, bitcoin] })

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
