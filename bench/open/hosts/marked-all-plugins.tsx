// The all-plugins host (all-plugins.tsx) with marks between the phases of its load, for
// bench/open/fcp-phases (HOST=marked-all-plugins): its modules evaluated, createModal returned, the
// first render committed. Nothing is fetched before an open, so its services need not answer.
import { createModal } from 'gangway'
import { activity } from 'gangway/activity'
import { bip122, bitcoin } from 'gangway/bip122'
import { connections } from 'gangway/connections'
import { cosmos, cosmosHub } from 'gangway/cosmos'
import { eip155, mainnet, base } from 'gangway/eip155'
import { embedded } from 'gangway/embedded'
import { names } from 'gangway/names'
import { nfts } from 'gangway/nfts'
import { onramp } from 'gangway/onramp'
import { pay } from 'gangway/pay'
import { polkadot, polkadotMainnet } from 'gangway/polkadot'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'
import { siwx } from 'gangway/siwx'
import { solana, solanaMainnet } from 'gangway/solana'
import { swaps } from 'gangway/swaps'
import { walletConnect } from 'gangway/walletconnect'
import { useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'

performance.mark('phase:evaluated')
const services = `${location.origin}/services`
const modal = createModal({
  projectId: 'bench',
  plugins: [
    eip155(),
    solana(),
    bip122(),
    polkadot(),
    cosmos(),
    walletConnect(),
    ...embedded({ secureSiteUrl: `${location.origin}/secure` }),
    onramp(),
    swaps(),
    send(),
    receive(),
    nfts(),
    activity(),
    pay(),
    names(),
    siwx(),
    connections(),
  ],
  features: { pay: true },
  services: { api: services, catalogue: services, relay: `ws://${location.host}/relay` },
  networks: [mainnet, base, solanaMainnet, bitcoin, polkadotMainnet, cosmosHub],
})
performance.mark('phase:created')
function Committed() {
  useLayoutEffect(() => void performance.mark('phase:committed'), [])
  return null
}

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
    <Committed />
  </GangwayProvider>,
)
