// The minimal EVM host plus sign-in with the wallet (gangway/siwx, sessions on the services): what its factory costs before the first render.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { siwx } from 'gangway/siwx'
import { ConnectButton, GangwayProvider } from 'gangway/react'

const modal = createModal({
  projectId: 'bench',
  plugins: [eip155(), siwx()],
  networks: [mainnet, base],
  services: { api: 'https://services.example' },
})

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
