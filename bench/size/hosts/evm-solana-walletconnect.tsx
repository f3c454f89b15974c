// The multichain host of issue 15's budget: eip155 + solana + WalletConnect with a wallet catalogue
// (≤ 30 KiB gzip initial beyond React). The SDKs, the views and the catalogue stay lazy chunks.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { solana, solanaMainnet } from 'gangway/solana'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { walletConnect } from 'gangway/walletconnect'

const modal = createModal({
  projectId: 'bench',
  plugins: [eip155(), solana(), walletConnect()],
  networks: [mainnet, base, solanaMainnet],
  // Never fetched by a build: the services of a host, on this machine.
  services: { catalogue: 'http://127.0.0.1:9/catalogue', relay: 'ws://127.0.0.1:9/relay' },
})

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
  </GangwayProvider>,
)
