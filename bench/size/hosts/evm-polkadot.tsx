// An EVM host that also serves Polkadot: React + gangway + gangway/react + gangway/eip155 + gangway/polkadot.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { polkadot, polkadotMainnet } from 'gangway/polkadot'
import { ConnectButton, GangwayProvider } from 'gangway/react'

const modal = createModal({ projectId: 'bench', plugins: [eip155(), polkadot()], networks: [mainnet, base, polkadotMainnet] })

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
