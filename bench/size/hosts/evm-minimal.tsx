// The minimal Gangway host: React + gangway + gangway/react + gangway/eip155, injected wallets only.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'

const modal = createModal({ projectId: 'bench', plugins: [eip155()], networks: [mainnet, base] })

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
