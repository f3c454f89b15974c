// The EVM host with WalletConnect: eip155 plus gangway/walletconnect and a wallet catalogue. The
// WalletConnect SDK, its views and the catalogue must all be lazy chunks, not initial bytes.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { walletConnect } from 'gangway/walletconnect'

const modal = createModal({
  projectId: 'bench',
  plugins: [eip155(), walletConnect()],
  networks: [mainnet, base],
  services: { catalogue: 'https://catalogue.example', relay: 'wss://relay.example' },
})

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
