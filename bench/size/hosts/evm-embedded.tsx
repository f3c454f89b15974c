// The minimal EVM host plus the embedded wallet (gangway/embedded): what its factory costs before the first render.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { embedded } from 'gangway/embedded'
import { ConnectButton, GangwayProvider } from 'gangway/react'

const modal = createModal({
  projectId: 'bench',
  plugins: [eip155(), ...embedded({ secureSiteUrl: 'https://secure.example' })],
  networks: [mainnet, base],
})

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
