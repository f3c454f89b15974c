// The minimal EVM host plus the issue-12 features: swaps, on-ramp, pay (with the host's openPay
// call) and the NFTs tab, against a services URL.
import { createRoot } from 'react-dom/client'
import { createModal } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { nfts } from 'gangway/nfts'
import { onramp } from 'gangway/onramp'
import { openPay, pay } from 'gangway/pay'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { swaps } from 'gangway/swaps'

const modal = createModal({
  projectId: 'bench',
  plugins: [eip155(), onramp(), swaps(), nfts(), pay()],
  networks: [mainnet, base],
  services: { api: 'https://services.example' },
  features: { pay: true },
})

const checkout = () =>
  openPay(modal, { recipient: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', amount: '12.5', asset: { symbol: 'USDC', decimals: 6, address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }, network: base.caipNetworkId })

createRoot(document.getElementById('root')!).render(
  <GangwayProvider modal={modal}>
    <ConnectButton />
    <button type="button" onClick={() => void checkout()}>
      Pay 12.5 USDC
    </button>
  </GangwayProvider>,
)
