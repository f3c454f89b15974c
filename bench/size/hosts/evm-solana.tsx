// A multichain host: React + gangway + gangway/react + gangway/eip155 + gangway/solana.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { solana, solanaMainnet } from 'gangway/solana'
import { ConnectButton, GangwayProvider } from 'gangway/react'

const modal = createModal({ projectId: 'bench', plugins: [eip155(), solana()], networks: [mainnet, base, solanaMainnet] })

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
