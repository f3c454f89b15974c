// The minimal EVM host plus the account features: send, receive and activity, against a services URL.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { activity } from 'gangway/activity'
import { eip155, mainnet, base } from 'gangway/eip155'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'
import { ConnectButton, GangwayProvider } from 'gangway/react'

const modal = createModal({
  projectId: 'bench',
  plugins: [eip155(), send(), receive(), activity()],
  networks: [mainnet, base],
  services: { api: 'https://services.example' },
})

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
